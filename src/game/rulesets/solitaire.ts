import { targetMissedEnd } from '../query/end';
import { BASE_OPTIONS, NO_SKUNKS } from '../model/options';
import type { Ruleset } from '../model/state';
import { STANDARD } from './standard';
import { RULESET_NAMES } from './names';

/** Hands of hand and crib before the free crib (002 SOLITAIRE). */
export const SOLITAIRE_ROUNDS = 6;

/**
 * Solitaire (002 SOLITAIRE CRIBBAGE): six rounds of 6 cards to the hand and 2 to a blind crib, the player throwing 2;
 * then a seventh "free" crib counted alone. The blind crib's two cards are played as seat 1, whose points never
 * count. Reaching the target early wins at once (RULES.md: the first peg to reach the target wins); otherwise the
 * game ends after the free crib, lost.
 */
export const solitaire: Ruleset = {
  ...STANDARD,
  id: 'solitaire',
  name: RULESET_NAMES['solitaire'],
  source: '002 SOLITAIRE CRIBBAGE',
  seatCounts: [1],
  deals: { 1: { deal: 6, throw: 2 } },
  steps: (round) => (round.number > SOLITAIRE_ROUNDS ? ['starter', 'show'] : ['starter', 'play', 'show']),
  counts: (round) =>
    round.number > SOLITAIRE_ROUNDS
      ? [{ seat: 0, crib: true }]
      : [
          { seat: 0, crib: false },
          { seat: 0, crib: true },
        ],
  play: () => ({ seats: 2, cardsPerSeat: [4, 2], singleCount: false, extraScores: false, pegs: (seat) => seat === 0 }),
  afterRound: (state) => (state.round && state.round.number > SOLITAIRE_ROUNDS ? [targetMissedEnd()] : []),
  defaults: { ...BASE_OPTIONS, ...NO_SKUNKS },
};
