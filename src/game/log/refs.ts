import type { GameEvent } from '../model/events';
import type { Game } from '../model/state';

/* A side or seat an event names that its game lacks, in words (`checkLog`: the core's events and a variant's own). */

/** Why `side` is not a side of the game, e.g. "This Scored has side 7, but the game has no such side (its sides are 0 to 1)."; `null` when it is, or none is named. */
export function noSide(s: Game, e: GameEvent, field: string, side: number | null | undefined): string | null {
  if (side === null || side === undefined || s.sides[side]) return null;
  return `This ${e.type} has ${field} ${side}, but the game has no such side (its sides are 0 to ${s.sides.length - 1}).`;
}

/** Why `seat` is not a seat of the game; `null` when it is, or none is named. */
export function noSeat(s: Game, e: GameEvent, field: string, seat: number | null | undefined): string | null {
  if (seat === null || seat === undefined || s.seats[seat]) return null;
  return `This ${e.type} has ${field} ${seat}, but the game has no such seat (its seats are 0 to ${s.seats.length - 1}).`;
}
