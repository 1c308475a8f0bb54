import type { BoardSpec } from './types';

/**
 * The standard 121-hole board (RULES "Pegs and the board"): 120 holes plus the game hole, skunk line at 90,
 * double-skunk line at 60, stink hole 120. Two tracks.
 */
export const STANDARD_121_2_SPEC: BoardSpec = {
  format: 'muggins-board',
  version: 1,
  id: 'standard-121-2',
  name: 'Standard 121, two tracks',
  note: '',
  approximate: false,
  finish: 121,
  tracks: 2,
  lines: { skunk: 90, doubleSkunk: 60, stink: 120, muggersAlley: null },
  zones: [],
};

/** The standard 121-hole board with three tracks (three players or teams). */
export const STANDARD_121_3_SPEC: BoardSpec = {
  ...STANDARD_121_2_SPEC,
  id: 'standard-121-3',
  name: 'Standard 121, three tracks',
  tracks: 3,
};

/**
 * The 61-hole board ("once around", five-card). Skunk lines by the 002 margins: a win by 31+ is a skunk (the loser
 * has not passed 30), by 61+ a double skunk, which only a 61-0 win reaches (the loser never pegged), so it has no
 * line to draw: the game's end decides it by the margin.
 */
export const STANDARD_61_SPEC: BoardSpec = {
  format: 'muggins-board',
  version: 1,
  id: 'standard-61',
  name: 'Standard 61',
  note: '',
  approximate: false,
  finish: 61,
  tracks: 2,
  lines: { skunk: 30, doubleSkunk: null, stink: 60, muggersAlley: null },
  zones: [],
};
