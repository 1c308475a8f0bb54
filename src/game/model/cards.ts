import { parseCard, type Card, type CardId } from '../../rules';

/** A card of a validated event (parsing cannot fail there). */
export function cardOfUnsafe(id: CardId): Card {
  const card = parseCard(id);
  if (!card.ok) throw new Error(`Bad card in a validated event: ${id}`);
  return card.value;
}
