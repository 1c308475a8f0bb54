import { MAIN } from './types';
import type { Board, BoardSpec, Pegs, PathZone, SidePath, Spot, Zone } from './types';

/** True when both spots name the same hole. */
export function isSameSpot(a: Spot, b: Spot): boolean {
  return a.path === b.path && a.index === b.index;
}

/** The zone whose side path has this id, or `undefined` (also for `'main'` and zones without a path). */
export function sidePathOf(board: BoardSpec, pathId: string): PathZone | undefined {
  for (const zone of board.zones) {
    if (zone.id === pathId && (zone.kind === 'time-trap' || zone.kind === 'green-advance')) return zone;
  }
  return undefined;
}

/** True when the spot is a hole of this board: main `0..finish`, or `1..holes` of a side path. */
export function isOnBoard(board: BoardSpec, spot: Spot): boolean {
  if (!Number.isInteger(spot.index)) return false;
  if (spot.path === MAIN) return spot.index >= 0 && spot.index <= board.finish;
  const zone = sidePathOf(board, spot.path);
  return zone !== undefined && spot.index >= 1 && spot.index <= zone.path.holes;
}

/** The zone whose trigger area holds main hole `hole`, or `undefined`. */
export function zoneAt(board: BoardSpec, hole: number): Zone | undefined {
  return board.zones.find((zone) => hole >= zone.start && hole <= zone.end);
}

/**
 * The hole number (score value) of a spot. A main hole's number is its index (start 0, finish = `board.finish`).
 * A side-path hole reads as a point on the way from the zone's first hole to the rejoin hole: hole `i` of `n`
 * reads `start + round((rejoin - start) * i / (n + 1))`, so a blue path counts down towards its rejoin hole and a
 * green shortcut counts up.
 */
export function holeNumber(board: Board, spot: Spot): number {
  if (spot.path === MAIN) return spot.index;
  const zone = sidePathOf(board, spot.path);
  if (zone === undefined) throw new RangeError(`No side path '${spot.path}' on board '${board.id}'`);
  return sideHoleNumber(zone.start, zone.path, spot.index);
}

/** See {@link holeNumber}. */
export function sideHoleNumber(start: number, path: SidePath, index: number): number {
  return start + Math.round(((path.rejoin - start) * index) / (path.holes + 1));
}

/**
 * True when the spot is in Muggers Alley (001: the first 121 holes), where muggins applies on a Crib Wars board.
 * The start counts as inside. Always false on a board without an alley (muggins then applies everywhere: the game
 * decides that, not the board).
 */
export function isInMuggersAlley(board: Board, spot: Spot): boolean {
  const end = board.lines.muggersAlley;
  return end !== null && holeNumber(board, spot) <= end;
}

/** The skunk and double-skunk lines (a loser who has not passed them), `null` when the board has none. */
export function skunkLines(board: Board): { readonly skunk: number | null; readonly doubleSkunk: number | null } {
  return { skunk: board.lines.skunk, doubleSkunk: board.lines.doubleSkunk };
}

/** True when the front peg stands on the finish. */
export function hasFinished(board: Board, pegs: Pegs): boolean {
  return pegs.front.path === MAIN && pegs.front.index === board.finish;
}
