import { checkSeat, checkSide, DONE, type Batch, type Done } from './batch';
import { reach } from './reach';
import { tapCount } from './show';
import { foldedWhy } from '../query/folded';
import { gameError, SCORE_REASONS, type ScoreReason, type SeatId, type SideId } from '../model/types';
import { heelsAllowed } from '../query/heels';
import { mugginsBarred } from '../query/muggins';

/** Reasons a tapped score may be negative (a correction, a penalty or the box move a peg back; a variant's say theirs). */
export const NEGATIVE_REASONS: readonly ScoreReason[] = ['correction', 'penalty', 'box'];

/** Reasons that belong to the play. */
const PLAY_REASONS: readonly ScoreReason[] = ['play', 'go', 'last-card'];

/**
 * A score tapped on a side's pad, with its reason. A hand or crib tap is the next count of the show; a pegging tap
 * belongs to the play. Either brings the round to its step, implying what a table takes for granted on the way
 * (the starter turned, the play over, the next deal: see `reach`).
 */
export function tapScore(b: Batch, side: SideId, points: number, reason: ScoreReason, seat: SeatId | undefined): Done {
  const s = b.state;
  const bad = checkSide(s, side);
  if (bad) return bad;
  const own = s.ruleset.own?.reasons[reason];
  if (!(SCORE_REASONS as readonly string[]).includes(reason) && !own) return gameError('bad-command', `Unknown reason '${String(reason)}'.`);
  if (!Number.isInteger(points) || Math.abs(points) > 999) return gameError('bad-points', 'Points are a whole number.');
  if (points < 0 && !NEGATIVE_REASONS.includes(reason) && !own?.negative)
    return gameError('bad-points', `A ${reason} score cannot be negative; use a correction.`);
  // A variant's own count, or a count its steps make themselves (a team's crib), is its own.
  const owned = s.ruleset.own?.tap?.(b, side, points, reason, seat);
  if (owned) return owned;
  if (reason === 'hand' || reason === 'crib') return tapCount(b, side, points, reason === 'crib', seat);
  if (points === 0) return gameError('bad-points', 'A score of 0 moves no peg.');
  if (PLAY_REASONS.includes(reason)) {
    const reached = reach(b, 'play');
    if (!reached.ok) return reached;
  }
  const folded = foldedWhy(b.state, side, reason);
  if (folded) return folded;
  const mugginsBad = reason === 'muggins' ? mugginsBarred(s, side) : null;
  if (mugginsBad) return gameError(s.setup.options.muggins ? 'outside-alley' : 'muggins-off', mugginsBad);
  if (reason === 'heels' && !heelsAllowed(s, side)) return gameError('bad-points', 'His heels is not pegged within the last 3 holes before the finish (003).');
  if (seat !== undefined) {
    const seatBad = checkSeat(s, seat);
    if (seatBad) return seatBad;
  }
  b.push({ type: 'Scored', side, seat: seat ?? null, points, reason, items: [] });
  return DONE;
}
