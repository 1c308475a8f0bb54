import { type Batch, type Done, checkSide, DONE } from './batch';
import { type SideId, gameError } from '../model/types';
import { isInBox } from '../query/select';
/** A side in a penalty box forgot to move its own peg: one more hand (003). */
export function forgotPeg(b: Batch, side: SideId): Done {
  const bad = checkSide(b.state, side);
  if (bad) return bad;
  if (!isInBox(b.state, side)) return gameError('wrong-phase', `${b.state.sides[side]!.name} is not in a penalty box.`);
  b.push({ type: 'PegMoveForgotten', side });
  return DONE;
}
