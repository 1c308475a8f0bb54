import type { HistoryLine } from '../../game';
import { Sheet } from './Sheet';

interface Props {
  /** Every line of the game's history, oldest first, with "Undone: ..." and "Redone: ..." lines. */
  readonly lines: readonly HistoryLine[];
  readonly onClose: () => void;
}

/** The game's history in words, newest first; undo and redo say what they took back (issue 15.8). */
export function HistorySheet({ lines, onClose }: Props) {
  return (
    <Sheet title="History" onClose={onClose}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls in its box, so the keyboard must reach it to scroll it (axe: scrollable-region-focusable). */}
      <ol reversed class="history__list" tabIndex={0} aria-label="Every move, newest first">
        {[...lines].reverse().map((line, i) => (
          <li key={lines.length - i} class={/^(Undone|Redone): /.test(line.text) ? 'history__undo' : undefined}>
            {line.text}
          </li>
        ))}
      </ol>
    </Sheet>
  );
}
