import type { Game } from '../model/state';
import type { SeatId } from '../model/types';
import { sideOf } from './select';
/** Who deals the next round: the deal passes clockwise, skipping sides in a penalty box; `null` before the first. */
export function nextDealer(s: Game): SeatId | null {
  const round = s.round;
  if (!round) return null;
  const n = s.seats.length;
  for (let k = 1; k <= n; k++) {
    const seat = (round.dealer + k) % n;
    // A side in a penalty box does not deal while it sits out.
    if (s.sides[sideOf(s, seat)]!.sitOut === 0) return seat;
  }
  return round.dealer;
}
