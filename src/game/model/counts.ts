/* A seat's counts for the statistics, kept in the game (`state.ts`) and its summary (`summary.ts`). */

/** Counts of one kind: how many, their sum, the best, e.g. `{ count: 3, total: 24, best: 12 }`. */
export interface CountStats {
  readonly count: number;
  readonly total: number;
  /** The best count, or null when there were none. */
  readonly best: number | null;
}

/** A seat's hands and cribs so far. */
export interface SeatCounts {
  readonly hands: CountStats;
  readonly cribs: CountStats;
}
