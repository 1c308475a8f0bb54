import { Sheet } from '../Sheet';

interface Props {
  readonly title: string;
  /** The engine's `unknown-pips` message, naming the cards. */
  readonly message: string;
  readonly onPips: () => void;
  readonly onClose: () => void;
}

/** A step that needs cards' numbers the game does not know yet: says which, and asks for them (never guesses). */
export function PipsNeeded({ title, message, onPips, onClose }: Props) {
  return (
    <Sheet title={title} onClose={onClose}>
      <p>{message}</p>
      <button type="button" onClick={onPips}>
        Enter the card numbers…
      </button>
    </Sheet>
  );
}
