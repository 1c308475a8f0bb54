import { checkCards, formatCard, type Card } from '../../rules';
import { DONE, fromRules, type Batch, type Done } from '../batch';
import type { TopsTurned } from '../events';
import { sideOf } from '../select';
import type { Game } from '../state';
import { gameError } from '../types';
import { cardOfUnsafe } from './cards';
import { reach } from './reach';
import { STARTER } from './starter';
import type { Step } from './steps';

/**
 * Cribbage is not Enough (000): each team's deck is split and its Top turned. A jack on any Top pegs 2 for the
 * dealer's team ("his nob"), a queen -2 ("her pot"). Tapped games turn them without entering them, as a starter.
 */
export const TOPS: Step = {
  name: 'tops',
  phase: 'deal',
  done: (_state, round) => round.starterTurned,
  imply: STARTER.imply,
};

/** The Tops, one per team in side order. */
export function turnTops(b: Batch, tops: readonly Card[]): Done {
  const reached = reach(b, 'tops');
  if (!reached.ok) return reached;
  const s = b.state;
  if (tops.length !== s.sides.length) return gameError('wrong-count', `Each of the ${s.sides.length} teams turns one Top; ${tops.length} given.`);
  const checked = fromRules(checkCards(tops, { what: 'pair of Tops' }));
  if (checked) return checked;
  b.push({ type: 'TopsTurned', cards: tops.map(formatCard) });
  const dealer = s.round!.dealer;
  const side = sideOf(b.state, dealer);
  for (const top of tops) {
    if (top.rank === 11) b.push({ type: 'Scored', side, seat: dealer, points: 2, reason: 'top', items: [{ kind: 'his-nob', cards: [formatCard(top)], points: 2 }] });
    if (top.rank === 12) b.push({ type: 'Scored', side, seat: dealer, points: -2, reason: 'top', items: [{ kind: 'her-pot', cards: [formatCard(top)], points: -2 }] });
  }
  return DONE;
}

/** The fold of `TopsTurned`. */
export function reduceTopsTurned(state: Game, e: TopsTurned): Game {
  const round = state.round;
  return round ? { ...state, round: { ...round, tops: e.cards.map(cardOfUnsafe), starterTurned: true } } : state;
}
