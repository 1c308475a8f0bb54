import { useId, useState } from 'preact/hooks';
import { NEGATIVE_REASONS, type ScoreReason, type SeatId, type TapIntent } from '../../game';
import { Sheet } from './Sheet';
import { ErrorLine } from './ErrorLine';

interface Props {
  /** The side's name, e.g. `'Ann'`. */
  readonly name: string;
  /** What a tap on the side's pad means now: the keypad scores that by default. */
  readonly intent: TapIntent;
  /**
   * Reasons only some games have, offered only where they apply: the Tops (Cribbage is not Enough, 000) and the start
   * bonus (five-card and the boxed set, 002 5-CARD, 004 SET UP).
   */
  readonly has: { readonly tops: boolean; readonly startBonus: boolean };
  /** Scores; resolves to the engine's refusal, or `null` once saved. */
  readonly onScore: (points: number, reason: ScoreReason, seat?: SeatId) => Promise<string | null>;
  readonly onClose: () => void;
}

/** Reasons a player may pick by hand, as the keypad names them (the due count comes first, then a correction). */
const OTHER_REASONS: readonly [ScoreReason, string][] = [
  ['correction', 'Correction (+ or −)'],
  ['play', 'Pegging'],
  ['go', 'Go'],
  ['last-card', 'Last card'],
  ['heels', 'His heels'],
  ['muggins', 'Muggins'],
  ['penalty', 'Penalty'],
  ['bonus', 'Start bonus'],
  ['top', 'Top (Not Enough)'],
];

const HIGH = Array.from({ length: 17 }, (_, i) => 13 + i);

/**
 * The keypad (issue 15.4): the count that is due (pegging, or this side's hand or crib) is scored by default;
 * a correction (+ or −) or any other reason is an explicit choice. 13 to 29 are one tap each; any other number is
 * typed.
 */
export function KeypadSheet({ name, intent, has, onScore, onClose }: Props) {
  const due = intent.ready ? intent : null;
  const [choice, setChoice] = useState<string>(due ? 'due' : 'correction');
  const [amount, setAmount] = useState('');
  const [minus, setMinus] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  const reason: ScoreReason = choice === 'due' && due ? due.reason : (choice as ScoreReason);
  const seat = choice === 'due' && due ? due.seat : undefined;
  const canGoBack = NEGATIVE_REASONS.includes(reason);

  const score = async (points: number) => {
    const refused = await onScore(points, reason, seat);
    if (refused) setError(refused);
    else onClose();
  };
  const submit = (event: Event) => {
    event.preventDefault();
    const n = Number(amount);
    if (amount.trim() === '' || !Number.isInteger(n)) return setError('Type a whole number of points.');
    void score(minus && canGoBack ? -Math.abs(n) : n);
  };

  return (
    <Sheet title={`${name}: more points`} onClose={onClose} class="sheet--keypad">
      <div class="keypad__for">
        <label for={`${id}-for`}>For</label>
        <select id={`${id}-for`} value={choice} onChange={(e) => setChoice((e.target as HTMLSelectElement).value)}>
          {due && <option value="due">{due.label} (due now)</option>}
          {OTHER_REASONS.filter(([r]) => !(due && r === due.reason && !due.seat) && (r !== 'top' || has.tops) && (r !== 'bonus' || has.startBonus)).map(
            ([r, text]) => (
              <option key={r} value={r}>
                {text}
              </option>
            ),
          )}
        </select>
      </div>
      <div class="keypad__high" role="group" aria-label={`${name}: 13 to 29`}>
        {HIGH.map((n) => (
          <button type="button" key={n} aria-label={`${name} plus ${n}`} onClick={() => void score(minus && canGoBack ? -n : n)}>
            {minus && canGoBack ? '−' : '+'}
            {n}
          </button>
        ))}
      </div>
      <form class="keypad__form" onSubmit={submit}>
        {canGoBack && (
          <button type="button" class="secondary keypad__sign" aria-pressed={minus} onClick={() => setMinus(!minus)}>
            {minus ? '− back' : '+ on'}
          </button>
        )}
        <label>
          Points
          <input
            type="number"
            inputMode="numeric"
            step={1}
            min={-999}
            max={999}
            value={amount}
            onInput={(e) => setAmount((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit">Peg it</button>
      </form>
      <ErrorLine message={error} />
    </Sheet>
  );
}
