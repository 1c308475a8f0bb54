import { MAIN } from '../../board';
import { checkSide, DONE, type Batch, type Done } from '../decide/batch';
import type { EventBody, PegMoveForgotten, PenaltyBoxEntered } from '../model/events';
import { withRemaining } from '../decide/play';
import { skipFolded } from '../decide/show';
import { isInBox } from '../query/select';
import type { Game } from '../model/state';
import { gameError, type ScoreReason, type SideId } from '../model/types';
import { sideOfSeat } from '../model/seats';

/** Holes a penalty box costs the offender and awards each opponent with 2 sides (003 BLUE PENALTY BOX). */
export const BOX_HOLES = 20;
/** Hands a side sits out in a penalty box with 3 sides (003). */
export const BOX_HANDS = 3;

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

/**
 * The fold of `PenaltyBoxEntered`: the side folds this round (its cards leave the play, its counts are skipped);
 * with 3 sides it will sit out `hands` more hands.
 */
export function reducePenaltyBoxEntered(state: Game, e: PenaltyBoxEntered): Game {
  const sides = state.sides.map((s) => (s.id === e.side && e.rule === 'sit-out' ? { ...s, sitOut: e.hands } : s));
  const round = state.round;
  if (!round) return { ...state, sides };
  const folded = round.folded.includes(e.side) ? round.folded : [...round.folded, e.side];
  const withFold: Game = { ...state, sides, round: { ...round, folded } };
  const n = state.seats.length;
  const pegging = round.pegging
    ? withRemaining(round.pegging, round.pegging.remaining.map((r, s) => (folded.includes(sideOfSeat(state.ruleset, n, s)) ? 0 : r)))
    : null;
  return { ...withFold, round: skipFolded({ ...withFold.round!, pegging }, withFold) };
}

/** The fold of `PegMoveForgotten`: one more hand in the box (003). */
export function reducePegMoveForgotten(state: Game, e: PegMoveForgotten): Game {
  return { ...state, sides: state.sides.map((s) => (s.id === e.side ? { ...s, sitOut: s.sitOut + 1 } : s)) };
}

/** A side in a penalty box forgot to move its own peg: one more hand (003). */
export function forgotPeg(b: Batch, side: SideId): Done {
  const bad = checkSide(b.state, side);
  if (bad) return bad;
  if (!isInBox(b.state, side)) return gameError('wrong-phase', `${b.state.sides[side]!.name} is not in a penalty box.`);
  b.push({ type: 'PegMoveForgotten', side });
  return DONE;
}
