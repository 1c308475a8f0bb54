import { DONE, type Batch, type Done } from '../../../decide/batch';
import { hasPips, missingPips, pipsNeeded, pipsOf, type DeckCard } from '../model/decks';
import { sideOf } from '../../../query/select';
import type { Game } from '../../../model/state';
import { gameError, type GameResult, type SeatId, type SideId } from '../../../model/types';
import { reach } from '../../../decide/reach';
import { cineOf, deckOfSeat, decksOf, enemyOf, pipsIn, topOf, topsOf } from '../query/teams';

/** Dice the dealer adds (000: "The dealer may add two additional dice"; we read it as always). */
export const DEALER_DICE = 2;

/**
 * 000 "Battle for the Crib": each player rolls as many dice as the Might pips on the face cards in hand (Tops
 * excluded), the dealer two more, and adds the enemy Top's Might if the team won the Intel bonus, and the team Top's
 * Might if that Top was not used for Intel or Magic and the team did not lose the bonus. The single highest player
 * wins both cribs; a tie (or no battle) leaves each team its own.
 */

/** Where a seat's dice and bonus come from, each named (issue 25.4: "4 Might in hand + 2 for the dealer"). */
export interface BattleParts {
  /** Might pips on the face cards in hand, e.g. `4`; `null` when the hand was not entered. */
  readonly hand: number | null;
  /** The dealer's extra dice, `DEALER_DICE` or 0. */
  readonly dealer: number;
  /** Might of the enemy Top, added for the team that won the Intel bonus; 0 otherwise. */
  readonly enemyTop: number;
  /** Might of the team's own Top, not used for Intel or Magic, the Intel bonus not lost; 0 otherwise. */
  readonly ownTop: number;
}

/** Each seat's dice to roll (when its hand was entered) and what it adds to its roll. */
export interface BattlePlan {
  /** Dice per seat, e.g. `[3, 0, 2, 1]`; `null` for a seat whose hand was not entered. */
  readonly dice: readonly (number | null)[];
  /** Might added per seat from the Tops, e.g. `[2, 0, 2, 0]`. */
  readonly bonus: readonly number[];
  /** The same, each part named, per seat. */
  readonly parts: readonly BattleParts[];
}

/** The Might a side adds from the Tops (000 points 1 and 2 of the battle), the enemy's and its own. */
function topMights(state: Game, side: SideId, pips: (dc: DeckCard) => number): { readonly enemyTop: number; readonly ownTop: number } {
  const cine = cineOf(state.round!);
  const winnerSide = cine.intel?.seat === null || cine.intel === null ? null : sideOf(state, cine.intel.seat);
  const enemy = enemyOf(side);
  const own = topOf(state, side);
  const theirs = topOf(state, enemy);
  const enemyTop = winnerSide === side && theirs ? pips({ deck: decksOf(state)[enemy]!, card: theirs }) : 0;
  const use = cine.uses[side] ?? null;
  const ownTop =
    own && use !== 'intel' && use !== 'magic' && (winnerSide === null || winnerSide === side) ? pips({ deck: decksOf(state)[side]!, card: own }) : 0;
  return { enemyTop, ownTop };
}

/** How the battle stands before the dice: the dice each seat rolls and its bonus; or the pips still to enter. */
export function battlePlan(state: Game): GameResult<BattlePlan> {
  const round = state.round;
  if (!round || topsOf(round).length === 0) return gameError('wrong-phase', 'The Tops were not entered: say who won the battle.');
  const needed: DeckCard[] = [...state.sides.map((side) => ({ deck: decksOf(state)[side.id]!, card: topsOf(round)[side.id]! }))];
  state.seats.forEach((_, seat) => {
    for (const card of (round.hands[seat] ?? []).filter(hasPips)) needed.push({ deck: deckOfSeat(state, seat), card });
  });
  const missing = missingPips(
    pipsIn(state),
    needed.filter((dc) => hasPips(dc.card)),
  );
  if (missing.length) return pipsNeeded(missing);
  const might = (dc: DeckCard) => pipsOf(pipsIn(state), dc.deck, dc.card)!.might;
  const parts = state.seats.map((_, seat): BattleParts => {
    const hand = round.hands[seat];
    const fromHand = hand ? hand.filter(hasPips).reduce((t, card) => t + might({ deck: deckOfSeat(state, seat), card }), 0) : null;
    return { hand: fromHand, dealer: seat === round.dealer ? DEALER_DICE : 0, ...topMights(state, sideOf(state, seat), might) };
  });
  const dice = parts.map((p) => (p.hand === null ? null : p.hand + p.dealer));
  return { ok: true, value: { dice, bonus: parts.map((p) => p.enemyTop + p.ownTop), parts } };
}

/** Each seat's total: its dice and its bonus. */
export function battleTotals(plan: BattlePlan, dice: readonly (readonly number[])[]): number[] {
  return dice.map((d, seat) => d.reduce((t, x) => t + x, 0) + (plan.bonus[seat] ?? 0));
}

/** Who wins both cribs (000 Battle for the Crib): the single highest total of dice and Might, or `null` for a tie. */
export function battleWinner(plan: BattlePlan, dice: readonly (readonly number[])[]): SeatId | null {
  const totals = battleTotals(plan, dice);
  const best = Math.max(...totals);
  const at = totals.flatMap((t, seat) => (t === best ? [seat] : []));
  return at.length === 1 ? at[0]! : null;
}

/** The battle: the dice each seat rolled (made at the edge, or real dice), or only who won. */
export function fight(b: Batch, dice: readonly (readonly number[])[] | undefined, winner: SeatId | null | undefined): Done {
  const reached = reach(b, 'battle');
  if (!reached.ok) return reached;
  const s = b.state;
  if (!dice) {
    if (winner === undefined) return gameError('bad-command', 'Roll the dice, or say who won the battle.');
    if (winner !== null && !s.seats[winner]) return gameError('no-such-seat', `There is no seat ${winner + 1}.`);
    b.push({ type: 'BattleFought', dice: null, winner });
    return DONE;
  }
  if (dice.length !== s.seats.length || !dice.every((d) => d.every((x) => Number.isInteger(x) && x >= 1 && x <= 6))) {
    return gameError('bad-command', "Give every player's dice, each 1 to 6.");
  }
  const plan = battlePlan(s);
  if (!plan.ok) return plan;
  const wrong = plan.value.dice.findIndex((n, seat) => n !== null && n !== dice[seat]!.length);
  if (wrong >= 0) return gameError('wrong-count', `${s.seats[wrong]!.name} rolls ${plan.value.dice[wrong]} dice, not ${dice[wrong]!.length}.`);
  const found = battleWinner(plan.value, dice);
  if (winner !== undefined && winner !== found)
    return gameError('bad-command', found === null ? 'The battle is a tie: each team keeps its crib.' : `${s.seats[found]!.name} has the highest total.`);
  b.push({ type: 'BattleFought', dice: dice.map((d) => [...d]), winner: found });
  return DONE;
}
