import type { BoardSpec, Zone } from './types';

/** Holes from a red skip's first box to its second (003 RED SKIP; the second box "20 holes on"). */
export const RED_SKIP_JUMP = 20;

function redSkip(n: number, start: number): Zone {
  return { kind: 'red-skip', id: `red-${n}`, label: `red skip ${n}`, start, end: start + 2, slideTo: start + RED_SKIP_JUMP };
}

/** A trap area of 3 holes whose 10-hole blue path rejoins 15 holes behind the trap. */
function timeTrap(n: number, start: number): Zone {
  return {
    kind: 'time-trap',
    id: `trap-${n}`,
    label: `time trap ${n}`,
    start,
    end: start + 2,
    path: { holes: 10, rejoin: start - 15 },
  };
}

function penaltyBox(n: number, start: number): Zone {
  return { kind: 'penalty-box', id: `box-${n}`, label: `penalty box ${n}`, start, end: start + 2 };
}

/** A green area of 3 holes whose 5-hole shortcut rejoins 16 holes ahead of the area's first hole. */
function greenAdvance(n: number, start: number): Zone {
  return {
    kind: 'green-advance',
    id: `green-${n}`,
    label: `green advance ${n}`,
    start,
    end: start + 2,
    path: { holes: 5, rejoin: start + 16 },
  };
}

/**
 * The Crib Wars board (001, 003), approximate. The maker's hole numbers are not published, so:
 * - 363 holes (three times round a 121 board; one description says about 363), finish 363, three tracks (up to
 *   three players or teams).
 * - Muggers Alley 1-121 is plain cribbage ("end of regular cribbage game", 001), so no zone sits in it.
 * - The 12 zones (3 red skips, 4 time traps, 3 penalty boxes, 2 green advances) spread over 124-350, one or two
 *   per 30-hole street, hazards and helps alternating; each area is 3 holes; no zone in a red skip's 20-hole gap.
 * - Each blue path (10 holes, rejoining 15 behind the trap) and green shortcut (5 holes, rejoining 16 ahead) stays
 *   in its zone's 30-hole street or runs down the gutter to the next, so it draws beside its zone; holes 351-362
 *   are clear for the run-in.
 * - Skunk lines by margin (002: 31+ skunk, 61+ double): 332 and 302.
 */
export const CRIB_WARS_SPEC: BoardSpec = {
  format: 'muggins-board',
  version: 1,
  id: 'crib-wars',
  name: 'Crib Wars (approximate)',
  note: 'approximate: edit the zones to match your board',
  approximate: true,
  finish: 363,
  tracks: 3,
  lines: { skunk: 332, doubleSkunk: 302, stink: 362, muggersAlley: 121 },
  zones: [
    redSkip(1, 124),
    timeTrap(1, 168),
    penaltyBox(1, 175),
    greenAdvance(1, 185),
    redSkip(2, 213),
    timeTrap(2, 258),
    penaltyBox(2, 265),
    timeTrap(3, 288),
    penaltyBox(3, 295),
    redSkip(3, 303),
    greenAdvance(2, 327),
    timeTrap(4, 348),
  ],
};
