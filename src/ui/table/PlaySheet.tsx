import type { SeatId } from '../../game';
import type { Card, Rank } from '../../rules';
import { CardPicker } from '../cards/CardPicker';
import { PlayingCard } from '../cards/PlayingCard';
import { Sheet } from './Sheet';

interface Props {
  /** The running count, e.g. `15`. */
  readonly count: number;
  /** Cards since the count was last reset. */
  readonly sequence: readonly Card[];
  /** Who plays next (Solitaire's blind crib is `'The crib'`), or `null` once every card is out. */
  readonly next: { readonly seat: SeatId; readonly name: string } | null;
  /** Cards already out this round (and the starter): disabled in the picker. */
  readonly used: readonly Card[];
  /** What the last card made, as the table heard it, e.g. `'Bob plays 5♥ (15). Bob pegs 2 to 7 (pegging: fifteen two)'`. */
  readonly words: string;
  /** The button that ends the play, e.g. `'Play over: count the hands'`. */
  readonly overLabel: string;
  /** The go button's words, saying what the go pegs (the engine's `goWords`), e.g. `'Ann: go, +1'`; default `'Ann: go'`. */
  readonly goLabel?: string | undefined;
  /** The ranks that keep the count at 31 or under (the engine's `ranksThatFit`): only they are offered. */
  readonly ranks?: readonly Rank[] | undefined;
  /** The take-back's words when the last thing done was a card or a go (the engine's `playTakeBack`), e.g. `"Take back Ann's 5♥"`. */
  readonly takeBack?: string | null | undefined;
  readonly onTakeBack?: (() => void) | undefined;
  readonly onPlay: (seat: SeatId, card: Card) => void;
  readonly onGo: (seat: SeatId) => void;
  readonly onPlayOver: () => void;
  readonly onClose: () => void;
}

/**
 * The play card by card: each card is entered as it lands and its points are pegged at once; what it made stands
 * beside the picker (and is announced once, by the app). The sheet closes itself when the play is over.
 */
export function PlaySheet({ count, sequence, next, used, words, overLabel, goLabel, ranks, takeBack, onTakeBack, onPlay, onGo, onPlayOver, onClose }: Props) {
  // "Says go" and "Play over" stay at the sheet's foot, in view however long the words and any refusal run.
  const actions =
    next !== null ? (
      <div class="row">
        <button type="button" class="secondary" onClick={() => onGo(next.seat)}>
          {goLabel ?? `${next.name}: go`}
        </button>
        <button type="button" class="secondary" onClick={onPlayOver}>
          {overLabel}
        </button>
      </div>
    ) : null;
  return (
    <Sheet title="The play" onClose={onClose} class="sheet--play" actions={actions}>
      <div class="play__count">
        <span class="muted">Count</span> <span class="play__total">{count}</span>
        <span class="play__sequence" role="group" aria-label="Cards since the count was reset">
          {sequence.length === 0 ? <span class="muted">new count</span> : sequence.map((card, i) => <PlayingCard key={i} card={card} />)}
        </span>
      </div>
      {words && <p class="play__words">{words}</p>}
      {takeBack && onTakeBack && (
        <button type="button" class="secondary play__takeback" onClick={onTakeBack}>
          {takeBack}
        </button>
      )}
      {next !== null && (
        <CardPicker label={`${next.name} plays`} cards={[]} max={1} used={used} ranks={ranks} onChange={(cards) => cards[0] && onPlay(next.seat, cards[0])} />
      )}
    </Sheet>
  );
}
