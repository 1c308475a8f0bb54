import { countCombinations, formatCard, type Card } from '../../../../rules';
import { checkSeat, DONE, type Batch, type Done } from '../../../decide/batch';
import { DECK_COLORS } from '../model/decks';
import { toEventItem } from '../../../model/events';
import { sideOf } from '../../../query/select';
import type { Game } from '../../../model/state';
import { gameError, type SeatId, type SideId } from '../../../model/types';
import { reach } from '../../../decide/reach';
import { cineOf, decksOf, enemyOf, topOf, topsOf } from '../query/teams';
import { nextCrib } from '../query/steps';

/**
 * 000's cribs, after Rob the Cradle: each team that still holds crib cards counts their fifteens, pairs and runs
 * (no flush, no nobs) with the Tops it holds: its own, and the enemy's when it won the Intel bonus; a banned deck's
 * cards and Top are not counted. A team that lost its crib in the battle pegs nothing.
 */

/**
 * A team's crib count: by the cards (the crib as Rob the Cradle left it, or the cards given now) with the Tops it
 * holds, or tapped as points (`cards` absent and none known).
 */
export function countTeamCrib(b: Batch, seat: SeatId, cardsIn: readonly Card[] | undefined, claimed: number | undefined): Done {
  const bad = checkSeat(b.state, seat);
  if (bad) return bad;
  const reached = reach(b, 'cribs');
  if (!reached.ok) return reached;
  const s = b.state;
  const turn = nextCrib(s.round!)!;
  const side = sideOf(s, seat);
  if (sideOf(s, turn.seat) !== side) return gameError('out-of-order', `${s.sides[sideOf(s, turn.seat)]!.name}'s crib is counted next.`);
  if (claimed !== undefined && (!Number.isInteger(claimed) || claimed < 0 || claimed > 99))
    return gameError('bad-points', 'A claim is a whole number of points, 0 to 99.');
  const crib = teamCrib(s, side);
  const cards = cardsIn ?? crib.cards;
  // Without the Tops entered, the Tops a team holds are unknown: the count is tapped.
  const count = cards && topsOf(s.round!).length > 0 ? countCombinations([...cards, ...crib.tops]) : null;
  if (!count && claimed === undefined) return gameError('bad-points', 'Tap the points of the crib, or enter its cards.');
  const claim = claimed ?? count!.total;
  const items = count ? count.items.map(toEventItem) : [];
  b.push({
    type: 'HandCounted',
    seat: turn.seat,
    crib: true,
    of: side,
    claimed: claim,
    cards: cards ? cards.map(formatCard) : null,
    total: count?.total ?? null,
    items,
  });
  if (claim !== 0) b.push({ type: 'Scored', side, seat: turn.seat, points: claim, reason: 'crib', items: count && claim === count.total ? items : [] });
  return DONE;
}

/** What a team counts in its crib: the cards it holds (`null` when the crib cards were not entered) and its Tops. */
export function teamCrib(state: Game, side: SideId): { cards: Card[] | null; tops: Card[] } {
  const cine = cineOf(state.round!);
  const cradle = cine.cradle;
  const banned = cradle?.action === 'ban' ? cradle.banned : null;
  const held = cine.battle?.winner !== null && cine.battle !== null ? [...DECK_COLORS] : [decksOf(state)[side]!];
  const cribs = cradle?.cribs ?? null;
  const cards = cribs
    ? [
        ...held.filter((d) => d !== banned).flatMap((d) => cribs[d]),
        ...(cradle!.action === 'add' && cradle!.by === side && cradle!.added ? [cradle!.added] : []),
      ]
    : null;
  const tops: Card[] = [];
  const own = topOf(state, side);
  if (own && decksOf(state)[side] !== banned) tops.push(own);
  const enemy = enemyOf(side);
  const theirs = topOf(state, enemy);
  const wonIntel = cine.intel?.seat !== null && cine.intel !== null && sideOf(state, cine.intel.seat) === side;
  if (theirs && wonIntel && decksOf(state)[enemy] !== banned) tops.push(theirs);
  return { cards, tops };
}
