/**
 * The device's storage: asking the browser to keep Muggins' data (persistent storage), and how much is used.
 * Harmless where the StorageManager API is missing.
 */

import { notePersistRefused } from './marker';

let asked = false;

/**
 * Asks, once per page load, for persistent storage, so the browser does not evict saved games under storage
 * pressure. Chromium grants it quietly to an installed or often used app; Firefox asks the player. Returns
 * whether storage is persistent now, or null where the browser cannot say.
 */
export async function askPersistentStorage(): Promise<boolean | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return null;
  try {
    if (await storage.persisted()) return true;
    if (asked) return false;
    asked = true;
    const granted = await storage.persist();
    if (!granted) notePersistRefused();
    return granted;
  } catch {
    return null;
  }
}

/** What the Settings screen says about storage. */
export interface StorageReport {
  /** True: the browser keeps the data until the player deletes it; false: it may be evicted; null: unknown. */
  readonly persisted: boolean | null;
  /** Bytes used by this app's origin, e.g. `524288`, or null when unknown. */
  readonly usage: number | null;
  /** Bytes the browser lets this origin use, or null when unknown. */
  readonly quota: number | null;
}

/** Reads whether storage is persistent and the usage estimate. */
export async function storageReport(): Promise<StorageReport> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [persisted, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
    storage?.estimate ? storage.estimate().catch(() => null) : Promise.resolve(null),
  ]);
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

/** Free room under which Muggins warns: 20 MB, or 5% of what the browser allows it, whichever is more. */
export function isLowOnRoom(report: StorageReport): boolean {
  if (report.usage === null || report.quota === null) return false;
  const free = report.quota - report.usage;
  return free < Math.max(20 * 1024 * 1024, report.quota * 0.05);
}

/** The warning for a device short of room, e.g. "Only about 12 MB is left for Muggins…", or null while there is room. */
export function lowRoomWarning(report: StorageReport): string | null {
  if (!isLowOnRoom(report)) return null;
  const free = formatBytes(Math.max(0, report.quota! - report.usage!));
  return `Only about ${free} is left for Muggins on this device. When it runs out, moves cannot be saved: download a backup now, then free some space (old games can be deleted once they are backed up).`;
}

/** What a refused request for persistent storage means, and how to get it. */
export const PERSIST_REFUSED =
  'This browser has not promised to keep your games: when the device runs short of space, or after weeks without a visit, it may clear them. Install Muggins (the browser menu’s “Install app” or “Add to Home screen”) and the browser keeps them; a backup keeps them safe either way.';

/** Bytes as people read them, e.g. `'512 KB'`, `'1.5 GB'`. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  return u === 0 ? `${n} bytes` : `${n >= 10 ? Math.round(n) : n.toFixed(1)} ${units[u]}`;
}
