import type { ClubFormat, TieBreak } from '../../club';
import { tieWords } from './words';

interface Props {
  readonly format: ClubFormat;
  readonly onChange: (format: ClubFormat) => void;
}

/** Tie-break orders a club may choose, the ACC's Grass Roots order first. */
const TIE_ORDERS: readonly (readonly TieBreak[])[] = [
  ['wins', 'spread'],
  ['wins', 'skunks', 'spread'],
  ['wins', 'spread', 'skunks'],
  ['skunks', 'wins', 'spread'],
  ['spread', 'wins'],
  ['wins'],
  ['spread'],
];

/** A number field's value, or NaN (the club's rules then say what is wrong). */
function whole(text: string): number {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * Every setting of a night's format, with Grass Roots defaults: games a player, game points for a win, a skunk, a
 * double skunk and a loss, the tie breaks in order, the share that qualifies, the game hole typed lines are checked
 * against. The club's rules check them when the night is created.
 */
export function FormatFields({ format, onChange }: Props) {
  const number = (key: 'games' | 'win' | 'skunk' | 'doubleSkunk' | 'loss' | 'gameHole', label: string, hint?: string) => (
    <label class="club-number">
      <span>
        {label}
        {hint && <span class="muted club-number__hint">{hint}</span>}
      </span>
      <input
        inputMode="numeric"
        maxLength={3}
        value={Number.isNaN(format[key]) ? '' : String(format[key])}
        onInput={(e) => onChange({ ...format, [key]: whole((e.target as HTMLInputElement).value) })}
      />
    </label>
  );
  const order = format.tieBreaks.join(',');
  return (
    <fieldset class="panel club-format">
      <legend>Format: Grass Roots unless changed</legend>
      {number('games', 'Games a player')}
      {number('win', 'Game points for a win')}
      {number('skunk', 'For a skunk', 'a win by more than 30')}
      {number('doubleSkunk', 'For a double skunk', 'a win by more than 60')}
      {number('loss', 'For a loss')}
      <label>
        Ties broken by
        <select value={order} onChange={(e) => onChange({ ...format, tieBreaks: (e.target as HTMLSelectElement).value.split(',') as TieBreak[] })}>
          {TIE_ORDERS.map((o) => (
            <option key={o.join(',')} value={o.join(',')}>
              {tieWords(o).replace(/^./, (c) => c.toUpperCase())}
            </option>
          ))}
        </select>
      </label>
      <label class="club-number">
        <span>
          Qualify for the playoffs, %<span class="muted club-number__hint">the top share, rounded up</span>
        </span>
        <input
          inputMode="numeric"
          maxLength={5}
          value={Number.isNaN(format.qualify) ? '' : String(Math.round(format.qualify * 1000) / 10)}
          onInput={(e) => {
            const pct = Number((e.target as HTMLInputElement).value);
            onChange({ ...format, qualify: (e.target as HTMLInputElement).value.trim() === '' ? Number.NaN : pct / 100 });
          }}
        />
      </label>
      {number('gameHole', 'Game hole', 'a typed game is checked against it')}
    </fieldset>
  );
}
