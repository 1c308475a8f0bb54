import { dealerWords, type Game, type SeatId } from '../../game';
import { Sheet } from './Sheet';

interface Props {
  readonly game: Game;
  /** Names the dealer (the engine's `deal` command with `dealer`). */
  readonly onDeal: (dealer: SeatId) => void;
  readonly onClose: () => void;
}

/** A deal out of turn put right (issue 37.6): the engine says what it has and who may be named; a tap names the dealer. */
export function DealerSheet({ game, onDeal, onClose }: Props) {
  const words = dealerWords(game);
  if (!words) return null;
  return (
    <Sheet title={words.title} onClose={onClose}>
      <p>{words.text}</p>
      <div class="stack">
        {words.choices.map((choice) => (
          <button type="button" key={choice.seat} class="secondary" onClick={() => onDeal(choice.seat)}>
            {choice.label}
          </button>
        ))}
      </div>
    </Sheet>
  );
}
