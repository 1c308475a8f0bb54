import { useState } from 'preact/hooks';
import { BYE_WORTHS, DEFAULT_BYE, DEFAULT_ROUNDS, roundNow, seatOf, type ByeWorth, type ClubNight } from '../../club';
import type { NightView, Outcome } from './clubs';
import { Said, type Saying } from './Said';
import { chooseBye, dealSeating, startRound } from './directorActions';
import { BYE_WORDS } from './words';

interface Props {
  readonly id: string;
  readonly club: ClubNight;
  readonly busy: boolean;
  /** What the last action here said. */
  readonly said: Saying;
  readonly onAct: (work: () => Promise<Outcome<NightView>>, done: string) => Promise<boolean>;
  /** Prints the seating on one page. */
  readonly onPrint: () => void;
}

/**
 * The night's seating: every round dealt in one tap (no opponent met twice while that is possible, the bye moving
 * round by round), the round under way begun, what a bye is worth, each round's numbered tables, and the seating
 * printed on one page (a row a player, a column a round).
 */
export function SeatingPanel({ id, club, busy, said, onAct, onPrint }: Props) {
  const seating = club.seating ?? [];
  const [rounds, setRounds] = useState(String(seating.length || DEFAULT_ROUNDS));
  const round = roundNow(club);
  const entrants = club.entrants ?? [];
  const count = Number(rounds);

  return (
    <section class="panel stack club-seating" aria-labelledby="seating-title">
      <h2 id="seating-title">Seating</h2>
      <div class="no-print stack">
        <label class="club-number">
          <span>Rounds</span>
          <input inputMode="numeric" maxLength={2} value={rounds} onInput={(e) => setRounds((e.target as HTMLInputElement).value)} />
        </label>
        <button
          type="button"
          disabled={busy || entrants.length < 2}
          onClick={() => void onAct(() => dealSeating(id, /^\d{1,2}$/.test(rounds) ? count : Number.NaN), `${rounds} rounds are dealt.`)}
        >
          {seating.length === 0 ? 'Deal the seating' : round > 0 ? `Deal rounds ${round + 1} on again` : 'Deal the seating again'}
        </button>
        <label>
          A bye is worth
          <select
            value={club.bye ?? DEFAULT_BYE}
            disabled={busy}
            onChange={(e) => {
              const worth = (e.target as HTMLSelectElement).value as ByeWorth;
              void onAct(() => chooseBye(id, worth), `A bye is worth ${BYE_WORDS[worth]}.`);
            }}
          >
            {BYE_WORTHS.map((w) => (
              <option key={w} value={w}>
                {BYE_WORDS[w]}
              </option>
            ))}
          </select>
        </label>
        {seating.length > 0 && (
          <div class="row">
            <p class="club-hint">
              <strong>{round === 0 ? 'Not begun' : `Round ${round} of ${seating.length} under way`}</strong>
            </p>
            {round < seating.length && (
              <button type="button" disabled={busy} onClick={() => void onAct(() => startRound(id), `Round ${round + 1} has begun.`)}>
                Begin round {round + 1}
              </button>
            )}
            <button type="button" class="secondary" onClick={onPrint}>
              Print the seating
            </button>
          </div>
        )}
      </div>
      <Said said={said} />
      {seating.map((r, i) => (
        <details key={i} class="club-round no-print" open={i + 1 === Math.max(1, round)}>
          <summary>
            Round {i + 1}
            {i + 1 <= round ? ' (begun)' : ''}
          </summary>
          <ol class="club-tables">
            {r.tables.map(([a, b], t) => (
              <li key={`${a}|${b}`}>
                Table {t + 1}: {a} against {b}
              </li>
            ))}
          </ol>
          {r.bye && <p class="club-hint">The bye: {r.bye}</p>}
        </details>
      ))}
      {seating.length > 0 && (
        <table class="club-table print-seating">
          <caption>Seating: table and opponent, round by round</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              {seating.map((_, i) => (
                <th key={i} scope="col">
                  R{i + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entrants.map((e) => (
              <tr key={e.name}>
                <th scope="row">{e.name}</th>
                {seating.map((r, i) => {
                  const seat = seatOf(r, e.name);
                  return <td key={i}>{seat.kind === 'table' ? `${seat.table}: ${seat.opponent}` : seat.kind === 'bye' ? 'bye' : '–'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
