import { BASE_OPTIONS, NO_SKUNKS } from '../model/options';
import type { Ruleset } from '../model/state';
import { STANDARD, seatsFromLeft, standardPlay } from './standard';
import { RULESET_NAMES } from './names';

/**
 * Noddy (002 NODDY): 3 cards each, no crib, to 31. Hands are counted before the play (3 cards and the starter);
 * the play ends at the first go or 31; 25s, runs and flushes score Noddy's way in the show and the play.
 */
export const noddy: Ruleset = {
  ...STANDARD,
  id: 'noddy',
  name: RULESET_NAMES['noddy'],
  source: '002 NODDY',
  seatCounts: [2, 3, 4, 5, 6],
  deals: Object.fromEntries([2, 3, 4, 5, 6].map((n) => [n, { deal: 3, throw: 0 }])),
  scoring: { extraScores: true },
  // 002 NODDY: the dealer "turns up the topmost card of the deck as the starter card".
  dealerTurnsStarter: true,
  steps: () => ['starter', 'show', 'play'],
  counts: (round) => seatsFromLeft(round).map((seat) => ({ seat, crib: false })),
  play: (round) => ({ ...standardPlay(round), singleCount: true, extraScores: true }),
  defaults: { ...BASE_OPTIONS, target: 31, ...NO_SKUNKS },
};
