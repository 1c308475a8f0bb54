import { useEffect, useMemo, useState } from 'preact/hooks';
import { cardCsv, nightCards, nightStandings, pastedProblem, standingsCsv, type Decision, type PairedGame } from '../../club';
import { decideGame, gatherFile, gatherInto, loadNight, removeGatheredCard, type NightView, type Outcome } from './clubs';
import { downloadText } from '../data/download';
import { CardTable } from './CardTable';
import { ClubBar } from './ClubBar';
import { FlaggedGame } from './FlaggedGame';
import { PlayerGames } from './PlayerGames';
import { StandingsTable } from './StandingsTable';
import { clubFileName, dayWords, formatLines, percent, tieWords } from './words';
import './club.css';
import './clubNight.css';
import './clubPrint.css';

interface Props {
  /** The night's id, e.g. `'n-lq3xa1-9zz'`. */
  readonly id: string;
}

/** What to print: the standings (with the flagged games), every card, or both (the browser's own print). */
type PrintPart = 'standings' | 'cards';

/**
 * The director's view of a night: cards gathered by link, QR code (the camera opens the link here) or file; the
 * standings by game points and the night's tie breaks, qualifiers marked; every flagged game with both cards'
 * versions and the director's decision; each player's games as counted; printable standings and cards, and CSV.
 */
export function DirectorScreen({ id }: Props) {
  const [view, setView] = useState<NightView | null>(null);
  const [error, setError] = useState('');
  const [pasted, setPasted] = useState('');
  const [said, setSaid] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

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

  const run = async (work: () => Promise<Outcome<{ readonly view: NightView; readonly message: string }>>) => {
    setBusy(true);
    try {
      const r = await work();
      if (r.ok) {
        setView(r.value.view);
        setPasted('');
      }
      setSaid({ ok: r.ok, text: r.ok ? r.value.message : r.message });
    } finally {
      setBusy(false);
    }
  };
  const decide = async (game: PairedGame, decision: Decision | null) => {
    setBusy(true);
    try {
      const r = await decideGame(id, game, decision);
      if (r.ok) setView(r.value);
      else setSaid({ ok: false, text: r.message });
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
    const text = what === 'standings' ? standingsCsv(standings) : cards.map((c) => `${c.player}\r\n${cardCsv(c)}`).join('\r\n');
    downloadText(text, clubFileName(night.name, night.date, what, 'csv'), 'text/csv');
  };
  const undecided = standings.flagged.filter((x) => x.decision === null).length;

  return (
    <main class="club club-director">
      <ClubBar title={`Director: ${night.name}`} back={{ to: { screen: 'night', id }, label: night.name }} />
      <p class="club-night__day">
        <strong>{dayWords(night.date)}</strong>
        <span class="print-only"> · {formatLines(f).join(' · ')}</span>
      </p>

      <section class="panel stack no-print" aria-labelledby="gather">
        <h2 id="gather">Gather the cards</h2>
        <label>
          A card's link
          <textarea
            rows={2}
            value={pasted}
            placeholder="https://…/#C1.…"
            onInput={(e) => {
              const field = e.target as HTMLTextAreaElement;
              // Refused by its length at once: a long paste is never kept, drawn or read.
              const problem = pastedProblem(field.value);
              if (problem) field.value = '';
              setPasted(problem ? '' : field.value);
              setSaid(problem ? { ok: false, text: problem } : null);
            }}
          />
        </label>
        <button type="button" disabled={busy || pasted.trim() === ''} onClick={() => void run(() => gatherInto(id, pasted))}>
          Add the card
        </button>
        <label>
          Or a card's file
          <input
            type="file"
            accept=".json,application/json,text/plain"
            disabled={busy}
            onChange={(e) => {
              const input = e.target as HTMLInputElement;
              const file = input.files?.[0];
              input.value = '';
              if (file) void run(() => gatherFile(id, file));
            }}
          />
        </label>
        <p class="muted club-hint">Or point this phone's camera at a player's card QR code: it opens here, ready to add.</p>
        {said && (
          <p class={said.ok ? 'success' : 'error'} role={said.ok ? 'status' : 'alert'}>
            {said.text}
          </p>
        )}
        <details class="club-gathered" open={cards.length <= 4}>
          <summary>
            {cards.length === 0 ? 'No cards yet' : `${cards.length} ${cards.length === 1 ? 'card' : 'cards'}: ${cards.map((c) => c.player).join(', ')}`}
          </summary>
          <ul class="club-cards">
            {cards.map((c) => (
              <li key={c.player}>
                <span>
                  <strong>{c.player}</strong> · {c.lines.length} {c.lines.length === 1 ? 'game' : 'games'}
                  {club.player !== null && c.player === club.player ? ' · this phone' : ''}
                </span>
                {!(club.player !== null && c.player === club.player) &&
                  (removing === c.player ? (
                    <button
                      type="button"
                      class="danger"
                      onClick={() =>
                        void removeGatheredCard(id, c.player).then((r) => {
                          if (r.ok) setView(r.value);
                          setSaid(r.ok ? { ok: true, text: `${c.player}'s card is removed.` } : { ok: false, text: r.message });
                          setRemoving(null);
                        })
                      }
                    >
                      Remove {c.player}'s card
                    </button>
                  ) : (
                    <button type="button" class="secondary" onClick={() => setRemoving(c.player)} aria-label={`Remove ${c.player}'s card`}>
                      Remove
                    </button>
                  ))}
              </li>
            ))}
          </ul>
        </details>
        {standings.noCard.length > 0 && (
          <p class="muted club-hint">No card yet from {standings.noCard.join(', ')}: their games count as the other card says, unchecked.</p>
        )}
      </section>

      <section class="print-standings" aria-labelledby="standings-title">
        <h2 id="standings-title">Standings</h2>
        {cards.length === 0 ? (
          <p class="muted">No cards yet.</p>
        ) : (
          <>
            <StandingsTable standings={standings} caption={`${night.name}, ${dayWords(night.date)}`} />
            <p class="club-note">
              ★ The top {percent(f.qualify)}, rounded up: {standings.qualifiers} of {standings.rows.length} qualify
              {standings.rows.filter((r) => r.qualifies).length > standings.qualifiers ? ' (and everyone level with the last of them)' : ''}. Ranked by game
              points, then {tieWords(f.tieBreaks)}.
            </p>
          </>
        )}
        {standings.flagged.length > 0 && (
          <section aria-labelledby="flagged-title">
            <h2 id="flagged-title">Flagged games{undecided > 0 ? ` (${undecided} to decide)` : ''}</h2>
            <ul class="club-flags">
              {standings.flagged.map((x) => (
                <FlaggedGame key={x.game.key} format={f} game={x.game} decision={x.decision} busy={busy} onDecide={(d) => void decide(x.game, d)} />
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
                {r.player}: {r.totals.points} game points in {r.totals.games} {r.totals.games === 1 ? 'game' : 'games'}
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
            <CardTable card={c} caption={`${c.player}'s card`} />
          </div>
        ))}
      </section>
    </main>
  );
}
