import type { CardId } from '../../rules';

/**
 * The event schema version the engine writes. Raise it when an event's meaning changes so that an app of before
 * would misread it (it refuses a version it does not know), give the old version its upgrade (`upgradeEvent`,
 * `model/events.ts`), and record it in the changelog. 2: `GameEnded.reason` may be `'target-missed'` (issue 33).
 */
export const EVENT_VERSION = 2;

/** Every version the engine reads, oldest first: an older event is read as its upgrade to this version says. */
export const EVENT_VERSIONS = [1, 2] as const;
export type EventVersion = (typeof EVENT_VERSIONS)[number];

/**
 * Fields every event has. `n` groups the events one command made (undo takes back a whole group);
 * `at` is the time the edge recorded, in ms since the epoch (the engine never reads a clock).
 */
export interface EventBase {
  /** The version it was written in (a stored log may hold older events before newer ones). */
  readonly v: EventVersion;
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
