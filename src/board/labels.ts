import { MAIN } from './types';
import type { BoardGeometry, LineMark, Point } from './shapes';
import type { Board } from './types';
import { endCapsule, lineText, zoneText } from './drawing';
import { layoutLabels, screenDirection, type LabelDirection, type LabelRequest, type PlacedLabel } from './labelLayout';

/*
 * The words on the board (START, FINISH, zone words, line words), placed headless (STYLE 8, 9): sizes and places in
 * board units, computed from the board data and its geometry. A word never covers a hole, a side path, a line, a
 * zone or another word: it takes the nearest free place beside what it names.
 */

/** A label's text size in CSS pixels when the drawing's width fills a phone, e.g. 12 (the audit asked for 11-12). */
const LABEL_PX = 12;
/** The drawing's width in CSS pixels on a 360-pixel phone (the page's padding off), e.g. 340. */
const PHONE_BOARD_PX = 340;
/**
 * The largest text, board units, whose box (1.2 em) still fits between two streets' holes: a gutter of 2.4 less two
 * hole radii of 0.3 and a little room (`src/board/geometry.ts`).
 */
const MAX_TEXT = 1.42;

/**
 * Text size in board units: about {@link LABEL_PX} CSS pixels when the drawing's width on the screen (the board's
 * height when it is turned) fills a 360-pixel phone, no more than fits between two streets, and at least 0.8 (most
 * of a hole's spacing) on a board drawn upright, whose short side is its width.
 */
export function textSize(geometry: BoardGeometry, turned: boolean): number {
  const across = turned ? geometry.height : geometry.width;
  return Math.max(0.8, Math.min(MAX_TEXT, Math.round(((LABEL_PX * across) / PHONE_BOARD_PX) * 100) / 100));
}
/**
 * Where a line's words go: beside the stink hole; for Muggers Alley, beside the middle of the alley (it names the
 * whole stretch, and the end line sits among zone words); otherwise at the line's far end.
 */
function lineLabelPoint(geometry: BoardGeometry, line: LineMark): Point {
  if (line.kind === 'stink') return { x: line.to.x + 0.45, y: line.to.y };
  if (line.kind === 'muggers-alley') {
    const tracks = Math.max(...geometry.holes.map((h) => h.track));
    const middle = geometry.holes.find((h) => h.spot.path === MAIN && h.track === tracks && h.number === Math.ceil(line.hole / 2));
    if (middle !== undefined) return { x: middle.x + 0.6, y: middle.y };
  }
  return line.to;
}

/**
 * A line's words beyond the end of the street it closes: at the line's middle, out along the street towards the
 * board's nearer edge (a line at the foot of an upright street: under it), as seen on screen.
 */
function beyondLine(geometry: BoardGeometry, line: LineMark, turned: boolean): { readonly at: Point; readonly direction: LabelDirection } {
  const at = { x: (line.from.x + line.to.x) / 2, y: (line.from.y + line.to.y) / 2 };
  // The street runs across the line: along y when the line lies along x, and the other way.
  const streetAlongY = Math.abs(line.to.x - line.from.x) >= Math.abs(line.to.y - line.from.y);
  const forward = streetAlongY ? at.y > geometry.height / 2 : at.x > geometry.width / 2;
  // On screen, a turned board's board y runs right to left and its x top to bottom (see `toScreen`).
  const direction: LabelDirection = streetAlongY
    ? turned
      ? forward
        ? 'left'
        : 'right'
      : forward
        ? 'down'
        : 'up'
    : turned
      ? forward
        ? 'down'
        : 'up'
      : forward
        ? 'right'
        : 'left';
  return { at, direction };
}

