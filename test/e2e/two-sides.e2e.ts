import { describe, test } from 'vitest';
import { type Device, everyStepFits, type SidesGame, sharedPages } from './kit';

/*
 * Two sides at the table, the most common game (the 002 two-player game, with muggins too; five-card to 61; four
 * players as two partnerships; Crib Wars with two players; Noddy, which counts the hands before the play) on the
 * phones upright and held sideways and the tablet, through every step of a round: the deal and starter, the play,
 * each count of the show and the round's end. At each step nothing is scrolled to: the next-step bar's buttons stand
 * in one row, every key of the two pads (13+ included) is on screen above the bar with the pads' box not scrolling,
 * every key is at least 44x44 CSS px, every peg drawn on the board is on screen inside the board's box, the board's
 * words are at least `LEAST_WORD_PX` as drawn and nothing overflows sideways. Screenshots of the steps that fail:
 * `.tmp/screenshots/two-sides/`.
 */

const DEVICES: readonly Device[] = ['phone-360', 'phone-390', 'sideways-360', 'sideways', 'tablet'];

const MUGGINS = 'Muggins: opponents may take points a player missed';

/** Muggins on (the bar's "Check …" button after a count) in Crib Wars and the two-player game with it ticked. */
const GAMES = [
  { name: 'Traditional', ruleset: 'Traditional', players: ['Ann', 'Bob'], check: [] },
  { name: 'Traditional with muggins', ruleset: 'Traditional', players: ['Ann', 'Bob'], check: [MUGGINS] },
  { name: 'Five-card', ruleset: 'Five-card', players: ['Ann', 'Bob'], check: [] },
  // Partners sit opposite: "Ann & Cat" and "Bob & Dan".
  { name: 'Four-player teams', ruleset: 'Four-player teams', players: ['Ann', 'Bob', 'Cat', 'Dan'], check: [] },
  { name: 'Crib Wars', ruleset: 'Crib Wars', players: ['Ann', 'Bob'], check: [] },
  { name: 'Noddy', ruleset: 'Noddy', players: ['Ann', 'Bob'], check: [], showFirst: true },
] as const satisfies readonly SidesGame[];

/**
 * The smallest board word, in px: 11 on every device (measured 12.1 px at 360x740, 13.2 at 390x844, 11.4-15.1 on the
 * tablet, Crib Wars the least; held sideways 11.2 at 740x360 and 12.8 at 844x390, every board drawn across a column
 * 43% of the width: src/ui/table/sidewaysBoard.css). Stood upright as high as the screen beside the pads, a standard
 * board's words were 6.9-7.8 px sideways (issue 37.10).
 */
const LEAST_WORD_PX = 11;

/** Each game is played on the narrowest phone (the first device), and each step is checked on every device. */
describe('two sides on the phones upright and sideways and the tablet: every step of a round fits with nothing to scroll', () => {
  const pageOn = sharedPages();
  test.each(GAMES)('$name', async (game) => {
    await everyStepFits(await pageOn(DEVICES[0]!), game, {
      folder: 'two-sides',
      devices: DEVICES,
      leastWordPx: () => LEAST_WORD_PX,
      leastPegs: 2,
    });
  });
});
