import { useState } from 'preact/hooks';
import { SCORE_REASONS, type ScoreReason, type SideState } from '../../game';
import type { TapIntent } from '../../game';

interface Props {
  readonly side: SideState;
  /** CSS colour of the side's pegs. */
  readonly color: string;
  readonly colorName: string;
  /** Hole number of the back peg, e.g. `41`. */
  readonly back: number;
  readonly intent: TapIntent;
  /** The side's count is next, or it is the side whose turn it is: draws attention. */
  readonly active: boolean;
  /** The game is over: the pad only shows the score. */
  readonly over: boolean;
  readonly onScore: (points: number, reason: ScoreReason, seat?: number) => void;
}

const QUICK = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const REASON_NAMES: Readonly<Record<ScoreReason, string>> = {
  play: 'Pegging',
  go: 'Go',
  'last-card': 'Last card',
  hand: 'Hand',
  crib: 'Crib',
  heels: 'His heels',
  penalty: 'Penalty',
  muggins: 'Muggins',
  correction: 'Correction (+ or −)',
  bonus: 'Start bonus',
  box: 'Penalty box',
  top: 'Top (Not Enough)',
} as Record<ScoreReason, string>;

/** A side's score pad: its score and both pegs, +1 to +12 in one tap, and a keypad for more or a correction. */
export function SidePad({ side, color, colorName, back, intent, active, over, onScore }: Props) {
  const [keypad, setKeypad] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<ScoreReason>('correction');
  const submit = (event: Event) => {
    event.preventDefault();
    const n = Number(amount);
    if (amount.trim() === '' || !Number.isInteger(n)) return;
    onScore(n, reason);
    setAmount('');
    setKeypad(false);
  };
  return (
    <section class={`pad${active ? ' pad--active' : ''}`} aria-label={`${side.name}: ${side.score}`} style={{ '--side': color }}>
      <header class="pad__head">
        <span class="pad__peg" aria-hidden="true" />
        <h2 class="pad__name">{side.name}</h2>
        <span class="score pad__score" aria-label={`score ${side.score}`}>
          {side.score}
        </span>
      </header>
      <p class="pad__pegs muted">
        {colorName} pegs · front {side.score} · back {back}
        {side.sitOut > 0 ? ` · in the penalty box, ${side.sitOut} hand${side.sitOut === 1 ? '' : 's'} to sit out` : ''}
      </p>
      {intent.ready ? (
        <>
          <p class="pad__intent">{intent.label}: tap the points</p>
          <div class="pad__quick" role="group" aria-label={`${side.name}: add points for ${intent.label}`}>
            {QUICK.map((n) => (
              <button type="button" key={n} onClick={() => onScore(n, intent.reason, intent.seat)} aria-label={`${side.name} plus ${n}`}>
                +{n}
              </button>
            ))}
          </div>
          {intent.allowZero && (
            <button type="button" class="secondary pad__zero" onClick={() => onScore(0, intent.reason, intent.seat)} aria-label={`${intent.label}: nothing (nineteen)`}>
              0 · nineteen
            </button>
          )}
        </>
      ) : over ? null : (
        <p class="pad__intent muted">{intent.why}</p>
      )}
      {!over && (
      <button type="button" class="secondary pad__more" aria-expanded={keypad} onClick={() => setKeypad(!keypad)}>
        {keypad ? 'Close keypad' : 'More · correction'}
      </button>
      )}
      {keypad && !over && (
        <form class="pad__keypad" onSubmit={submit}>
          <label>
            Points
            <input type="number" inputMode="numeric" step={1} min={-999} max={999} value={amount} onInput={(e) => setAmount((e.target as HTMLInputElement).value)} required />
          </label>
          <label>
            For
            <select value={reason} onChange={(e) => setReason((e.target as HTMLSelectElement).value as ScoreReason)}>
              {SCORE_REASONS.filter((r) => r !== 'box').map((r) => (
                <option key={r} value={r}>
                  {REASON_NAMES[r] ?? r}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Peg it</button>
        </form>
      )}
    </section>
  );
}
