import type { Card } from '../../rules';
import { toEventItem, type EventItem } from '../model/events';
import type { Game } from '../model/state';
import type { CountTurn } from '../model/types';
import { countContext, countIn } from './context';
import { cardsFromPlay } from './played';
import { nextCount } from './select';

/** A count of the show the app can make itself: every card of the hand (or crib) and the starter are known. */
export interface HeldCount {
  readonly turn: CountTurn;
  /** The counted cards, e.g. `[10S, KH, 5C, 3D]`, and the starter, e.g. `7C`. */
  readonly cards: readonly Card[];
  readonly starter: Card;
  /** What the cards make, e.g. `6`, and its items. */
  readonly total: number;
  readonly items: readonly EventItem[];
}

/**
 * The count `turn` (by default the next count of the show) as the cards the app holds make it, or `null` when it
 * does not hold them all. A hand's cards are the ones its player laid in the play (002 Playing Cards: "When both
 * players have played all four of their cards, they score and peg their hands"), so a play entered card by card
 * leaves nothing for a tapped count to guess (issue 37.2). A variant counts with steps and cards of its own: not
 * here.
 */
export function heldCount(state: Game, turn: CountTurn | null = nextCount(state)): HeldCount | null {
  if (!turn || !state.round || state.ruleset.variant !== undefined) return null;
  const context = countContext(state, turn);
  const cards = cardsFromPlay(state, turn);
  if (!context.starter || cards.length !== context.size) return null;
  const count = countIn(context, cards, context.starter);
  return { turn, cards, starter: context.starter, total: count.total, items: count.items.map(toEventItem) };
}
