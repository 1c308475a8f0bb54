import type { Ruleset } from './state';

/** The number of sides at a table of `seats` under `ruleset`, e.g. 2 for four-player teams. */
export function sideCount(ruleset: Ruleset, seats: number): number {
  return ruleset.teams[seats] ?? seats;
}

/** The side a seat belongs to: partners sit opposite, so seat s is on side s mod sides. */
export function sideOfSeat(ruleset: Ruleset, seats: number, seat: number): number {
  return seat % sideCount(ruleset, seats);
}

/** Hand size after the throw, e.g. 4 (traditional), 3 (five-card, Noddy). */
export function handSize(ruleset: Ruleset, seats: number): number {
  const d = ruleset.deals[seats];
  return d ? d.deal - d.throw : 4;
}
