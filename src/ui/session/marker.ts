/**
 * What this device knows it kept, outside IndexedDB: a small record in `localStorage` (key `muggins:kept`) of how many
 * saved games there were and when the last backup was made. When the browser discards the database (storage
 * pressure, a cleared site, a store it could not open) `localStorage` usually survives it, so the home screen can
 * say that games went missing and offer a backup to restore, instead of "No games yet". (A whole-site eviction clears
 * both: then nothing can tell.) It is a memory, never the truth: the games are in IndexedDB.
 *
 * `{ "v": 1, "games": 12, "backupAt": 1795734000000, "persist": "refused" }`: `games` is the most games the device
 * has held since the player last said otherwise (a delete lowers it; a new game raises it at once, and a larger
 * count, after an import, whenever the list is read), `backupAt` the last backup's time or null, `persist` `'refused'` once the browser refused
 * persistent storage, `'told'` once the player has read what that means.
 */

/** The `localStorage` key. */
export const MARKER_KEY = 'muggins:kept';

/** The marker's content. */
export interface KeptMarker {
  readonly v: 1;
  /** Saved games this device held, e.g. `12`. */
  readonly games: number;
  /** When the last backup was downloaded, ms since the epoch, or null. */
  readonly backupAt: number | null;
  /** `'refused'` once the browser said no to persistent storage, `'told'` once the player read what that means; absent otherwise. */
  readonly persist?: 'refused' | 'told';
}

const EMPTY: KeptMarker = { v: 1, games: 0, backupAt: null };

function isMarker(v: unknown): v is KeptMarker {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return (
    m.v === 1 &&
    Number.isSafeInteger(m.games) &&
    (m.games as number) >= 0 &&
    (m.backupAt === null || (typeof m.backupAt === 'number' && Number.isFinite(m.backupAt))) &&
    (m.persist === undefined || m.persist === 'refused' || m.persist === 'told')
  );
}

/** The marker, or an empty one (none yet, unreadable, or storage refused). */
export function readMarker(): KeptMarker {
  try {
    const raw = localStorage.getItem(MARKER_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isMarker(parsed) ? parsed : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** Changes the marker; storage that refuses (private mode, full) only loses the memory. */
function write(change: (m: KeptMarker) => KeptMarker): void {
  try {
    localStorage.setItem(MARKER_KEY, JSON.stringify(change(readMarker())));
  } catch {
    /* a memory, not the data: nothing saved depends on it */
  }
}

/** Games the database holds now, e.g. `12`: the marker follows it up, never down (a delete says so itself). */
export function noteGames(total: number): void {
  if (total > readMarker().games) write((m) => ({ ...m, games: total }));
}

/**
 * `n` new games were made here: counted at once, not only when the list is next read. (An import is not counted so:
 * it may bring back games the memory still counts, and the list's next reading raises the count to what is there.)
 */
export function noteAdded(n: number): void {
  if (n > 0) write((m) => ({ ...m, games: m.games + n }));
}

/** The player deleted a game, or accepted that games are gone: the marker holds `total` from now on. */
export function setGames(total: number): void {
  write((m) => ({ ...m, games: Math.max(0, total) }));
}

/** One game deleted by the player. */
export function noteDeleted(): void {
  write((m) => ({ ...m, games: Math.max(0, m.games - 1) }));
}

/** A backup was downloaded at `at` (ms). */
export function noteBackup(at: number): void {
  write((m) => ({ ...m, backupAt: at }));
}

/** The browser refused persistent storage (the player is told once). */
export function notePersistRefused(): void {
  if (readMarker().persist === undefined) write((m) => ({ ...m, persist: 'refused' }));
}

/** The player has read what a refused persist means. */
export function notePersistTold(): void {
  write((m) => ({ ...m, persist: 'told' }));
}

/** Games that went missing: how many the device held and holds now, and the last backup's time; null when none did. */
export interface Vanished {
  readonly had: number;
  readonly now: number;
  readonly backupAt: number | null;
}

/** Compares the database's game count with the marker: `Vanished` when it came back empty or smaller. */
export function vanished(total: number): Vanished | null {
  const m = readMarker();
  return total < m.games ? { had: m.games, now: total, backupAt: m.backupAt } : null;
}
