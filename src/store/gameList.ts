import type { Connection } from './connection';
import { parseGameRecord, unreadableRecord, type UnreadableGame } from './parse';
import type { GameRecord } from './schema';
import type { GameList, GamePage, GamePosition } from './types';

/* The game list, read from the records alone (never an event): all of it, a page at a time, or a count. */

/** Every game record, newest first, and the records that cannot be read (`Store.listGames`). */
export async function listGames(conn: Connection): Promise<GameList> {
  // Sorted here, not by an index: a broken record without updatedAt would be missing from the index.
  const tx = await conn.transaction(['games']);
  const [raws, keys] = await Promise.all([tx.store.getAll(), tx.store.getAllKeys(), tx.done]);
  const games: GameRecord[] = [];
  const unreadable: UnreadableGame[] = [];
  raws.forEach((raw, i) => {
    const r = parseGameRecord(raw);
    if (r.ok) games.push(r.value);
    else unreadable.push(unreadableRecord(raw, String(keys[i]), r.error));
  });
  // Ties in the order `pageGames` reads them: the larger id first.
  return { games: games.sort((x, y) => y.updatedAt - x.updatedAt || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0)), unreadable };
}

/** One page of the game list, newest first (`Store.pageGames`). */
export async function pageGames(conn: Connection, limit: number, after: GamePosition | null): Promise<GamePage> {
  const tx = await conn.transaction(['games']);
  const byUpdated = tx.store.index('byUpdated');
  const counts = Promise.all([tx.store.count(), byUpdated.count()]);
  const games: GameRecord[] = [];
  const unreadable: UnreadableGame[] = [];
  let cursor = await byUpdated.openCursor(after ? IDBKeyRange.upperBound(after.key) : null, 'prev');
  // Games changed in the same millisecond share a key: those at or after the last one read were on that page.
  while (cursor && after && indexedDB.cmp(cursor.key, after.key) === 0 && indexedDB.cmp(cursor.primaryKey, after.id) >= 0) cursor = await cursor.continue();
  let last: GamePosition | null = null;
  for (; cursor && games.length + unreadable.length < limit; cursor = await cursor.continue()) {
    const r = parseGameRecord(cursor.value);
    if (r.ok) games.push(r.value);
    else unreadable.push(unreadableRecord(cursor.value, String(cursor.primaryKey), r.error));
    last = { key: cursor.key, id: cursor.primaryKey };
  }
  const [total, indexed] = await counts;
  // A record without a valid `updatedAt` is missing from the index, and no such record is readable: name them.
  if (!after && total > indexed) {
    const placed = new Set((await byUpdated.getAllKeys()).map(String));
    for (const key of await tx.store.getAllKeys())
      if (!placed.has(String(key))) {
        const raw = await tx.store.get(key);
        const r = parseGameRecord(raw);
        if (!r.ok) unreadable.push(unreadableRecord(raw, String(key), r.error));
      }
  }
  await tx.done;
  return { games, unreadable, next: cursor ? last : null, total };
}

/** How many finished games changed after `since`, counted from an index (`Store.countFinishedSince`). */
export async function countFinishedSince(conn: Connection, since: number | null): Promise<number> {
  const tx = await conn.transaction(['games']);
  const [n] = await Promise.all([tx.store.index('byFinished').count(since === null ? undefined : IDBKeyRange.lowerBound(since, true)), tx.done]);
  return n;
}
