import { intelBonus, type Card } from '../../../../rules';
import { toEventItem, type EventItem } from '../../../model/events';
import type { CountClaim, Game } from '../../../model/state';
import { gameError, type GameResult } from '../../../model/types';
import { enemyOf, topOf } from './teams';

/** 000: the true Intel bonus of a tapped one, from the winner's hand and both Tops (for muggins). */
export function intelTruth(
  state: Game,
  claim: CountClaim,
  cards?: readonly Card[],
): GameResult<{ readonly total: number; readonly items: readonly EventItem[] }> {
  const own = topOf(state, claim.side);
  const enemy = topOf(state, enemyOf(claim.side));
  if (!own || !enemy) return gameError('no-claim', 'The Tops were not entered: the bonus cannot be checked.');
  if (!cards) return gameError('no-claim', 'Enter the hand to check the Intel bonus.');
  const bonus = intelBonus(cards, own, enemy);
  return { ok: true, value: { total: bonus.total, items: bonus.items.map(toEventItem) } };
}
