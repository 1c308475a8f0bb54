import { describe, test } from 'vitest';
import { type Device, everyStepFits, type SidesGame, sharedPages } from './kit';

/*
 * Three sides at the table (phone audit: the 002 three-player ruleset, Crib Wars and once-around with three players,
 * six players in three teams) on the phones upright and held sideways and the tablet, through every step of a round:
 * the deal and starter, the play, each count of the show and the round's end. At each step nothing is scrolled to:
 * the next-step bar's buttons stand in one row, every key of the three pads (13+ included) is on screen above the bar
 * with the pads' box not scrolling, every key is at least 44x44 CSS px, every peg drawn on the board is on screen
 * inside the board's box, the board's words are at least `LEAST_WORD_PX` as drawn (the font size in board units times
 * the SVG's scale) and nothing overflows sideways. Screenshots of the steps that fail: `.tmp/screenshots/three-sides/`.
 */

const DEVICES: readonly Device[] = ['phone-360', 'phone-390', 'sideways-360', 'sideways', 'tablet'];

const MUGGINS = 'Muggins: opponents may take points a player missed';

/** Crib Wars and six players have muggins on (the bar's "Check …" button after a count); the three-player game both ways. */
const GAMES = [
  { name: 'Three-player', ruleset: 'Three-player', players: ['Ann', 'Bob', 'Cat'], check: [] },
  { name: 'Three-player with muggins', ruleset: 'Three-player', players: ['Ann', 'Bob', 'Cat'], check: [MUGGINS] },
  { name: 'Crib Wars', ruleset: 'Crib Wars', players: ['Ann', 'Bob', 'Cat'], check: [] },
  { name: 'Once around (61)', ruleset: 'Once around (61)', players: ['Ann', 'Bob', 'Cat'], check: [] },
  // Three teams: "Ann & Dee" is a pad's name on two lines.
  { name: 'Six players in three teams', ruleset: 'Six players in three teams', players: ['Ann', 'Bob', 'Cat', 'Dee', 'Eve', 'Flo'], check: [] },
] as const satisfies readonly SidesGame[];

/**
 * The smallest board word allowed, in px: 11 upright and on the tablet. A long board beside the pads on the tablet
 * stands in a column of a third of the width (TableScreen's board width, 328 px at 1024), so its words are 11.5 px; it
 * follows the pegs in its box, and the Whole board sheet shows it all.
 *
 * Held sideways, 5.5 px (740x360) and 6 px (844x390). There the board stands upright in a column beside the pads, and
 * an upright board's words are 0.8 board units (`textSize` in `src/board/labels.ts`: most of a hole's
 * spacing, what fits between its holes), so they grow only with the column's height: 11 px would need a 121 board
 * (40 units long) 550 px high, more than the screen. Beside three pads the column is the screen's height less the
 * bar, which runs under the board too (with the muggins check, "Check Ann's crib" and "Next deal: Bob" leave the
 * bar's words no room in the pads' width): 300-304 px at 740x360, where the 121 board's words are 6 px and the 61
 * board's 5.9 px; 334 px at 844x390, 6.7 and 6.5 px. (Crib Wars, a long board, is drawn to the column's width and
 * scrolls: 6.2 and 7.4 px. Two sides sideways draw the two-track 121 board the screen's whole height: 6.9 and
 * 7.5 px, two-sides.e2e.ts.) The floors catch a layout that takes more of the column from the board.
 */
const LEAST_WORD_PX: { readonly [D in Device]?: number } = { 'sideways-360': 5.5, sideways: 6 };

/** Each game is played on the narrowest phone (the first device), and each step is checked on every device. */
describe('three sides on the phones upright and sideways and the tablet: every step of a round fits with nothing to scroll', () => {
  const pageOn = sharedPages();
  test.each(GAMES)('$name', async (game) => {
    await everyStepFits(await pageOn(DEVICES[0]!), game, {
      folder: 'three-sides',
      devices: DEVICES,
      leastWordPx: (device) => LEAST_WORD_PX[device] ?? 11,
      leastPegs: 3,
    });
  });
});
