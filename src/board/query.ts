import { MAIN } from './types';
import type { Pegs } from './pegs';
import type { Board, BoardSpec, PathZone, SidePath, Spot, Zone } from './types';

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
 * The hole number (score value) of a spot: a main hole's number is its index (start 0, finish = `board.finish`). A
 * side-path hole reads as the main hole with as many holes still to go (issue 25.2): hole `i` of `n` rejoining at
 * `rejoin` is `n - i + 1` steps from it, so it reads `rejoin - (n - i + 1)`. Hole 9 of time trap 1's 10-hole blue
 * path, rejoining at 153, reads 151; hole 1 of a green shortcut of 5 rejoining at 201 reads 196. It is the score the
 * table shows, and what the skunk lines, Muggers Alley and the statistics read.
 */
export function holeNumber(board: Board, spot: Spot): number {
  if (spot.path === MAIN) return spot.index;
  const zone = sidePathOf(board, spot.path);
  if (zone === undefined) throw new RangeError(`No side path '${spot.path}' on board '${board.id}'`);
  return sideHoleNumber(zone.path, spot.index);
}

/** See {@link holeNumber}: hole `index` of a side path, read as the main hole with as many holes still to go. */
export function sideHoleNumber(path: SidePath, index: number): number {
  return path.rejoin - (path.holes - index + 1);
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
