import type { ComponentChildren } from 'preact';
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
        <StepButton step="first" label="First move" off={atStart} onStep={onStep} secondary>
          <span aria-hidden="true">« </span>First
        </StepButton>
        <BackNext index={index} total={total} onStep={onStep} />
        <StepButton step="last" label="Last move" off={atEnd} onStep={onStep} secondary>
          Last<span aria-hidden="true"> »</span>
        </StepButton>
      </div>
    </div>
  );
}

/**
 * The replay's steps at the foot of the whole board: back and next, and which move is shown, so a whole Crib Wars
 * game can be stepped through with every zone in view (the arrow keys step it too). Ends as in `StepControls`.
 */
export function WholeBoardSteps({ index, total, onStep }: Omit<Props, 'onGo'>) {
  return (
    <div class="replay__whole-steps">
      <BackNext index={index} total={total} onStep={onStep}>
        <span class="replay__whole-move">
          Move {index + 1} of {total}
        </span>
      </BackNext>
    </div>
  );
}

/** Back and next, with whatever stands between them (the whole board's "Move n of N"). */
function BackNext({ index, total, onStep, children }: Omit<Props, 'onGo'> & { readonly children?: ComponentChildren }) {
  return (
    <>
      <StepButton step="back" label="Back one move" off={index === 0} onStep={onStep}>
        <span aria-hidden="true">◀ </span>Back
      </StepButton>
      {children}
      <StepButton step="next" label="Next move" off={index === total - 1} onStep={onStep}>
        Next<span aria-hidden="true"> ▶</span>
      </StepButton>
    </>
  );
}

interface StepButtonProps {
  readonly step: StepKey;
  readonly label: string;
  /** At the end it steps towards: `aria-disabled`, not disabled, so it keeps the keyboard focus. */
  readonly off: boolean;
  readonly onStep: (key: StepKey) => void;
  readonly secondary?: boolean;
  readonly children: ComponentChildren;
}

function StepButton({ step, label, off, onStep, secondary = false, children }: StepButtonProps) {
  return (
    <button type="button" class={secondary ? 'secondary' : undefined} aria-label={label} aria-disabled={off} onClick={() => off || onStep(step)}>
      {children}
    </button>
  );
}
