import type { CardId } from '../../rules';

/** The event schema version. Raise it on a breaking change and record it in the changelog. */
export const EVENT_VERSION = 1;

/**
 * Fields every event has. `n` groups the events one command made (undo takes back a whole group);
 * `at` is the time the edge recorded, in ms since the epoch (the engine never reads a clock).
 */
export interface EventBase {
  readonly v: typeof EVENT_VERSION;
  /** Command number: every event one command produced shares it, e.g. `12`. */
  readonly n: number;
  /** Time given by the edge, ms since the epoch, e.g. `1795734000000`; `0` when none was given. */
  readonly at: number;
}

/** A scoring item as stored: e.g. `{ kind: 'fifteen', cards: ['5H', 'JD'], points: 2 }`. */
export interface EventItem {
  readonly kind: string;
  readonly cards: readonly CardId[];
  readonly points: number;
}
