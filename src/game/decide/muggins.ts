import { likelyMissed, type Card } from '../../rules';
import { DONE, type Batch, type Done } from './batch';
import { countContext } from '../query/context';
import { correction } from './correct';
import type { MugginsCalled } from '../model/events';
import { trueCount, truePegging } from '../query/mugTruth';
import { type SideId, type ScoreReason, gameError, type SeatId } from '../model/types';
import { type MugTarget, mugTargetOf, mugginsClosed, callerBarred, inMuggersAlley } from '../query/muggins';

/** A call of muggins on a count of the round or on its latest pegging score. */
export interface MugginsCall {
  /** The side calling (the first to call: the app asks who). */
  readonly caller: SideId;
  /** Keep the missed points (default) or give them back to the counter (003 MUGGINS, Crib Zones). */
  readonly keep?: boolean;
  /** The count or pegging score called on, by the command that pegged it, e.g. `31`; default: the latest count. */
  readonly of?: number;
  /**
   * The counted cards, when a count was tapped without them; for a pegging score, the cards of the count so far in
   * the order played, the last one the card whose points were pegged, e.g. `[7S, 8D, 6H]`.
   */
  readonly cards?: readonly Card[];
  /** The starter, when the round's was turned without entering it. */
  readonly starter?: Card;
}

/** The field that marks a call on a variant's own count (its reason's `mark`, e.g. `{ intel: true }`), or none. */
function markOf(b: Batch, target: MugTarget): Readonly<Record<string, true>> {
  const mark = target.kind === 'count' ? b.state.ruleset.own?.reasons[target.claim.reason]?.mark : undefined;
  return mark ? { [mark]: true } : {};
}

/** The reason the target's own peg move was pegged under. */
function reasonOf(target: MugTarget): ScoreReason {
  if (target.kind === 'pegging') return 'play';
  return target.claim.reason;
}

/**
 * Muggins on a count of the round or on the latest pegging score (RULES.md Muggins; 001 and 003 MUGGINS: "in their
 * hand or in pegging"; 003 rule 12; 000 partners and times):
 * - under-claim: the caller pegs the missed points, or gives them back to the counter (where the house allows it,
 *   the counter's peg then goes where the right count would have put it); only with muggins on, never by the
 *   counter's own side or partner, and only inside the board's Muggers Alley;
 * - over-claim (rule 12): the counter's peg goes where the right count would have put it, zones applied, and the
 *   caller may add the excess.
 * Each count may be called on once, from when it is made (000: the book's times) until the next deal (or, by a
 * house rule, the next count); a pegging score until the next peg move of the play or its end. A claim is only a number, so
 * `missed` is the app's best guess (`likelyMissed`: items worth exactly the missed points, preferring those players
 * overlook), or the whole true count when no set of items adds up.
 */
export function callMuggins(b: Batch, call: MugginsCall): Done {
  const state = b.state;
  const options = state.setup.options;
  const target = mugTargetOf(state, call.of);
  if (!target)
    return gameError(
      'no-claim',
      call.of === undefined
        ? 'No count has been claimed yet this round.'
        : 'That count or pegging score is not open to muggins: it is from an earlier deal, or not a claim.',
    );
  const closed = mugginsClosed(state, target);
  if (closed) return gameError(target.claim.mugged ? 'no-claim' : 'wrong-phase', closed);
  const barred = callerBarred(state, target, call.caller);
  if (barred) return { ok: false, error: barred };
  const claim = target.claim;
  const truth = target.kind === 'count' ? trueCount(state, target.claim, call.cards, call.starter) : truePegging(state, call.cards);
  if (!truth.ok) return truth;
  const diff = truth.value.total - claim.claimed;
  if (diff === 0) return gameError('nothing-missed', `The claim of ${claim.claimed} is right: nothing was missed.`);
  const keep = call.keep ?? true;
  if (diff > 0) {
    if (!options.muggins) return gameError('muggins-off', 'Muggins is off in this game.');
    if (!inMuggersAlley(state, claim.side)) return gameError('outside-alley', 'Muggins applies only while the counted peg is in Muggers Alley (001).');
    if (!keep && !options.mugginsGiveBack) return gameError('bad-command', 'Giving the points back is off in this game (a house rule at setup).');
  }
  const all = truth.value.items;
  // The likely misses of a count depend on the starter (fifteens with it are the ones players overlook).
  const starter = target.kind === 'count' ? (countContext(state, { seat: target.claim.seat, crib: target.claim.crib }).starter ?? call.starter) : undefined;
  const picks = diff > 0 ? likelyMissed(all, diff, starter ? { starter } : {}) : [];
  const missed = picks.length > 0 ? picks.map((i) => all[i]!) : all;
  const seat: SeatId = claim.seat ?? state.sides[claim.side]!.seats[0]!;
  const called: Omit<MugginsCalled, 'v' | 'n' | 'at'> = {
    type: 'MugginsCalled',
    caller: call.caller,
    against: seat,
    crib: target.kind === 'count' && target.claim.crib,
    points: diff,
    kept: keep,
    missed,
    ...markOf(b, target),
    of: claim.n,
    ...(target.kind === 'pegging' ? { pegging: true } : {}),
  };
  b.push(called);
  const moved = { n: claim.n, reason: reasonOf(target) };
  if (diff > 0) {
    if (keep) b.push({ type: 'Scored', side: call.caller, seat: null, points: diff, reason: 'muggins', items: missed });
    else b.push(correction(b.state, claim.side, null, moved, diff, 'muggins', missed));
    return DONE;
  }
  b.push(correction(b.state, claim.side, claim.seat, moved, diff, 'correction'));
  if (options.overClaimPenalty && keep) b.push({ type: 'Scored', side: call.caller, seat: null, points: -diff, reason: 'penalty', items: [] });
  return DONE;
}
