import { ok } from '../rules/result';
import { storeError, type StoreResult } from './errors';
import { STRICT, abortQuietly, eventsOf, type Connection } from './connection';
import { parseExportFile, type ExportFile } from './exportFile';
import { exportAll, exportFile, toExported } from './backup';
import { merge } from './merge';
import type { ImportOptions, ImportSummary, RawGame } from './transferTypes';
import type { LoadedGame, OpenOptions } from './types';

/* Export and import, loaded by the store on first use: not needed to open the app or to play. */

/** Export and import, over the store's connection. */
export function makeTransfer(conn: Connection, now: () => number, options: OpenOptions, loadGame: (id: string) => Promise<StoreResult<LoadedGame>>) {
  const checks = { checkEvent: options.checkEvent, checkLog: options.checkLog };
  async function exportGame(id: string): Promise<StoreResult<ExportFile>> {
    const loaded = await loadGame(id);
    return loaded.ok ? ok(exportFile(now(), [toExported(loaded.value.record, loaded.value.events)])) : loaded;
  }

  async function exportRaw(id: string): Promise<StoreResult<RawGame>> {
    const tx = await conn.transaction(['games', 'events']);
    const [record, events] = await Promise.all([tx.objectStore('games').get(id), tx.objectStore('events').getAll(eventsOf(id)), tx.done]);
    if (record === undefined && events.length === 0) return storeError('not-found', `There is no game '${id}'`);
    return ok({ format: 'muggins-raw', exportedAt: now(), id, record: record ?? null, events });
  }

  async function importData(json: unknown, validators: ImportOptions): Promise<StoreResult<ImportSummary>> {
    const parsed = parseExportFile(json, { ...validators, ...checks });
    if (!parsed.ok) return parsed;
    const tx = await conn.transaction(['games', 'events', 'boards', 'decks', 'settings', 'clubs'], 'readwrite', STRICT);
    const writes: Promise<unknown>[] = [];
    try {
      return await merge(tx, parsed.value, writes, validators, options);
    } catch (e) {
      // A write refused part-way (storage full, a closed database): abort so nothing of the file is kept.
      await abortQuietly(tx, writes);
      throw e;
    }
  }

  return { exportAll: (validators: ImportOptions = {}) => exportAll(conn, now, checks, validators), exportGame, exportRaw, importData };
}
