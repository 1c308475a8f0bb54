import type { Game } from '../model/state';
import { type PenaltyRule, PENALTIES } from '../model/penalties';
import type { SideId } from '../model/types';
import { sideOf, isOutOfRound } from './select';
/** The penalties that fit this table, in rulebook order: 000's table talk only where there are partners. */
export function penaltiesFor(state: Game): PenaltyRule[] {
  const partners = state.sides.some((side) => side.seats.length > 1);
  return PENALTIES.filter((rule) => rule.table === 'any' || partners);
}

/** The offender a rule names by default: the dealer's side for the deal's faults, else none. */
export function defaultOffender(state: Game, rule: PenaltyRule): SideId | null {
  return rule.offender === 'dealer' && state.round ? sideOf(state, state.round.dealer) : null;
}

/**
 * Who gains by default. Under Crib Wars every other side (001: "all other opponents will count two points except
 * the offender"), as with a claim, which the table must name when more than one could claim it. Otherwise one side:
 * 003 is written for two players or two teams ("opponent(s)": a player or a team), and 001 makes every opponent
 * gain as Crib Wars' own rule, so elsewhere the points go to one side. With three or more sides the table names it
 * with `to` (the penalty sheet asks); without it, the side after the offender in playing order that is in the
 * round: the player who was told go in a false go (rule 10), the dealer's left (the pone) for the deal's faults.
 */
export function defaultGainers(state: Game, rule: PenaltyRule, offender: SideId): SideId[] {
  const others = state.sides.map((s) => s.id).filter((id) => id !== offender);
  if (rule.gain === 'claim-game' || state.setup.options.penaltyToEveryOpponent || others.length <= 1) return others;
  const n = state.sides.length;
  for (let k = 1; k < n; k++) {
    const side = (offender + k) % n;
    if (!isOutOfRound(state, side)) return [side];
  }
  return [others[0]!];
}
