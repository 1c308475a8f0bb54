import type { GainRole } from '../model/penalties';

/** Who gains, in words, by the rule's role: one side. */
const GAINS: Readonly<Record<GainRole, string>> = {
  opponents: 'the opponent',
  'non-dealer': 'the non-dealer',
  caller: 'whoever found it',
};

/** Who gains under Crib Wars with several other sides: every one of them (001). */
const GAINS_EVERY: Readonly<Record<GainRole, string>> = {
  opponents: 'every opponent of the offender',
  'non-dealer': 'every non-dealer',
  caller: 'whoever found it',
};

/**
 * Who gains by a penalty, as the penalty sheet says it (003 PENALTIES; 001 makes every opponent gain in Crib Wars):
 * with one other side it is named, "the opponent, Bob"; else "the non-dealer", or under `everyOpponent` "every
 * opponent of the offender".
 */
export function penaltyGainWords(role: GainRole, others: readonly string[], everyOpponent: boolean): string {
  if (others.length === 1) return `${GAINS[role]}, ${others[0]}`;
  return everyOpponent ? GAINS_EVERY[role] : GAINS[role];
}
