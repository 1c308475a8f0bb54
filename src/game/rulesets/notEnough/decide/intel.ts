import { formatCard, intelBonus, type Card } from '../../../../rules';
import { checkSeat, DONE, type Batch, type Done } from '../../../decide/batch';
import { hasPips, missingPips, pipsNeeded, sumPips } from '../model/decks';
import { toEventItem } from '../../../model/events';
import { sideOf } from '../../../query/select';
import type { Game } from '../../../model/state';
import { gameError, type GameResult, type SeatId } from '../../../model/types';
import { reach } from '../../../decide/reach';
import { deckOfSeat, enemyOf, pipsIn, topOf } from '../query/teams';

/**
 * 000 "Intelligence Bonus": once every hand is shown, the single player with the most Intel pips on the face cards
 * in hand (J, Q, K and A: the cards that carry pips; Tops excluded) also counts what the enemy Top adds: the
 * fifteens, pairs and runs of hand and both Tops less those of hand and own Top (`intelBonus`). Any tie, even at 0,
 * means nobody.
 */

/** Each seat's Intel in hand, or why it cannot be known (a hand not entered, a card's pips not noted). */
export function intelBySeat(state: Game): GameResult<number[]> {
  const hands = state.round?.hands ?? [];
  const totals: number[] = [];
  for (const [seat] of state.seats.entries()) {
    const hand = hands[seat];
    if (!hand) return gameError('wrong-phase', `${state.seats[seat]!.name}'s hand was not entered: say who has the most Intel.`);
    const deck = deckOfSeat(state, seat);
    const faces = hand.filter(hasPips);
    const missing = missingPips(
      pipsIn(state),
      faces.map((card) => ({ deck, card })),
    );
    if (missing.length) return pipsNeeded(missing);
    totals.push(sumPips(pipsIn(state), deck, faces, 'intel')!);
  }
  return { ok: true, value: totals };
}

/** The single seat with the most Intel, or `null` for a tie (000: "even at zero"). */
export function intelWinner(totals: readonly number[]): SeatId | null {
  const best = Math.max(...totals);
  const at = totals.flatMap((t, seat) => (t === best ? [seat] : []));
  return at.length === 1 ? at[0]! : null;
}

/** What the table says of the Intel bonus: who won it (default: computed from the hands), and the bonus. */
export interface IntelCall {
  /** The winner, `null` for nobody; absent: the engine finds it from the hands entered. */
  readonly seat?: SeatId | null;
  /** The winner's hand, when it was not entered in the show. */
  readonly cards?: readonly Card[];
  /** The points the winner claims (default: the true bonus); for a tapped bonus, the points. */
  readonly claimed?: number;
  /**
   * The Tops, when they were turned without entering them: the winner's team's own and the enemy's (issue 25.4: the
   * bonus counted by cards, not summed in the head). Ignored where the round knows them, refused when they differ.
   */
  readonly tops?: { readonly own: Card; readonly enemy: Card };
}

/** Records the Intel bonus and pegs it for the winner's team (muggins on it is the enemy's only). */
export function decideIntel(b: Batch, call: IntelCall): Done {
  const reached = reach(b, 'intel');
  if (!reached.ok) return reached;
  const s = b.state;
  let seat = call.seat;
  const found = intelBySeat(s);
  if (seat === undefined) {
    if (!found.ok) return found;
    seat = intelWinner(found.value);
  } else if (found.ok && intelWinner(found.value) !== seat) {
    const winner = intelWinner(found.value);
    return gameError(
      'bad-command',
      winner === null ? 'Nobody has the most Intel (a tie): nobody takes the bonus.' : `${s.seats[winner]!.name} has the most Intel (${found.value[winner]}).`,
    );
  }
  if (seat === null) {
    b.push({ type: 'IntelCounted', seat: null, claimed: 0, cards: null, total: null, items: [] });
    return DONE;
  }
  const bad = checkSeat(s, seat);
  if (bad) return bad;
  const side = sideOf(s, seat);
  const hand = call.cards ?? s.round!.hands[seat] ?? null;
  const known = [topOf(s, side), topOf(s, enemyOf(side))];
  const given = call.tops ? [call.tops.own, call.tops.enemy] : null;
  if (given && known.some((top, i) => top && formatCard(top) !== formatCard(given[i]!))) {
    return gameError('bad-command', `The Tops are ${known.map((t) => (t ? formatCard(t) : '?')).join(' and ')}, not ${given.map(formatCard).join(' and ')}.`);
  }
  const own = known[0] ?? given?.[0] ?? null;
  const enemy = known[1] ?? given?.[1] ?? null;
  // The own Top and the hand come from one deck (000: a team plays its own deck): a card is in one of them only.
  if (own && hand?.some((card) => formatCard(card) === formatCard(own)))
    return gameError('duplicate-card', `${formatCard(own)} is ${s.sides[side]!.name}'s Top: it cannot be in the hand too.`);
  const entered = given && !known[0] && !known[1] ? { tops: given.map(formatCard) } : {};
  if (call.claimed !== undefined && (!Number.isInteger(call.claimed) || call.claimed < 0 || call.claimed > 99))
    return gameError('bad-points', 'A claim is a whole number of points, 0 to 99.');
  const bonus = hand && own && enemy ? intelBonus(hand, own, enemy) : null;
  if (!bonus && call.claimed === undefined) return gameError('bad-points', 'Tap the points of the Intel bonus, or enter the hand and the Tops.');
  const claimed = call.claimed ?? bonus!.total;
  const items = bonus ? bonus.items.map(toEventItem) : [];
  b.push({ type: 'IntelCounted', seat, claimed, cards: hand ? hand.map(formatCard) : null, total: bonus?.total ?? null, items, ...entered });
  if (claimed !== 0) b.push({ type: 'Scored', side, seat, points: claimed, reason: 'intel', items: bonus && claimed === bonus.total ? items : [] });
  return DONE;
}
