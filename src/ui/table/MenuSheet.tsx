import { Sheet } from './Sheet';

interface Props {
  readonly onHistory: () => void;
  /** The button that names the dealer of a deal out of turn, e.g. `'Dealt out of turn…'`; absent when the deal stands. */
  readonly dealer?: string | undefined;
  readonly onDealer?: (() => void) | undefined;
  /** Opens the penalties; absent once the game is over. */
  readonly onPenalty?: (() => void) | undefined;
  /** Opens the replay of this game (issue 12.1). */
  readonly onReplay: () => void;
  /** Opens "put the pegs back" (003 rule 14). */
  readonly onPegs: () => void;
  /** Opens the share screen: a link, a QR code or a file. */
  readonly onShare: () => void;
  /** Opens "Let phones follow" (issue 28): other phones show the game live. */
  readonly onFollow?: (() => void) | undefined;
  readonly onClose: () => void;
}

/** What the table needs now and then: the history, the penalties, and settling the past (replay, pegs, share). */
export function MenuSheet({ onHistory, dealer, onDealer, onPenalty, onReplay, onPegs, onShare, onFollow, onClose }: Props) {
  return (
    <Sheet title="More" onClose={onClose} class="sheet--menu">
      <div class="stack">
        <button type="button" class="secondary" onClick={onHistory}>
          History
        </button>
        {dealer && onDealer && (
          <button type="button" class="secondary" onClick={onDealer}>
            {dealer}
          </button>
        )}
        {onPenalty && (
          <button type="button" class="secondary" onClick={onPenalty}>
            Penalty…
          </button>
        )}
        <button type="button" class="secondary" onClick={onReplay}>
          Replay the game
        </button>
        <button type="button" class="secondary" onClick={onPegs}>
          Put the pegs back
        </button>
        <button type="button" class="secondary" onClick={onShare}>
          Share the game
        </button>
        {onFollow && (
          <button type="button" class="secondary" onClick={onFollow}>
            Let phones follow
          </button>
        )}
      </div>
    </Sheet>
  );
}
