import { signal } from '@preact/signals';
import type { GameEvent, GameState, Timeline } from '../../game';
// Straight from its module, not the index: the index would bring the whole engine into the first load.
import { EMPTY_TIMELINE } from '../../game/log/emptyTimeline';
import { capitalized } from '../../rules/capital';

/** The open game as the screens draw it: signals the session alone changes (`session.ts`, `commands.ts`). */

/**
 * Where the last write stands, for the "saved" indicator. A failed write keeps its command, and any tapped before
 * the failure showed (`waiting`, in words, e.g. `['Bob +2', 'Ann +1']`): `retry` sends them again ('retry'),
 * unless only a reload can help ('reload': the database was upgraded by a newer tab); `drop` forgets them.
 */
export type SaveStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved' }
  | { readonly kind: 'failed'; readonly message: string; readonly next?: 'retry' | 'reload'; readonly waiting: readonly string[] };

/** The open game's id, or null on the home screen. */
export const gameId = signal<string | null>(null);
/** The open game's log, exactly as stored. */
export const events = signal<readonly GameEvent[]>([]);
/** The open game's timeline: its state and the commands in effect (for undo and redo). */
export const timeline = signal<Timeline>(EMPTY_TIMELINE);
/** The state of the timeline: what every screen draws. */
export const gameState = signal<GameState>(EMPTY_TIMELINE.state);
export const saveStatus = signal<SaveStatus>({ kind: 'idle' });
/** The last refused command's message, shown until the next success (e.g. "The count may not pass 31"). */
export const problem = signal('');
/** Text for the screen reader live region (and speech): every score and zone effect. */
export const announcement = signal('');

/** Phones following this table phone now (set by `ui/follow/hosting.ts`, loaded only once phones are asked to follow). */
export const phonesFollowing = signal(0);

/** Peg colours of the open game's sides, e.g. `['red', 'blue']`. */
export const sideColors = signal<readonly string[]>([]);
/** The club night the open game is played for (its id), or null. */
export const gameNight = signal<string | null>(null);

/**
 * Marks what is stored, for people and for tests that kill the browser: `<html data-saved-game="g-…"
 * data-saved-events="42">` means the first 42 events of that game are committed to IndexedDB.
 */
export function markSaved(id: string | null, length: number): void {
  if (typeof document === 'undefined') return;
  const data = document.documentElement.dataset;
  if (id === null) {
    delete data.savedGame;
    delete data.savedEvents;
  } else {
    data.savedGame = id;
    data.savedEvents = String(length);
  }
}

/** A failure as a sentence for the table, with its first letter capital and its full stop, e.g. `'Not saved: … again.'`. */
export function sentence(message: string): string {
  const text = capitalized(message);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** What stopped an operation, as a sentence: the store's own words, or the exception's. */
export function failureText(error: unknown): string {
  return sentence(error instanceof Error ? error.message : String(error));
}
