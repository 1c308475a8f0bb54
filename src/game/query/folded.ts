import { isOutOfRound } from './select';
import type { Game } from '../model/state';
import { gameError, type GameError, type ScoreReason, type SideId } from '../model/types';

/** Reasons a side pegs for its own cards or calls (a variant's say theirs): none once it has folded (001, 003 BLUE PENALTY BOX). */
const OWN_REASONS: readonly ScoreReason[] = ['play', 'go', 'last-card', 'hand', 'crib', 'heels', 'muggins'];

/**
 * 001, 003 BLUE PENALTY BOX: a side that lands in a box "must fold their hand and crib ... Then the other player or
 * team will finish pegging and counting": it pegs nothing more of its own this round (a penalty's points, the box's
 * moves and corrections still reach it).
 */
export function foldedWhy(state: Game, side: SideId, reason: ScoreReason): { readonly ok: false; readonly error: GameError } | null {
  const own = OWN_REASONS.includes(reason) || (state.ruleset.own?.reasons[reason]?.own ?? false);
  if (!own || !isOutOfRound(state, side)) return null;
  const name = state.sides[side]!.name;
  const what = state.round?.sitting.includes(side) ? 'sits this hand out in a penalty box' : 'folded this hand in a penalty box';
  return gameError('sitting-out', `${name} ${what}: nothing more is pegged or counted for ${name} this round (001, 003).`);
}
