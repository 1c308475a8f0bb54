import { BEST_OF, gamesToWin } from '../../game';
import './match.css';

interface Props {
  /** The select's id, for its label. */
  readonly id: string;
  /** The `matchGames` house option: games needed to win the match, 0 for an open tally. */
  readonly value: number;
  /** The id of the text that names the option's source. */
  readonly describedBy: string;
  readonly onChange: (matchGames: number) => void;
}

/**
 * The match a game belongs to: an open tally, or best of 3, 5 or 7 (the `matchGames` house option, the games one side
 * needs: `gamesToWin`). A value no choice gives (from an older setup) is offered as it is.
 */
export function MatchChoice({ id, value, describedBy, onChange }: Props) {
  const known = value === 0 || BEST_OF.some((n) => gamesToWin(n) === value);
  return (
    <label class="setup__number setup__match" for={id}>
      <span>Match</span>
      <select id={id} value={String(value)} aria-describedby={describedBy} onChange={(e) => onChange(Number((e.target as HTMLSelectElement).value))}>
        <option value="0">open tally</option>
        {BEST_OF.map((n) => (
          <option key={n} value={String(gamesToWin(n))}>
            best of {n}
          </option>
        ))}
        {!known && <option value={String(value)}>first to {value} games</option>}
      </select>
    </label>
  );
}
