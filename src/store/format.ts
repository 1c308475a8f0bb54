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
  clubs: 1_000,
  /** Nesting depth of any value. */
  depth: 64,
} as const;

/**
 * Why a file of `size` characters (or bytes: a file's `size`, never fewer than its characters) is too large to
 * import, e.g. `'The file is 70 MB; the largest Muggins imports is 64 MB'`; null when it is not. A file is checked
 * by its size before it is read: a browser may read an enormous one as empty text.
 */
export function tooLargeToImport(size: number): string | null {
  const mb = 1024 * 1024;
  return size > IMPORT_LIMITS.text ? `The file is ${Math.ceil(size / mb)} MB; the largest Muggins imports is ${IMPORT_LIMITS.text / mb} MB` : null;
}

/** Settings whose key starts with this stay on the device: never exported, never imported (e.g. `device:backup`). */
export const DEVICE_SETTING_PREFIX = 'device:';

/**
 * The setting that keeps a game's half-entered count on this device, e.g. `'device:draft:g-lq3x9a-4k2'`: a `device:`
 * key, so never exported or imported, and deleted with its game (`deleteGame`).
 */
export function draftKey(gameId: string): string {
  return `${DEVICE_SETTING_PREFIX}draft:${gameId}`;
}
