import { err, type Result } from '../rules/result';

/** Every store error code, e.g. `'seq-mismatch'` for an append that does not continue the log. */
export const STORE_ERROR_CODES = [
  'not-found',
  'corrupt-record',
  'unsupported-version',
  'seq-mismatch',
  'bad-event',
  'bad-log',
  'not-json',
  'not-object',
  'bad-format',
  'bad-version',
  'bad-shape',
  'bad-key',
  'too-large',
  'duplicate-id',
  'id-exists',
  'storage-full',
  'write-failed',
  'upgraded-elsewhere',
  'newer-data',
] as const;
/** Stable machine-readable codes for the store's expected failures. */
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

/** An expected store failure: a code for programs and a sentence for people. */
export interface StoreError {
  /** e.g. `'seq-mismatch'`. */
  readonly code: StoreErrorCode;
  /** e.g. `"game 'g1' has 4 events: cannot append from 6"`. */
  readonly message: string;
}

/** A store outcome. */
export type StoreResult<T> = Result<T, StoreError>;

/** Builds a failed `StoreResult`. */
export function storeError(code: StoreErrorCode, message: string): { readonly ok: false; readonly error: StoreError } {
  return err({ code, message });
}

/**
 * What the methods that return plain values (settings, boards, decks, delete) throw when the database cannot be
 * written or read: a sentence for people and the code, never a bare `InvalidStateError`.
 */
export class StoreFailure extends Error {
  /** e.g. `'upgraded-elsewhere'`. */
  readonly code: StoreErrorCode;
  constructor(error: StoreError) {
    super(error.message);
    this.name = 'StoreFailure';
    this.code = error.code;
  }
}

/** The sentence for a database written by a newer version of the app than this one (say, after going back to an older one). */
export const NEWER_DATA =
  'Your saved games were written by a newer version of Muggins than this one, so this version leaves them as they are and saves nothing. Update Muggins (reload it while online, or install it again) to go on; meanwhile you can download the data as it is stored';

/** The sentence for a database that a newer version of the app upgraded in another tab. */
export const UPGRADED_ELSEWHERE = 'Not saved: Muggins was updated in another tab; reload this page to go on';

/**
 * Turns an exception from IndexedDB into an expected failure: storage full, the database closed or upgraded
 * elsewhere, or any other failed write. Returns null for a bug: a value that cannot be stored (`DataCloneError`) or an
 * exception that is not the database's (a `TypeError`, a `RangeError` of our own code), which the caller rethrows
 * rather than blame the device for it.
 */
export function writeFailure(e: unknown): StoreError | null {
  if (e instanceof StoreFailure) return { code: e.code, message: e.message };
  const fromDatabase =
    (typeof DOMException !== 'undefined' && e instanceof DOMException) || (typeof e === 'object' && e !== null && !(e instanceof Error) && 'name' in e);
  if (!fromDatabase) return null;
  const name = String((e as { name: unknown }).name);
  if (name === 'DataCloneError') return null;
  if (name === 'QuotaExceededError')
    return {
      code: 'storage-full',
      message: 'Not saved: this device has no room left for Muggins. Free some space (or back up and delete old games), then try again',
    };
  if (name === 'VersionError') return { code: 'upgraded-elsewhere', message: UPGRADED_ELSEWHERE };
  const detail = (e as { message?: unknown }).message;
  return { code: 'write-failed', message: `Not saved: the device refused the write (${name || 'error'}${detail ? `: ${String(detail)}` : ''}); try again` };
}

/** Runs a write that returns a result, turning a failed write into a value (a bug such as `DataCloneError` still throws). */
export async function asResult<T>(run: () => Promise<StoreResult<T>>): Promise<StoreResult<T>> {
  try {
    return await run();
  } catch (e) {
    const failure = writeFailure(e);
    if (!failure) throw e;
    return { ok: false, error: failure };
  }
}

/** Runs an operation that returns a plain value, turning IndexedDB's exceptions into a `StoreFailure`. */
export async function orFail<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const failure = writeFailure(e);
    throw failure ? new StoreFailure(failure) : e;
  }
}
