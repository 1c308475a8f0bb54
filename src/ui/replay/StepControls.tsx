import type { StepKey } from './useStepKeys';

interface Props {
  /** 0-based, e.g. `11`. */
  readonly index: number;
  /** Steps in all, e.g. `140`. */
  readonly total: number;
  readonly onStep: (key: StepKey) => void;
  readonly onGo: (index: number) => void;
}

/**
 * First, back, next and last, and a slider over every move: real buttons and a native range input, so touch,
 * keyboard and screen readers all work (the slider says "move 12 of 140"). A button at its end is marked
 * `aria-disabled` rather than disabled, so it keeps the keyboard focus.
 */
export function StepControls({ index, total, onStep, onGo }: Props) {
  const atStart = index === 0;
  const atEnd = index === total - 1;
  return (
    <div class="replay__controls">
      <label class="replay__slider">
        <span class="visually-hidden">Move</span>
        <input
          type="range"
          min={1}
          max={total}
          step={1}
          value={index + 1}
          aria-valuetext={`move ${index + 1} of ${total}`}
          onInput={(e) => onGo(Number((e.currentTarget as HTMLInputElement).value) - 1)}
        />
      </label>
      <div class="replay__buttons">
        <button type="button" class="secondary" aria-label="First move" aria-disabled={atStart} onClick={() => atStart || onStep('first')}>
          <span aria-hidden="true">« </span>First
        </button>
        <button type="button" aria-label="Back one move" aria-disabled={atStart} onClick={() => atStart || onStep('back')}>
          <span aria-hidden="true">◀ </span>Back
        </button>
        <button type="button" aria-label="Next move" aria-disabled={atEnd} onClick={() => atEnd || onStep('next')}>
          Next<span aria-hidden="true"> ▶</span>
        </button>
        <button type="button" class="secondary" aria-label="Last move" aria-disabled={atEnd} onClick={() => atEnd || onStep('last')}>
          Last<span aria-hidden="true"> »</span>
        </button>
      </div>
    </div>
  );
}

/**
 * The replay's steps at the foot of the whole board: back and next, and which move is shown, so a whole Crib Wars
 * game can be stepped through with every zone in view (the arrow keys step it too). Ends as in `StepControls`.
 */
export function WholeBoardSteps({ index, total, onStep }: Omit<Props, 'onGo'>) {
  const atStart = index === 0;
  const atEnd = index === total - 1;
  return (
    <div class="replay__whole-steps">
      <button type="button" aria-label="Back one move" aria-disabled={atStart} onClick={() => atStart || onStep('back')}>
        <span aria-hidden="true">◀ </span>Back
      </button>
      <span class="replay__whole-move">
        Move {index + 1} of {total}
      </span>
      <button type="button" aria-label="Next move" aria-disabled={atEnd} onClick={() => atEnd || onStep('next')}>
        Next<span aria-hidden="true"> ▶</span>
      </button>
    </div>
  );
}
