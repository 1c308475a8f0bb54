import type { GameEvent } from '../game';
import type { PhoneCommand, Refusal, Refused } from './protocol';

/* What the table phone's side of following (`host.ts`) talks through: a channel, and the game it shares. */

/** Where messages go: a data channel, or a test's fake. */
export interface Channel {
  send(text: string): void;
  close(): void;
}

/** Why the host wrote nothing, for the phone that asked. */
export interface HostRefusal {
  readonly why: Refusal;
  /** e.g. `'The table phone scored first (Ann pegs 2 to 17): your count was not saved. Check it and send it again.'`. */
  readonly message: string;
}

/** The game a host shares, as the session holds it. */
export interface HostGame {
  /** e.g. `'g-lq3x9a-4k2'`. */
  readonly gameId: string;
  /** The game's log as last stored, whether or not it is open on screen now. */
  log(): readonly GameEvent[];
  /** e.g. `'Ann v Bob'`. */
  title(): string;
  /** Peg colours by side, e.g. `['red', 'blue']`. */
  colors(): readonly string[];
  /** The side of a seat, or null when the game has no such seat. */
  sideOf(seat: number): number | null;
  /**
   * Writes a phone's command as a tap there would, if the log is still `seen` events long; resolves to null once
   * stored (the log then holds its events), else why not.
   */
  decide(command: PhoneCommand, seen: number, seat: number): Promise<HostRefusal | null>;
  /**
   * The player each phone (by its own id) was let count for, kept across a reload of the table phone; null for none.
   * `remember(phone, null)` forgets it.
   */
  permitted(phone: string): number | null;
  remember(phone: string, seat: number | null): void;
  /** The time in ms, from outside the core (the wall clock in the app, a clock of its own in a test), for rate limits. */
  now(): number;
}

/** Where a link stands: its channel open and no hello yet, following, or closed. */
export type LinkState = 'waiting' | 'linked' | 'closed';

/** Why a link closed. */
export type LinkClosed = Refused | 'bye' | 'ended' | 'lost';
