import { err, type Result } from '../rules/result';

/** Every store error code, e.g. `'seq-mismatch'` for an append that does not continue the log. */
export const STORE_ERROR_CODES = [
  'not-found',
  'corrupt-record',
  'unsupported-version',
  'seq-mismatch',
  'bad-cursor',
  'bad-event',
  'not-json',
  'not-object',
  'bad-format',
  'bad-version',
  'bad-shape',
  'duplicate-id',
  'id-exists',
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
