import { getStore } from './load';

/**
 * Cards half-entered for a count, kept per game in the store (a `device:` setting, never backed up, deleted with its
 * game) so a reload (or a closed tab) loses nothing typed (issue 15.8). A draft belongs to one count of one round;
 * it is cleared when the count is scored. The open game's draft is read with the game (`readDraft`, awaited by
 * `openGame`), so the table reads it at once (`loadDraft`); every change is written behind (`saveDraft`).
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

/** True for a stored value shaped as a draft (stored by an older or newer app, it is checked before use). */
export function isDraft(value: unknown): value is CountDraft {
  const d = value as CountDraft | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    Number.isInteger(d.round) &&
    Number.isInteger(d.count) &&
    Array.isArray(d.cards) &&
    d.cards.every((c) => typeof c === 'string') &&
    (d.starter === null || typeof d.starter === 'string') &&
    typeof d.claim === 'string'
  );
}

/** The draft of the game read last (`readDraft`) and changed since, e.g. `{ gameId: 'g-1', draft: null }`. */
let kept: { readonly gameId: string; draft: CountDraft | null } | null = null;

/** The writes in flight, one after another: a clear never overtakes the save before it. */
let writing: Promise<void> = Promise.resolve();

/**
 * Reads the game's draft from the store and keeps it for `loadDraft`; resolves to it, or `null` (none, unreadable,
 * or a store that cannot be read: a draft is a convenience, nothing scored depends on it).
 */
export async function readDraft(gameId: string): Promise<CountDraft | null> {
  let draft: CountDraft | null = null;
  try {
    await writing;
    const stored = await (await getStore()).getDraft(gameId);
    draft = isDraft(stored) ? stored : null;
  } catch {
    draft = null;
  }
  kept = { gameId, draft };
  return draft;
}

/** The game's draft for this count, as read with the game and changed since; `null` for none or another count's. */
export function loadDraft(gameId: string, round: number, count: number): CountDraft | null {
  const draft = kept?.gameId === gameId ? kept.draft : null;
  return draft !== null && draft.round === round && draft.count === count ? draft : null;
}

/** Writes one change behind the ones before it; a store that refuses (full, private mode) only loses the draft. */
function write(change: (store: Awaited<ReturnType<typeof getStore>>) => Promise<void>): Promise<void> {
  writing = writing.then(async () => {
    try {
      await change(await getStore());
    } catch {
      /* a draft is a convenience: nothing scored depends on it */
    }
  });
  return writing;
}

/** Keeps the draft (at once for `loadDraft`, then in the store); an empty one clears it. Never rejects. */
export function saveDraft(gameId: string, draft: CountDraft): Promise<void> {
  if (draft.cards.length === 0 && draft.starter === null && draft.claim === '') return clearDraft(gameId);
  kept = { gameId, draft };
  return write((store) => store.putDraft(gameId, draft));
}

/** Forgets the game's draft (its count was scored). Never rejects. */
export function clearDraft(gameId: string): Promise<void> {
  if (kept?.gameId === gameId) kept.draft = null;
  return write((store) => store.deleteDraft(gameId));
}
