/**
 * Cards half-entered for a count, kept per game in `localStorage` so a reload (or a closed tab) loses nothing typed
 * (issue 15.8). A draft belongs to one count of one round; it is cleared when the count is scored.
 */

/** A count's cards as entered so far. */
export interface CountDraft {
  /** The round, e.g. `3`. */
  readonly round: number;
  /** Which count of the show, by its place in the counting order, e.g. `1`. */
  readonly count: number;
  /** Card ids entered so far, e.g. `['5H', 'JD']`. */
  readonly cards: readonly string[];
  /** The starter picked here when the round's was not entered, e.g. `'5D'`, or `null`. */
  readonly starter: string | null;
  /** The claim typed so far, e.g. `'12'`, or `''`. */
  readonly claim: string;
}

/** The storage key of a game's draft, e.g. `'muggins:draft:g-lq3x9a-4k2'`. */
export function draftKey(gameId: string): string {
  return `muggins:draft:${gameId}`;
}

function isDraft(value: unknown): value is CountDraft {
  const d = value as CountDraft | null;
  return (
    typeof d === 'object' && d !== null && Number.isInteger(d.round) && Number.isInteger(d.count) && Array.isArray(d.cards)
    && d.cards.every((c) => typeof c === 'string') && (d.starter === null || typeof d.starter === 'string') && typeof d.claim === 'string'
  );
}

/** The game's draft for this count, or `null` (none, another count's, or unreadable). */
export function loadDraft(gameId: string, round: number, count: number): CountDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(gameId));
    const draft: unknown = raw === null ? null : JSON.parse(raw);
    return isDraft(draft) && draft.round === round && draft.count === count ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; an empty one clears it. Storage that refuses (private mode, full) only loses the draft. */
export function saveDraft(gameId: string, draft: CountDraft): void {
  try {
    if (draft.cards.length === 0 && draft.starter === null && draft.claim === '') localStorage.removeItem(draftKey(gameId));
    else localStorage.setItem(draftKey(gameId), JSON.stringify(draft));
  } catch {
    /* a draft is a convenience: nothing scored depends on it */
  }
}

/** Forgets the game's draft (its count was scored). */
export function clearDraft(gameId: string): void {
  try {
    localStorage.removeItem(draftKey(gameId));
  } catch {
    /* as above */
  }
}
