import { MAIN } from '../../board';
import type { EventBody } from '../model/events';
import { isInBox } from '../query/select';
import type { Game } from '../model/state';
import type { ScoreReason, SideId } from '../model/types';
import { BOX_HANDS, BOX_HOLES } from '../model/box';

/**
 * True when the last move of `side` entered a penalty box (the board reports the box; the game applies it). Only
 * entering sentences (003: "the first player or team to hit the penalty box"): a move that starts on a hole of the
 * box it ends in, by a side serving its time there, hits nothing new.
 */
export function enteredBox(state: Game, side: SideId): boolean {
  const move = state.sides[side]?.moves?.last;
  const hit = move?.effects.find((e) => e.kind === 'penalty-box');
  if (!move || !hit || hit.kind !== 'penalty-box') return false;
  const box = state.board.zones.find((z) => z.id === hit.zone);
  return !(box && move.from.path === MAIN && move.from.index >= box.start && move.from.index <= box.end);
}

/**
 * What landing in a penalty box does (003 BLUE PENALTY BOX). The side folds hand and crib at once, then:
 * - 2 sides: back 20 holes, and every opponent ahead 20;
 * - 3 sides: it sits out three hands; but if another side is already in a box, the 2-side rule applies to the
 *   newcomer and the side inside advances 1 hole.
 * An award of 20 never ends in a box or trap (the board moves it on: see `applyScore`).
 * A box award itself never triggers a box (only the 20-hole award skips boxes, and 1 hole is a plain step), and a
 * side already in a box that moves within it (pegging, or a penalty's points) is not sentenced again.
 */
export function penaltyBox(state: Game, side: SideId, reason: ScoreReason): EventBody[] {
  if (reason === 'box' || !enteredBox(state, side)) return [];
  const others = state.sides.filter((s) => s.id !== side);
  const inside = others.filter((s) => isInBox(state, s.id)).map((s) => s.id);
  if (state.sides.length >= 3 && inside.length === 0) {
    return [{ type: 'PenaltyBoxEntered', side, rule: 'sit-out', hands: BOX_HANDS }];
  }
  const events: EventBody[] = [
    { type: 'PenaltyBoxEntered', side, rule: 'back-20', hands: 0 },
    { type: 'Scored', side, seat: null, points: -BOX_HOLES, reason: 'box', items: [] },
  ];
  for (const o of others) {
    events.push({ type: 'Scored', side: o.id, seat: null, points: inside.includes(o.id) ? 1 : BOX_HOLES, reason: 'box', items: [] });
  }
  return events;
}
