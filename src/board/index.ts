/**
 * The pegboard: boards as data, front and back pegs, zone effects and drawing geometry. Pure: no DOM, no clock,
 * no randomness.
 *
 * Main entry points:
 * - `BUILT_IN_BOARDS`, `boardById(id): Board | undefined`: the standard 121 (2 and 3 tracks), 61 and Crib Wars boards.
 * - `parseBoard(json: unknown): BoardResult<Board>`, `parseBoardText(text)`, `formatBoard(board): string`.
 * - `startPegs(): Pegs`, `movePeg(board, pegs, points, { award?, alongTrack? }): PegMove`, `parsePegs(board, json)`,
 *   `recountPeg(...)`: a corrected count's pegs, where the right count would have put them.
 * - `describeMove(board, move)`, `moveWords(board, move)`: a move in words, the zone first, e.g. `'Red skip 1: pegs 6 to
 *   126 and slides 20 holes to 146'`.
 * - `holeNumber(board, spot)`, `isInMuggersAlley(board, spot)`, `skunkLines(board)`, `hasFinished(board, pegs)`,
 *   `zoneAt(board, hole)`, `spotName(board, spot)`, `readSpot(board, spot)`, `backWords(board, pegs)`, `isSameSpot(a, b)`.
 * - `boardGeometry(board): BoardGeometry`, `spotPoint(geometry, track, spot)`.
 *
 * The board as drawn is imported from its own modules, only by what draws it: `drawing.ts` (the fit, the turn, trails,
 * hole paths, zone and line words, the accessible name) and `labels.ts` (`placeLabels`: the words placed clear of holes
 * and paths, with `labelLayout.ts` and `labelObstacles.ts`).
 */
export * from './types';
export * from './pegs';
export * from './shapes';
export { BUILT_IN_BOARDS, boardById } from './builtIn';
export { parseBoard, parseBoardText, formatBoard, ZONE_KIND_NAMES } from './validate';
export { startPegs, movePeg, recountPeg } from './move';
export { parsePegs } from './parsePegs';
export {
  holeNumber,
  isInMuggersAlley,
  skunkLines,
  hasFinished,
  zoneAt,
  isSameSpot,
  isOnBoard,
  sidePathOf,
} from './query';
export { spotName, describeMove, moveWords, readSpot, backWords, pathWord, type MoveSummary, type MoveWords, type SpotReading } from './describe';
export { boardGeometry, spotPoint } from './geometry';
