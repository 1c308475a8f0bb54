import { Sheet } from './Sheet';

interface Props {
  readonly onHistory: () => void;
  /** Opens the penalties; absent once the game is over. */
  readonly onPenalty?: (() => void) | undefined;
  readonly onClose: () => void;
}

/** What the table needs now and then: the history and the penalties. */
export function MenuSheet({ onHistory, onPenalty, onClose }: Props) {
  return (
    <Sheet title="More" onClose={onClose} class="sheet--menu">
      <div class="stack">
        <button type="button" class="secondary" onClick={onHistory}>
          History
        </button>
        {onPenalty && (
          <button type="button" class="secondary" onClick={onPenalty}>
            Penalty…
          </button>
        )}
      </div>
    </Sheet>
  );
}
