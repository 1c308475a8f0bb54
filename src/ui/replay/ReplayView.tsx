import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { WholeBoardSheet } from '../table/WholeBoardSheet';
import { momentOf } from './moment';
import { useInertBeside } from './useInertBeside';
import { pegSides } from './pegSides';
import { ReplayBoard } from './ReplayBoard';
import type { Replay } from './replayModel';
import { StepControls, WholeBoardSteps } from './StepControls';
import { StepCounts, StepWords } from './StepWords';
import { useStepKeys, type StepKey } from './useStepKeys';
import './replay.css';

interface Props {
  readonly replay: Replay;
  /** Peg colour ids by side, e.g. `['red', 'blue']`. */
  readonly colors: readonly string[];
  /** The step shown first, 0-based; the last (the game as it stands) by default. */
  readonly start?: number;
}

/** e.g. `'20:14'`, or `''` for a log without times. */
function timeOf(at: number): string {
  return at > 0 ? new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '';
}

/**
 * A game's replay on the drawn board: every side's front and back pegs after the move chosen, the move in words,
 * the round and the scores; stepped by buttons, the slider, or the keyboard (arrows, Home, End). Each step is
 * said once in a live region.
 */
export function ReplayView({ replay, colors, start }: Props) {
  const last = replay.length - 1;
  const [index, setIndex] = useState(() => Math.min(start ?? last, last));
  // The whole board (a long board) over the screen, the steps at its foot; the rest of the screen inert meanwhile.
  const [whole, setWhole] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useInertBeside(root, whole);
  // Nothing is said until the player steps: the screen's heading says where it opened.
  const [said, setSaid] = useState('');
  const shown = Math.min(index, last);
  const moment = useMemo(() => momentOf(replay, shown), [replay, shown]);

  const go = useCallback(
    (to: number) => {
      const next = Math.max(0, Math.min(last, to));
      setIndex(next);
      setSaid(momentOf(replay, next).said);
    },
    [replay, last],
  );
  const current = useRef(shown);
  // A peg slides one move at a time; across many moves it would cross the board, so it goes straight there.
  const jump = Math.abs(shown - current.current) > 1;
  current.current = shown;
  const step = useCallback(
    (key: StepKey) => {
      const i = current.current;
      const next = key === 'first' ? 0 : key === 'last' ? last : key === 'back' ? i - 1 : i + 1;
      if (next >= 0 && next <= last && next !== i) go(next);
    },
    [go, last],
  );
  useStepKeys(step);
  // A longer log (another tab added moves) keeps the step shown.
  useEffect(() => setIndex((i) => Math.min(i, last)), [last]);

  const state = moment.state;
  const sides = pegSides(state, colors);
  const time = timeOf(moment.at);
  return (
    <div ref={root} class="replay">
      {/* Everything but the live region goes inert under the whole board: its steps are still said. */}
      <div class="replay__behind" inert={whole}>
        <p class="replay__where">
          <strong>
            Move {shown + 1} of {replay.length}
          </strong>
          {moment.round ? ` · Round ${moment.round.number}, ${moment.round.dealer} deals` : ' · Before the first deal'}
          {time ? ` · ${time}` : ''}
        </p>
        <ul class="replay__scores" aria-label="Scores after this move">
          {moment.scores.map((s) => (
            <li key={s.side}>
              <span class="replay__swatch" style={{ background: sides[s.side]?.color }} aria-hidden="true" />
              {s.name} <strong class="replay__score">{s.score}</strong>
            </li>
          ))}
        </ul>
        {/* The board above the words: a long count never pushes it down under the step controls (phone audit 1). */}
        <ReplayBoard board={state.board} sides={sides} highlight={moment.highlight} jump={jump} onWholeBoard={() => setWhole(true)} />
        <StepWords moment={moment} />
        <StepControls index={shown} total={replay.length} onStep={step} onGo={go} />
        <StepCounts moment={moment} />
        {replay.undone > 0 && (
          <p class="muted replay__note">
            {replay.undone === 1
              ? 'One move was undone at the table; it is not a step here.'
              : `${replay.undone} moves were undone at the table; they are not steps here.`}
          </p>
        )}
      </div>
      {whole && (
        <WholeBoardSheet
          board={state.board}
          sides={sides}
          highlight={moment.highlight ?? undefined}
          closeWords="Back to the replay"
          onClose={() => setWhole(false)}
        >
          <WholeBoardSteps index={shown} total={replay.length} onStep={step} />
        </WholeBoardSheet>
      )}
      <p class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="replay-said">
        {said}
      </p>
    </div>
  );
}
