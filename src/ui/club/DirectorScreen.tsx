import { useEffect, useMemo, useState } from 'preact/hooks';
import { plural } from '../../game';
import { cardFlags, cardsCsv, nightCards, nightStandings, roundsOf, seatOf, standingsCsv, type Decision, type PairedGame } from '../../club';
import { decideGame, loadNight, type NightView, type Outcome } from './clubs';
import { downloadText } from '../data/download';
import { CardTable } from './CardTable';
import { ClubBar } from './ClubBar';
import { EntrantsPanel } from './EntrantsPanel';
import { FlaggedGame } from './FlaggedGame';
import { GatherPanel } from './GatherPanel';
import { MoneyPanel } from './MoneyPanel';
import { PaperPanel } from './PaperPanel';
import { PlayerGames } from './PlayerGames';
import { SeatList } from './SeatList';
import { SeatingPanel } from './SeatingPanel';
import { StandingsTable } from './StandingsTable';
import { clubFileName, dayWords, flagWords, formatLines, percent, tieWords } from './words';
import './club.css';
import './clubNight.css';
import './clubPrint.css';

interface Props {
  /** The night's id, e.g. `'n-lq3xa1-9zz'`. */
  readonly id: string;
}

/** What to print: the standings (with the flagged games), every card, the seating, or all (the browser's own print). */
type PrintPart = 'standings' | 'cards' | 'seating';

/** The panel an action was made in: its sentence is said there. */
type Panel = 'entrants' | 'seating' | 'gather' | 'paper' | 'money';

/**
 * The director's view of a night: cards gathered by link, QR code (the camera opens the link here) or file; the
 * standings by game points and the night's tie breaks, qualifiers marked; every flagged game with both cards'
 * versions and the director's decision; each player's games as counted; printable standings and cards, and CSV.
 */
