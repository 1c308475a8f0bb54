/**
 * The export format's constants. Kept apart from the code that reads and writes export files (`exportFile.ts`,
 * `transfer.ts`), which the store loads on first use, so opening the app does not download it.
 */

/** The `format` tag of every export file. */
export const EXPORT_FORMAT = 'muggins-export';
/**
 * The export file version this app writes. 1: games (with an undo `cursor`) and boards; 2: no cursor, plus deck
 * profiles, settings and each game's `finished` flag.
 */
export const EXPORT_VERSION = 2;
/** Every export version this app reads. */
export const READABLE_EXPORT_VERSIONS: readonly number[] = [1, 2];

/** What an import file may hold at most; anything bigger is refused before a byte is written. */
export const IMPORT_LIMITS = {
  /** Characters of JSON text, e.g. 64 MiB. */
  text: 64 * 1024 * 1024,
  games: 100_000,
  eventsPerGame: 100_000,
  boards: 10_000,
  decks: 10_000,
  settings: 1_000,
  /** Nesting depth of any value. */
  depth: 64,
} as const;

/** Settings whose key starts with this stay on the device: never exported, never imported (e.g. `device:backup`). */
export const DEVICE_SETTING_PREFIX = 'device:';
