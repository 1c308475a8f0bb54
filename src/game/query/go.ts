import { sayGo } from '../../rules';
import type { Game } from '../model/state';
import type { SeatId } from '../model/types';
import { roundFrame } from './tracker';

/** What a go would peg now: the seat that says it, and who pegs how many for it (none until the last go). */
export interface GoNow {
  /** The seat whose turn it is, e.g. `0`. */
  readonly seat: SeatId;
  /** The points its go pegs, e.g. `[{ seat: 0, points: 1 }]`; `[]` when another player may still play. */
  readonly pegs: readonly { readonly seat: SeatId; readonly points: number }[];
  /** The count is 21 or less: any card can be played, so a go is not allowed (003 rule 10). */
  readonly allowed: boolean;
}

/**
 * What the next player's go would peg, asked of the pegging tracker: the go point goes to the last player to lay a
 * card once nobody else can play (002 Playing Cards: "The opposing player pegs one point"; with three or four, the
 * last player who played). At 30, after Bob's go, Ann's own go pegs her 1. `null` when no card of the play was
 * entered (the play is tapped) or nobody is to act. A seat whose points never count (Solitaire's blind crib) pegs none.
 */
export function goNow(state: Game): GoNow | null {
  const round = state.round;
  const tracker = round?.pegging ?? null;
  if (!round || !tracker || tracker.over || tracker.next === null) return null;
  const seat = tracker.next;
  const said = sayGo(tracker, seat);
  if (!said.ok) return { seat, pegs: [], allowed: said.error.code !== 'false-go' };
  const shape = state.ruleset.play(roundFrame(state, round), state);
  const pegs = said.value.scores.filter((s) => shape.pegs(s.seat)).map((s) => ({ seat: s.seat, points: s.points }));
  return { seat, pegs, allowed: true };
}
