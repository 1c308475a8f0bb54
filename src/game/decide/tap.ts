import { checkSeat, checkSide, DONE, type Batch, type Done } from './batch';
import { reach } from './reach';
import { countTeamCrib } from '../rulesets/decide';
import { decideIntel } from '../rulesets/decide';
import { tapCount } from './show';
import { foldedWhy } from '../query/folded';
import { gameError, SCORE_REASONS, type ScoreReason, type SeatId, type SideId } from '../model/types';
import { heelsAllowed } from '../query/heels';
import { mugginsBarred } from '../query/muggins';

/** Reasons a tapped score may be negative (a queen Top, a correction, a penalty or the box move a peg back). */
export const NEGATIVE_REASONS: readonly ScoreReason[] = ['correction', 'penalty', 'box', 'top'];

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
  if (!(SCORE_REASONS as readonly string[]).includes(reason)) return gameError('bad-command', `Unknown reason '${String(reason)}'.`);
  if (!Number.isInteger(points) || Math.abs(points) > 999) return gameError('bad-points', 'Points are a whole number.');
  if (points < 0 && !NEGATIVE_REASONS.includes(reason)) return gameError('bad-points', `A ${reason} score cannot be negative; use a correction.`);
  // 000's team cribs are counted in their own step, after the battle.
  if (reason === 'crib' && s.round?.steps.includes('cribs')) return countTeamCrib(b, seat ?? s.sides[side]!.seats[0]!, undefined, points);
  if (reason === 'intel') {
    // The bonus is a player's: a team's tap names the player unless the team is one player.
    const winner = seat ?? (s.sides[side]!.seats.length === 1 ? s.sides[side]!.seats[0]! : undefined);
    if (winner === undefined) return gameError('bad-command', 'Say which player has the most Intel.');
    return decideIntel(b, { seat: winner, claimed: points });
  }
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
