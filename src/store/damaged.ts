import { gameName } from './parse';

/*
 * A damaged record as a backup keeps it: named, with why, and its raw data as it is stored. Apart from the export
 * code (loaded on first use) so the screens can name one.
 */

/** The kinds of record a backup keeps raw besides games (a game's entry has no `kind`: files before issue 36 hold games only). */
export type DamagedKind = 'board' | 'deck' | 'setting' | 'club';

/** A damaged record in a backup: named, with why, and its raw records as they are stored. */
export interface DamagedRecord {
  /** What it is; absent for a game. */
  readonly kind?: DamagedKind;
  /** e.g. `'g-lq3x9a-4k2'`, a board's id, a setting's key. */
  readonly id: string;
  /** e.g. `'Ann v Bob'`, a board's or a night's name, or null when none is readable. */
  readonly title: string | null;
  /** e.g. `"event 5 of 'Ann v Bob': event Scored has a missing or malformed field"`. */
  readonly problem: string;
  /** A game's record and event rows (`{ "format": "muggins-raw", … }`), or the one record of another kind, as JSON text. */
  readonly raw: string;
}

/** How a message names a damaged record of a file, e.g. `'Ann v Bob'` or `the board 'Pub board'`. */
export function damagedName(d: DamagedRecord): string {
  if (d.kind === undefined) return gameName(d.title, d.id);
  const what = { board: 'the board', deck: 'the deck profile', setting: 'the setting', club: 'the club night' }[d.kind] ?? 'the record';
  const name = d.title ?? d.id;
  return `${what} '${name.length > 80 ? `${name.slice(0, 80)}…` : name}'`;
}

const DAMAGED_KINDS: Readonly<Record<DamagedKind, true>> = { board: true, deck: true, setting: true, club: true };

/** True for a kind a backup's damaged entry may name. */
export function isDamagedKind(kind: string): kind is DamagedKind {
  return Object.hasOwn(DAMAGED_KINDS, kind);
}
