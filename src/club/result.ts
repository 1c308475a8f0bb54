/** Why club data was refused: a stable code and a sentence for players. */
export interface ClubError {
  /** `name-clash`: a card whose player's name is a gathered card's written otherwise; the director chooses. */
  readonly code: 'bad-format' | 'bad-line' | 'bad-card' | 'bad-name' | 'name-clash';
  readonly message: string;
}

/** A value, or why not. */
export type ClubResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ClubError };

export function ok<T>(value: T): ClubResult<T> {
  return { ok: true, value };
}

export function err(code: ClubError['code'], message: string): { readonly ok: false; readonly error: ClubError } {
  return { ok: false, error: { code, message } };
}
