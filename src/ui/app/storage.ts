/**
 * The device's storage: asking the browser to keep Muggins' data (persistent storage), and how much is used.
 * Harmless where the StorageManager API is missing.
 */

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
    return await storage.persist();
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