export function DirectorScreen({ id }: Props) {
  const [view, setView] = useState<NightView | null>(null);
  const [error, setError] = useState('');
  const [said, setSaid] = useState<{ readonly where: Panel; readonly ok: boolean; readonly text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadNight(id).then((r) => (r.ok ? setView(r.value) : setError(r.message)));
  }, [id]);

  const standings = useMemo(() => (view ? nightStandings(view.club, view.built.card) : null), [view]);

  if (!view || !standings)
    return (
      <main class="club" aria-busy={!error}>
        <ClubBar title="Director" back={{ to: { screen: 'club' }, label: 'Club nights' }} />
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : (
          <p class="muted">Reading the night…</p>
        )}
      </main>
    );

  const { club } = view;
  const night = club.night;
  const f = night.format;
  const cards = nightCards(club, view.built.card);

  const run = async (work: () => Promise<Outcome<{ readonly view: NightView; readonly message: string }>>, where: Panel = 'gather'): Promise<boolean> => {
    setBusy(true);
    try {
      const r = await work();
      if (r.ok) setView(r.value.view);
      setSaid({ where, ok: r.ok, text: r.ok ? r.value.message : r.message });
      return r.ok;
    } finally {
      setBusy(false);
    }
  };
  /** A change of the night's running: its view, and `done` said; or why it was refused. */
  const act = (where: Panel) => (work: () => Promise<Outcome<NightView>>, done: string) =>
    run(async () => {
      const r = await work();
      return r.ok ? { ok: true, value: { view: r.value, message: done } } : r;
    }, where);
  const saidIn = (where: Panel) => (said?.where === where ? said : null);
  const say = (where: Panel) => (ok: boolean, text: string) => setSaid({ where, ok, text });
  const decide = async (game: PairedGame, decision: Decision | null) => {
    setBusy(true);
    try {
      const r = await decideGame(id, game, decision);
      if (r.ok) setView(r.value);
      else setSaid({ where: 'gather', ok: false, text: r.message });
    } finally {
      setBusy(false);
    }
  };
  const print = (part: PrintPart) => {
    const root = document.documentElement;
    root.dataset.print = part;
    const done = () => {
      delete root.dataset.print;
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };
  const csv = (what: 'standings' | 'cards') => {
    const text = what === 'standings' ? standingsCsv(standings) : cardsCsv(cards);
    downloadText(text, clubFileName(night.name, night.date, what, 'csv'), 'text/csv');
  };
  const checks = cardFlags(club, cards);
  const tableOf = (g: PairedGame) => {
    const seat = g.round === undefined ? null : seatOf(club.seating?.[g.round - 1], g.a);
    return seat?.kind === 'table' ? seat.table : undefined;
  };
  const undecided = standings.flagged.filter((x) => x.decision === null).length;

  return (
    <main class="club club-director">
      <ClubBar title={`Director: ${night.name}`} back={{ to: { screen: 'night', id }, label: night.name }} />
      <p class="club-night__day">
        <strong>{dayWords(night.date)}</strong>
        <span class="print-only"> · {formatLines({ ...f, games: roundsOf(club) }).join(' · ')}</span>
      </p>

      <EntrantsPanel id={id} club={club} busy={busy} said={saidIn('entrants')} onAct={act('entrants')} />
      <SeatingPanel id={id} club={club} busy={busy} said={saidIn('seating')} onAct={act('seating')} onPrint={() => print('seating')} />
      <GatherPanel
        id={id}
        club={club}
        cards={cards}
        noCard={standings.noCard}
        busy={busy}
        said={saidIn('gather')}
        onRun={run}
        onView={setView}
        onSay={say('gather')}
      />
      <PaperPanel id={id} club={club} busy={busy} said={saidIn('paper')} onAct={act('paper')} onSay={say('paper')} />

      <section class="print-standings" aria-labelledby="standings-title">
        <h2 id="standings-title">Standings</h2>
        {standings.rows.length === 0 ? (
          <p class="muted">No cards yet.</p>
        ) : (
          <>
            <StandingsTable standings={standings} caption={`${night.name}, ${dayWords(night.date)}`} />
            <p class="club-note">
              ★ The top {percent(f.qualify)}, rounded up: {standings.qualifiers} of {standings.rows.length} qualify
              {standings.rows.filter((r) => r.qualifies).length > standings.qualifiers ? ' (and everyone level with the last of them)' : ''}. Ranked by game
              points, then {tieWords(f.tieBreaks)}.
              {standings.rows.some((r) => r.unchecked > 0) &&
                ' "Unchecked": games against (or of) a player who handed in no card, counted as the one card says.'}
            </p>
          </>
        )}
        {standings.rows.length > 0 && <MoneyPanel id={id} club={club} standings={standings} busy={busy} said={saidIn('money')} onAct={act('money')} />}
        {checks.length > 0 && (
          <section aria-labelledby="checks-title">
            <h2 id="checks-title">Lines to check</h2>
            <ul class="club-checks">
              {checks.map((c) => (
                <li key={`${c.player}|${c.game}|${c.message}`}>{flagWords(c)}</li>
              ))}
            </ul>
          </section>
        )}
        {standings.flagged.length > 0 && (
          <section aria-labelledby="flagged-title">
            <h2 id="flagged-title">Flagged games{undecided > 0 ? ` (${undecided} to decide)` : ''}</h2>
            <ul class="club-flags">
              {standings.flagged.map((x) => (
                <FlaggedGame
                  key={x.game.key}
                  format={f}
                  game={x.game}
                  table={tableOf(x.game)}
                  decision={x.decision}
                  busy={busy}
                  onDecide={(d) => void decide(x.game, d)}
                />
              ))}
            </ul>
          </section>
        )}
      </section>

      {standings.rows.length > 0 && (
        <section class="no-print" aria-labelledby="players-title">
          <h2 id="players-title">Each player's games</h2>
          {standings.rows.map((r) => (
            <details key={r.player} class="club-player">
              <summary>
                {r.player}: {r.totals.points} game points in {plural(r.totals.games, 'game')}
              </summary>
              <PlayerGames format={f} row={r} />
            </details>
          ))}
        </section>
      )}

      <section class="panel stack no-print" aria-labelledby="out-title">
        <h2 id="out-title">Print and export</h2>
        <div class="row">
          <button type="button" class="secondary" onClick={() => print('standings')}>
            Print the standings
          </button>
          <button type="button" class="secondary" onClick={() => print('cards')}>
            Print every card
          </button>
        </div>
        <div class="row">
          <button type="button" class="secondary" onClick={() => csv('standings')}>
            Standings (CSV)
          </button>
          <button type="button" class="secondary" onClick={() => csv('cards')}>
            Every card (CSV)
          </button>
        </div>
      </section>

      <section class="print-cards" aria-hidden="true">
        {cards.map((c) => (
          <div key={c.player} class="print-cards__card">
            <p>
              {night.name}, {dayWords(night.date)}
            </p>
            <CardTable card={c} caption={`${c.player}'s card`} games={roundsOf(club)} />
            <SeatList player={c.player} seating={club.seating ?? []} round={0} />
          </div>
        ))}
      </section>
    </main>
  );
}
