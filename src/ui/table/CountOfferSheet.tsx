import type { CountOffer } from '../../game';
import { Sheet } from './Sheet';

interface Props {
  /** The engine's offer (`countOffer`): what the cards the app holds make, and the two ways to peg. */
  readonly offer: CountOffer;
  /** Pegs `points` for the count. */
  readonly onPeg: (points: number) => void;
  readonly onClose: () => void;
}

/**
 * A tapped count the held cards make otherwise (issue 37.2, muggins off): the right count is offered first, and the
 * tap as it was beside it. Closing pegs nothing.
 */
export function CountOfferSheet({ offer, onPeg, onClose }: Props) {
  const actions = (
    <div class="row">
      <button type="button" autofocus onClick={() => onPeg(offer.total)}>
        {offer.right}
      </button>
      <button type="button" class="secondary" onClick={() => onPeg(offer.tapped)}>
        {offer.asTapped}
      </button>
    </div>
  );
  return (
    <Sheet title={offer.title} onClose={onClose} actions={actions}>
      <p>{offer.words}</p>
    </Sheet>
  );
}