/** Every word on the board to place: start and finish, then zone words (they matter most), then lines. */
function labelRequests(board: Board, geometry: BoardGeometry, turned: boolean, text: number): LabelRequest[] {
  const requests: LabelRequest[] = [];
  const ends: [string, number, string][] = [
    ['start', 0, 'START'],
    ['finish', board.finish, 'FINISH'],
  ];
  for (const [key, hole, words] of ends) {
    const cap = endCapsule(geometry, hole, 0.6);
    if (cap === undefined) continue;
    const cy = cap.y + cap.height / 2;
    // Unturned, the ends sit above or below their street: the word goes further out that way. Turned, the word goes
    // before the capsule, as a line of text starts, where there is room.
    const down = hole === 0 || cy > geometry.height / 2;
    const at = { x: cap.x + cap.width / 2, y: down ? cap.y + cap.height : cap.y };
    const common = { key, text: words, at, size: text, class: 'pegboard__label pegboard__label--end' };
    // Turned, under the capsule otherwise: into the gutter (the start, on the first street) or the room added under
    // the last street (the finish).
    requests.push(
      turned
        ? { ...common, direction: down ? 'left' : 'right', alt: { at: { x: cap.x + cap.width, y: cy }, direction: 'down' } }
        : { ...common, direction: down ? 'down' : 'up' },
    );
  }
  // Zone words go before their street, or after it (beside any side path) when that place is taken.
  const zones = [...geometry.zones].sort((a, b) => (a.part === b.part ? 0 : a.part === 'area' ? -1 : 1));
  for (const z of zones) {
    const first = z.rects[0]!;
    requests.push({
      key: `${z.zone}-${z.part}`,
      text: zoneText(z),
      at: z.labelAt,
      direction: screenDirection('before', turned),
      size: text,
      class: `pegboard__label pegboard__label--${z.kind}`,
      alt: { at: { x: first.x + first.width + 0.2, y: z.labelAt.y }, direction: screenDirection('after', turned) },
    });
  }
  for (const line of geometry.lines) {
    const beyond = line.kind === 'stink' || line.kind === 'muggers-alley' ? {} : { also: beyondLine(geometry, line, turned) };
    requests.push({
      ...beyond,
      key: line.kind,
      text: lineText(line),
      at: lineLabelPoint(geometry, line),
      direction: screenDirection('after', turned),
      size: text,
      class: `pegboard__label pegboard__label--line pegboard__label--${line.kind}`,
      alt: {
        at: line.kind === 'stink' ? { x: line.from.x - 0.45, y: line.from.y } : line.from,
        direction: screenDirection('before', turned),
      },
    });
  }
  return requests;
}

/** The board as drawn with its words: its geometry (with any room added for words), the text size and the words. */
export interface DrawnBoard {
  /**
   * The board's geometry, grown by the room its words needed: `width` when turned (under the last street on the
   * screen), `height` when upright (under the streets).
   */
  readonly geometry: BoardGeometry;
  /** Text size in board units, e.g. `1.41`. */
  readonly text: number;
  readonly labels: readonly PlacedLabel[];
}

/**
 * Room added in steps until every word has a free place beside what it names (or a step places no more), board
 * units: a line of words.
 */
const ROOM_STEP = 1.3;
const MAX_ROOM_STEPS = 4;

/**
 * Every word of the board placed clear of holes, paths and each other. A board too small for its words is drawn
 * with room added at the foot of the screen, where it costs no width (so no scale): under the last street of a
 * turned board (a turned 121's FINISH and stink, which share the corner with the finish capsule), under the streets
 * of an upright one (its START, FINISH, double skunk and stink share that edge).
 */
export function placeLabels(board: Board, geometry: BoardGeometry, turned: boolean): DrawnBoard {
  const cached = placed.get(geometry);
  const key = turned ? 'turned' : 'upright';
  if (cached?.board === board && cached[key] !== undefined) return cached[key];
  const drawn = place(board, geometry, turned);
  if (cached?.board === board) cached[key] = drawn;
  else placed.set(geometry, { board, [key]: drawn });
  return drawn;
}

/**
 * The words placed on each geometry (shared by every drawing of a board: see `boardGeometry`), each way up: placing
 * them is the costly part of drawing a long board (Crib Wars' words search among 1,242 holes and their paths).
 */
const placed = new WeakMap<BoardGeometry, { readonly board: Board; upright?: DrawnBoard; turned?: DrawnBoard }>();

function place(board: Board, geometry: BoardGeometry, turned: boolean): DrawnBoard {
  let best: DrawnBoard | undefined;
  let fewest = Infinity;
  const text = textSize(geometry, turned);
  for (let step = 0; step <= MAX_ROOM_STEPS; step++) {
    const room = (n: number) => Math.round((n + step * ROOM_STEP) * 1000) / 1000;
    const g = step === 0 ? geometry : turned ? { ...geometry, width: room(geometry.width) } : { ...geometry, height: room(geometry.height) };
    const { labels, crowded } = layoutLabels(labelRequests(board, g, turned, text), g, turned);
    // Done when every word has its place, or when a line more placed none more: the words still crowded are not
    // near that edge (Crib Wars drawn flat kept six crowded in all four steps, each a whole placement).
    if (crowded >= fewest || crowded === 0) {
      if (crowded < fewest) best = { geometry: g, text, labels };
      break;
    }
    [fewest, best] = [crowded, { geometry: g, text, labels }];
  }
  return best!;
}
