import { formatCard, type Card } from '../../rules';
import { DONE, type Batch, type Done } from './batch';
import type { StarterTurned } from '../model/events';
import { sideOf } from '../query/select';
import type { Game } from '../model/state';
import { gameError, type SideId } from '../model/types';
import { cardOfUnsafe } from '../model/cards';
import { reach } from './reach';
import type { Step } from './steps';

/** The starter: cut and turned after the deal; a jack pegs his heels for the dealer (002). */
export const STARTER: Step = {
  name: 'starter',
  phase: 'deal',
  done: (_state, round) => round.starterTurned,
  imply: (b) => {
    // The table turned the starter without entering it: the tap that needs it says so.
    b.push({ type: 'StarterTurned', card: null });
    return DONE;
  },
};

/**
 * His heels is not pegged within the last holes before the finish where the house options say so (003 DEALING:
 * "except within the last 3 holes"; 001 names them: 119, 120 or 121 on a 121 track, so the finish and the two
 * before it).
 */
export function heelsAllowed(state: Game, side: SideId): boolean {
  const within = state.setup.options.heelsBlockedWithin;
  if (within <= 0) return true;
  return (state.sides[side]?.score ?? 0) < state.target - (within - 1);
}

/** The starter turned up, or `null` when the table does not enter it; a jack pegs his heels for the dealer. */
export function turnStarter(b: Batch, card: Card | null): Done {
  // Turned without entering it: the deal's turned cards, whichever the round has (000's Tops too).
  const reached = reach(b, card === null && b.state.round?.steps.includes('tops') ? 'tops' : 'starter');
  if (!reached.ok) return reached;
  if (card === null) return STARTER.imply(b);
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

/** The fold of `StarterTurned`. */
export function reduceStarterTurned(state: Game, e: StarterTurned): Game {
  const round = state.round;
  if (!round) return state;
  return { ...state, round: { ...round, starter: e.card === null ? null : cardOfUnsafe(e.card), starterTurned: true } };
}
