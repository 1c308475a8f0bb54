import { formatCard, type Card } from '../../rules';
import { DONE, type Batch, type Done } from './batch';
import { sideOf } from '../query/select';
import { gameError } from '../model/types';
import { reach } from './reach';
import { heelsAllowed } from '../query/heels';
import { implyStarter } from './imply';
import { stepState } from '../query/steps';

/** The starter: cut and turned after the deal; a jack pegs his heels for the dealer (002). */

/** The starter turned up, or `null` when the table does not enter it; a jack pegs his heels for the dealer. */
export function turnStarter(b: Batch, card: Card | null): Done {
  // Turned without entering it: the deal's turned cards, whichever the round has (its step of the deal phase).
  const turned = b.state.round?.steps.find((name) => stepState(b.state, name).phase === 'deal') ?? 'starter';
  const reached = reach(b, card === null ? turned : 'starter');
  if (!reached.ok) return reached;
  if (card === null) return implyStarter(b);
  const s = b.state;
  if (!s.round) return gameError('wrong-phase', 'Cut for deal first.');
  b.push({ type: 'StarterTurned', card: formatCard(card) });
  const dealer = s.round.dealer;
  const side = sideOf(b.state, dealer);
  const heels = s.setup.options.heels;
  if (card.rank === 11 && heels > 0 && heelsAllowed(b.state, side)) {
    b.push({ type: 'Scored', side, seat: dealer, points: heels, reason: 'heels', items: [{ kind: 'heels', cards: [formatCard(card)], points: heels }] });
  }
  return DONE;
}
