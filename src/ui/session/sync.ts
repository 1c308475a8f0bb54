/**
 * Many tabs, one truth: a tab that commits events to a game announces the game and its new log length on a
 * BroadcastChannel, and every other tab showing that game reloads the log from the store and redraws. Where
 * BroadcastChannel is missing, nothing is announced; the store's `seq-mismatch` still refuses a stale write.
 */

/** The channel's name, shared by every tab of the app's origin. */
export const SYNC_CHANNEL = 'muggins-games';

/** What a tab announces after a commit, e.g. `{ type: 'committed', gameId: 'g-lq3x9a-4k2', length: 42 }`. */
export interface Committed {
  readonly type: 'committed';
  readonly gameId: string;
  /** The stored log's length after the commit. */
  readonly length: number;
}

function isCommitted(v: unknown): v is Committed {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return m.type === 'committed' && typeof m.gameId === 'string' && Number.isSafeInteger(m.length);
}

let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SYNC_CHANNEL);
  return channel;
}

/** Tells the other tabs that `gameId`'s stored log now has `length` events. */
export function announceCommit(gameId: string, length: number): void {
  open()?.postMessage({ type: 'committed', gameId, length } satisfies Committed);
}

/** Calls `listener` for every commit another tab announces; returns the function that stops listening. */
export function onCommitElsewhere(listener: (message: Committed) => void): () => void {
  const ch = open();
  if (!ch) return () => undefined;
  const handle = (e: MessageEvent) => {
    if (isCommitted(e.data)) listener(e.data);
  };
  ch.addEventListener('message', handle);
  return () => ch.removeEventListener('message', handle);
}
