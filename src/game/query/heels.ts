import type { Game } from '../model/state';
import type { SideId } from '../model/types';
/**
 * His heels is not pegged within the last holes before the finish where the house options say so (003 DEALING:
 * "except within the last 3 holes"; 001 names them: 119, 120 or 121 on a 121 track, so the finish and the two
 * before it).
 */
export function heelsAllowed(state: Game, side: SideId): boolean {
  const within = state.setup.options.heelsBlockedWithin;
  if (within <= 0) return true;
  return (state.sides[side]?.score ?? 0) < state.target - (within - 1);
}
