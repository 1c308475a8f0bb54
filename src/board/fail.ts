import type { BoardErrorCode, BoardResult } from './types';

/** A successful board result (board may import only types from `rules`, so it has its own helpers). */
export function boardOk<T>(value: T): BoardResult<T> {
  return { ok: true, value };
}

/** A failed board result with a stable code and a sentence for players. */
export function boardErr<T>(code: BoardErrorCode, message: string): BoardResult<T> {
  return { ok: false, error: { code, message } };
}
