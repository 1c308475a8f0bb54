import { formatCard, type Card } from '../../../../rules';
import { DONE, type Batch, type Done } from '../../../decide/batch';
import { DECK_COLORS, hasPips, isPip, type DeckColor, type Pips } from '../model/decks';
import { gameError } from '../../../model/types';

/** 000: notes the pips printed on a J, Q, K or A of a deck (the app asks when such a card is first entered). */
export function notePips(b: Batch, deck: DeckColor, card: Card, pips: Pips): Done {
  if (!DECK_COLORS.includes(deck)) return gameError('bad-command', `There is no ${String(deck)} deck: grey or blue.`);
  if (!hasPips(card)) return gameError('bad-command', `${formatCard(card)} carries no pips: only J, Q, K and A do.`);
  if (![pips.intel, pips.might, pips.magic].every(isPip)) return gameError('bad-points', 'Pips are whole numbers, 0 to 9, as printed on the card.');
  b.push({ type: 'PipsNoted', deck, card: formatCard(card), intel: pips.intel, might: pips.might, magic: pips.magic });
  return DONE;
}
