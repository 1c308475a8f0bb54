import { seatOf, type SeatedRound } from '../../club';
import { seatWords } from './words';

interface Props {
  /** The card's player, e.g. `'Ann'`. */
  readonly player: string;
  readonly seating: readonly SeatedRound[];
  /** The round under way (bold), 0 before the first. */
  readonly round: number;
}

/** A player's seating round by round, on the card and on its paper: "Round 3: table 2 against Cy". */
export function SeatList({ player, seating, round }: Props) {
  if (seating.length === 0) return null;
  return (
    <section class="club-seatlist" aria-label={`${player}'s seating`}>
      <h3>{player}'s seating</h3>
      <ol class="club-tables">
        {seating.map((r, i) => {
          const words = seatWords(i + 1, seatOf(r, player));
          return <li key={i}>{i + 1 === round ? <strong>{words}</strong> : words}</li>;
        })}
      </ol>
    </section>
  );
}
