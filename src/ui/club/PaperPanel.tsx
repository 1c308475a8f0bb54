import { useState } from 'preact/hooks';
import { isPaper, roundNow, roundsOf, seatOf, type ClubNight, type TableSlip } from '../../club';
import { plural } from '../../game';
import type { NightView, Outcome } from './clubs';
import { Said, type Saying } from './Said';
import { typePaperLine, typeSlips } from './directorActions';
import { seatWords } from './words';

interface Props {
  readonly id: string;
  readonly club: ClubNight;
  readonly busy: boolean;
  /** What the last action here said. */
  readonly said: Saying;
  readonly onAct: (work: () => Promise<Outcome<NightView>>, done: string) => Promise<boolean>;
  /** Says what a change did or why it was refused. */
  readonly onSay: (ok: boolean, text: string) => void;
}

/** Reads a score field: a whole number, or NaN (the club's rules then say what is wrong). */
const score = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The cards the director keeps for players without a phone: a game typed on one (its round, the opponent the seating
 * gives, both scores), or a whole round from the table slips at once, a row a table with a paper player.
 */
export function PaperPanel({ id, club, busy, said, onAct, onSay }: Props) {
  const seating = club.seating ?? [];
  const [round, setRound] = useState(String(Math.max(1, roundNow(club))));
  const [scores, setScores] = useState<Record<string, string>>({});
  const paper = club.cards.filter((c) => isPaper(club, c.player));
  if (paper.length === 0) return null;
  const r = Number(round);
  const seated = seating[r - 1];
  const tables = (seated?.tables ?? []).map((pair, i) => ({ pair, table: i + 1 })).filter(({ pair }) => pair.some((p) => isPaper(club, p)));
  const field = (key: string, label: string) => (
    <label>
      {label}
      <input
        inputMode="numeric"
        maxLength={3}
        value={scores[key] ?? ''}
        onInput={(e) => setScores((s) => ({ ...s, [key]: (e.target as HTMLInputElement).value }))}
      />
    </label>
  );

  const enter = async (event: Event) => {
    event.preventDefault();
    const slips: TableSlip[] = tables
      .filter(({ table }) => (scores[`${r}|${table}|0`] ?? '') !== '' || (scores[`${r}|${table}|1`] ?? '') !== '')
      .map(({ table }) => ({ table, first: score(scores[`${r}|${table}|0`] ?? ''), second: score(scores[`${r}|${table}|1`] ?? '') }));
    const sent = scores;
    const done = await typeSlips(id, r, slips);
    if (!done.ok) return onSay(false, done.message);
    await onAct(async () => ({ ok: true, value: done.value.view }), `Round ${r}: ${plural(done.value.written, 'line')} written on the paper cards.`);
    // Only this round's scores as written are cleared: any typed while they were saved, or for another round, stay.
    setScores((now) => Object.fromEntries(Object.entries(now).filter(([key, text]) => !key.startsWith(`${r}|`) || sent[key] !== text)));
  };

  return (
    <section class="panel stack no-print" aria-labelledby="paper-title">
      <h2 id="paper-title">Paper players' cards</h2>
      <Said said={said} />
      <ul class="club-cards">
        {paper.map((c) => (
          <li key={c.player}>
            <span class="club-seat">
              <strong>{c.player}</strong> · {plural(c.lines.length, 'game')} of {roundsOf(club)}
            </span>
          </li>
        ))}
      </ul>
      {seating.length > 0 ? (
        <form class="club-slips" onSubmit={enter} aria-label="A round's table slips">
          <h3>A round's table slips</h3>
          <label>
            Round
            <select value={round} onChange={(e) => setRound((e.target as HTMLSelectElement).value)}>
              {seating.map((_, i) => (
                <option key={i} value={String(i + 1)}>
                  Round {i + 1}
                </option>
              ))}
            </select>
          </label>
          {tables.length === 0 && <p class="muted club-hint">No paper player sits at a table this round.</p>}
          {tables.map(({ pair: [a, b], table }) => (
            <fieldset key={table} class="club-slip">
              <legend>
                Table {table}: {a} against {b}
              </legend>
              {field(`${r}|${table}|0`, a)}
              {field(`${r}|${table}|1`, b)}
            </fieldset>
          ))}
          {tables.length > 0 && (
            <button type="submit" disabled={busy}>
              Enter round {r}'s slips
            </button>
          )}
        </form>
      ) : (
        <p class="muted club-hint">Deal the seating to type a round's slips; or type each game below.</p>
      )}
      {paper.map((c) => (
        <PaperLine
          key={c.player}
          player={c.player}
          club={club}
          busy={busy}
          onSave={(s) => onAct(() => typePaperLine(id, c.player, s), `Game added to ${c.player}'s card.`)}
        />
      ))}
    </section>
  );
}

interface LineProps {
  readonly player: string;
  readonly club: ClubNight;
  readonly busy: boolean;
  readonly onSave: (s: { opponent: string; own: number; theirs: number; round?: number }) => Promise<boolean>;
}

/** One game typed on a paper player's card: with seating, the round gives the opponent. */
function PaperLine({ player, club, busy, onSave }: LineProps) {
  const seating = club.seating ?? [];
  const [round, setRound] = useState(String(Math.max(1, roundNow(club))));
  const [opponent, setOpponent] = useState('');
  const [own, setOwn] = useState('');
  const [theirs, setTheirs] = useState('');
  const seat = seatOf(seating[Number(round) - 1], player);
  const others = (club.entrants ?? []).filter((e) => e.name !== player);
  const against = seating.length > 0 ? (seat.kind === 'table' ? seat.opponent : '') : opponent;
  const submit = async (event: Event) => {
    event.preventDefault();
    const saved = await onSave({ opponent: against, own: score(own), theirs: score(theirs), ...(seating.length > 0 ? { round: Number(round) } : {}) });
    // Scores typed for the next game while this one was saved stay.
    if (saved) {
      setOwn((now) => (now === own ? '' : now));
      setTheirs((now) => (now === theirs ? '' : now));
    }
  };
  return (
    <form class="club-form" onSubmit={submit} aria-label={`A game on ${player}'s card`}>
      <h3>A game on {player}'s card</h3>
      {seating.length > 0 ? (
        <label>
          Round
          <select value={round} onChange={(e) => setRound((e.target as HTMLSelectElement).value)}>
            {seating.map((r, i) => (
              <option key={i} value={String(i + 1)}>
                {seatWords(i + 1, seatOf(r, player))}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label>
          Opponent
          <select value={opponent} onChange={(e) => setOpponent((e.target as HTMLSelectElement).value)}>
            <option value="">Pick the opponent</option>
            {others.map((e) => (
              <option key={e.name} value={e.name}>
                {e.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div class="club-form__scores">
        <label>
          {player}'s score
          <input inputMode="numeric" maxLength={3} value={own} onInput={(e) => setOwn((e.target as HTMLInputElement).value)} />
        </label>
        <label>
          {against || 'Opponent'}'s score
          <input inputMode="numeric" maxLength={3} value={theirs} onInput={(e) => setTheirs((e.target as HTMLInputElement).value)} />
        </label>
      </div>
      <button type="submit" disabled={busy}>
        Add the game to {player}'s card
      </button>
    </form>
  );
}
