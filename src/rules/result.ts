/** The outcome of anything that can fail for an ordinary reason (bad input, an illegal play). */
export type Result<T, E = RulesError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** An expected failure: a stable code for programs and a sentence for players. */
export interface RulesError {
  /** Stable machine-readable code, e.g. `'bad-card'`. */
  readonly code: RulesErrorCode;
  /** A message a player understands, e.g. `"'1H' is not a card: ranks are A, 2-10, J, Q, K; suits C, D, H, S"`. */
  readonly message: string;
}

export const RULES_ERROR_CODES = [
  'bad-card',
  'duplicate-card',
  'empty',
  'wrong-count',
  'over-31',
  'already-played',
  'out-of-turn',
  'no-such-seat',
  'seat-out-of-cards',
  'play-over',
  'false-go',
] as const;
export type RulesErrorCode = (typeof RULES_ERROR_CODES)[number];

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

export function rulesError(code: RulesErrorCode, message: string): { readonly ok: false; readonly error: RulesError } {
  return err({ code, message });
}
