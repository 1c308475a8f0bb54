import { isInMuggersAlley } from '../board';
import type { EventBody } from './events';
import { sidesOf } from './fold';
import { isInBox, type GameState } from './state';
import type { SideId } from './types';

/** Holes a penalty box costs the offender and awards each opponent with 2 sides (003 BLUE PENALTY BOX). */
export const BOX_HOLES = 20;
/** Hands a side sits out in a penalty box with 3 sides (003). */
export const BOX_HANDS = 3;

/** True when the last move of `side` ended in a penalty box (the board reports it; the game applies it). */
export function landedInBox(state: GameState, side: SideId): boolean {
  const s = state.sides[side];
  const move = s?.moves[s.moves.length - 1];
  return move !== undefined && move.effects.some((e) => e.kind === 'penalty-box');
}

/**
 * What landing in a penalty box does (003 BLUE PENALTY BOX). The side folds hand and crib at once, then:
 * - 2 sides: back 20 holes, and every opponent ahead 20;
 * - 3 sides: it sits out three hands; but if another side is already in a box, the 2-side rule applies to the
 *   newcomer and the side inside advances 1 hole.
 * An award of 20 never ends in a box or trap (the board moves it on: `award`).
 */
export function boxEvents(state: GameState, side: SideId): EventBody[] {
  const others = state.sides.filter((s) => s.id !== side);
  const inside = others.filter((s) => isInBox(state, s.id)).map((s) => s.id);
  if (sidesOf(state) >= 3 && inside.length === 0) {
    return [{ type: 'PenaltyBoxEntered', side, rule: 'sit-out', hands: BOX_HANDS }];
  }
  const events: EventBody[] = [
    { type: 'PenaltyBoxEntered', side, rule: 'back-20', hands: 0 },
    { type: 'Scored', side, seat: null, points: -BOX_HOLES, reason: 'box', items: [] },
  ];
  for (const o of others) {
    const points = inside.includes(o.id) ? 1 : BOX_HOLES;
    events.push({ type: 'Scored', side: o.id, seat: null, points, reason: 'box', items: [] });
  }
  return events;
}

/**
 * His heels is not pegged within the last holes before the finish on a Crib Wars board (003 DEALING: "except
 * within the last 3 holes"; 001 names them: 119, 120 or 121 on a 121 track, so the finish and the two before it).
 */
export function heelsAllowed(state: GameState, side: SideId): boolean {
  const within = state.setup?.options.heelsBlockedWithin ?? 0;
  if (within <= 0) return true;
  const score = state.sides[side]?.score ?? 0;
  return score < state.target - (within - 1);
}

/**
 * Muggins applies on a Crib Wars board only while the counted side's front peg is in Muggers Alley (001: the
 * first 121 holes). On a board without an alley it applies everywhere.
 */
export function inMuggersAlley(state: GameState, side: SideId): boolean {
  const board = state.board;
  const s = state.sides[side];
  if (!board || !s || board.lines.muggersAlley === null || !state.ruleset?.zones) return true;
  return isInMuggersAlley(board, s.pegs.front);
}
