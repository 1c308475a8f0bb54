import { SUIT_SYMBOLS, cardWords, formatCard, type Card } from '../../rules';

interface Props {
  readonly card: Card;
  /** Marks the card, e.g. as part of a missed muggins item. */
  readonly highlight?: boolean;
}

/** A card face: rank and suit symbol, red for hearts and diamonds, named in words for screen readers. */
export function PlayingCard({ card, highlight = false }: Props) {
  const text = formatCard(card).slice(0, -1);
  const red = card.suit === 'H' || card.suit === 'D';
  return (
    <span class={`card${red ? ' card--red' : ''}${highlight ? ' card--highlight' : ''}`} role="img" aria-label={cardWords(card)}>
      {text}
      <span aria-hidden="true">{SUIT_SYMBOLS[card.suit]}</span>
    </span>
  );
}
