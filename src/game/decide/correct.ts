import type { EventBody, EventItem } from '../model/events';
import type { Game, PegRecord } from '../model/state';
import type { ScoreReason, SeatId, SideId } from '../model/types';

/** Which of a side's moves a correction puts right: the latest one with this command number and reason. */
export interface CorrectedMove {
  /** The command that pegged it, e.g. `31`. */
  readonly n: number;
  /** Its reason, e.g. `'hand'`; absent: the side's latest move of that command. */
  readonly reason?: ScoreReason;
}

/** How far back in `side`'s moves the move is (0: the last) and the moves from it on, or `null` when it is not there. */
function findMove(state: Game, side: SideId, target: CorrectedMove): { back: number; span: PegRecord[] } | null {
  const span: PegRecord[] = [];
  for (let link = state.sides[side]?.moves ?? null; link !== null && link.last.n >= target.n; link = link.before) {
    span.push(link.last);
    if (link.last.n === target.n && (target.reason === undefined || link.last.reason === target.reason)) return { back: span.length - 1, span };
  }
  return null;
}

/**
 * The peg move that changes a count by `delta` points (003 rule 12: an over-claim "move[s] back the number of extra
 * points"; 003 MUGGINS: points given back). The peg goes where the right count would have put it, zones applied:
 * the move is pegged again with its right points and the side's moves after it again (`Scored.corrects`). Where
 * that cannot be worked out, the peg moves `delta` holes along its route, as the rule's words say: when the count
 * pegged nothing (a claim of 0), when a penalty box was entered since (its fold and moves are not unwound) or when
 * another correction came since.
 */
export function correction(
  state: Game,
  side: SideId,
  seat: SeatId | null,
  target: CorrectedMove,
  delta: number,
  reason: ScoreReason,
  items: readonly EventItem[] = [],
): EventBody {
  const plain: EventBody = { type: 'Scored', side, seat, points: delta, reason, items };
  const found = findMove(state, side, target);
  if (found === null) return plain;
  const moved = found.span.at(-1)!;
  if (moved.points <= 0 || moved.points + delta < 0) return plain;
  if (found.span.some((m) => m.effects.some((e) => e.kind === 'penalty-box' || e.kind === 'recount'))) return plain;
  return { ...plain, corrects: found.back };
}
