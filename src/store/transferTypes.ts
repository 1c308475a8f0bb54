import type { ExportFile, ImportValidators } from './exportFile';
import type { DamagedRecord } from './damaged';
import type { UnreadableGame } from './parse';
import type { BoardRecord } from './schema';

/* What export and import take and give back: shared by the store's face (\`types.ts\`) and the code loaded on first use. */

/** Options for `importData`: checks of the opaque payloads, besides the store's own event and log checks. */
export type ImportOptions = Omit<ImportValidators, 'checkEvent' | 'checkLog'> & {
  /**
   * A board that may not be stored under its own id (a built-in board's), as the record to store instead, e.g.
   * `crib-wars` as `crib-wars-copy`; null keeps it as it is. Applied before comparing with what is here.
   */
  readonly renameBoard?: (board: BoardRecord) => BoardRecord | null;
};

/** Counts by kind, e.g. `{ games: 3, boards: 1, decks: 0, settings: 2 }`. */
export interface Counts {
  readonly games: number;
  readonly boards: number;
  readonly decks: number;
  readonly settings: number;
  /** Club nights; absent when there were none. */
  readonly clubs?: number;
}

/** What an import did. */
export interface ImportSummary {
  /** What was written, `events` counting every event of the games added. */
  readonly added: Counts & { readonly events: number };
  /** What the device already had: the same game log, board or deck profile; a setting it already has. */
  readonly alreadyHere: Counts;
  /** Games whose id was here with another log, added under a new id, e.g. `{ from: 'g1', id: 'g1~k3j2', title: 'Ann v Bob (imported copy)' }`. */
  readonly copies: readonly { readonly from: string; readonly id: string; readonly title: string }[];
  /**
   * What was left out, as sentences: a game with no moves (never started), a board or deck profile this device has
   * another version of under the same id.
   */
  readonly leftOut: readonly string[];
  /** Boards stored under another id than the file's, as sentences (an id that is a built-in board's). */
  readonly renamed: readonly string[];
  /**
   * The damaged records whose raw data the file holds (never imported), as messages name them, e.g. `["'Ann v Bob'",
   * "the board 'Pub board'"]` (a game by its title alone).
   */
  readonly damagedInFile: readonly string[];
}

/** Whatever is stored for one game, unchecked, for a damaged game's "Download the raw data". */
export interface RawGame {
  readonly format: 'muggins-raw';
  /** When it was read, ms since the epoch. */
  readonly exportedAt: number;
  /** The game id asked for. */
  readonly id: string;
  /** The game record as stored, or null when there is none. */
  readonly record: unknown;
  /** Every stored event row of the game (`{ gameId, seq, event }`), in key order. */
  readonly events: readonly unknown[];
}

/** A backup as `exportAll` makes it. */
export interface Backup {
  readonly file: ExportFile;
  /** The file as JSON text, indented, checked to read back as a valid export. */
  readonly text: string;
  /** Games that could not be read: not among the file's games, their raw records in its `damaged` list. */
  readonly unreadable: readonly UnreadableGame[];
  /**
   * Other records (boards, deck profiles, settings, club nights) that could not be read or that an import would
   * refuse: not among the file's records, kept raw in its `damaged` list, named.
   */
  readonly damagedRecords: readonly DamagedRecord[];
}
