import type { StoreError, StoreResult } from './errors';
import { rawText } from './rawText';
import type { Connection } from './connection';
import { parseExportFile, type DamagedGame, type ExportFile, type ExportedGame } from './exportFile';
import { DEVICE_SETTING_PREFIX, EXPORT_FORMAT, EXPORT_VERSION } from './format';
import {
  logProblem,
  parseBoardRecord,
  parseDeckRecord,
  parseGameRecord,
  parseSettingRecord,
  unreadableRecord,
  type LogChecks,
  type UnreadableGame,
} from './parse';
import type { BoardRecord, ClubRecord, DeckRecord, GameRecord, SettingRecord } from './schema';
import { parseClubRecord } from './clubs';
import type { Backup, RawGame } from './transferTypes';

/* A backup: every record of the device in one export file, checked to import before it is offered. */

/** A game as an export file holds it: its record without the stored length or summary, and its whole log. */
export function toExported(record: GameRecord, events: readonly unknown[]): ExportedGame {
  const { length: _length, summary: _summary, ...rest } = record;
  return { ...rest, events };
}

/** An export file of what is given, made at \`exportedAt\`; club nights named only when there are any. */
export function exportFile(
  exportedAt: number,
  games: ExportedGame[],
  boards: BoardRecord[] = [],
  decks: DeckRecord[] = [],
  settings: SettingRecord[] = [],
  clubs: ClubRecord[] = [],
): ExportFile {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt, games, boards, decks, settings, ...(clubs.length > 0 ? { clubs } : {}) };
}

export async function exportAll(conn: Connection, now: () => number, checks: LogChecks): Promise<Backup> {
  const tx = await conn.transaction(['games', 'events', 'boards', 'decks', 'settings', 'clubs']);
  const [rawGames, gameKeys, rows, rawBoards, rawDecks, rawSettings, rawClubs] = await Promise.all([
    tx.objectStore('games').getAll(),
    tx.objectStore('games').getAllKeys(),
    tx.objectStore('events').getAll(),
    tx.objectStore('boards').getAll(),
    tx.objectStore('decks').getAll(),
    tx.objectStore('settings').getAll(),
    tx.objectStore('clubs').getAll(),
    tx.done,
  ]);
  const byGame = new Map<string, { seq: number; event: unknown }[]>();
  for (const r of rows) {
    let list = byGame.get(r.gameId);
    if (!list) {
      list = [];
      byGame.set(r.gameId, list);
    }
    list.push(r);
  }
  const unreadable: UnreadableGame[] = [];
  const damaged: DamagedGame[] = [];
  const skipped: StoreError[] = [];
  const games: ExportedGame[] = [];
  /** A game that cannot be read: named, and its raw records kept in the file as they are stored. */
  const keepRaw = (game: UnreadableGame, record: unknown, logRows: readonly unknown[]) => {
    unreadable.push(game);
    const raw: RawGame = { format: 'muggins-raw', exportedAt: now(), id: game.id, record, events: logRows };
    damaged.push({ id: game.id, title: game.title, problem: game.error.message, raw: rawText(raw) });
  };
  rawGames.forEach((raw, i) => {
    const key = String(gameKeys[i]);
    const logRows = byGame.get(key) ?? [];
    byGame.delete(key);
    const r = parseGameRecord(raw);
    const problem = r.ok ? logProblem(r.value, logRows, checks) : r.error;
    if (problem) keepRaw(unreadableRecord(raw, key, problem), raw, logRows);
    else if (r.ok)
      games.push(
        toExported(
          r.value,
          logRows.map((row) => row.event),
        ),
      );
  });
  for (const [id, orphans] of byGame)
    keepRaw(
      { id, title: null, error: { code: 'corrupt-record', message: `${orphans.length} events of game '${id}' are stored without their game record` } },
      null,
      orphans,
    );
  const readAll = <T>(raws: unknown[], parse: (v: unknown) => StoreResult<T>): T[] =>
    raws.flatMap((raw) => {
      const r = parse(raw);
      if (!r.ok) skipped.push(r.error);
      return r.ok ? [r.value] : [];
    });
  const boards = readAll(rawBoards, (v) => parseBoardRecord(v));
  const decks = readAll(rawDecks, (v) => parseDeckRecord(v));
  const settings = readAll(
    rawSettings.filter((s) => !(typeof s.key === 'string' && s.key.startsWith(DEVICE_SETTING_PREFIX))),
    (v) => parseSettingRecord(v),
  );
  const clubs = readAll(rawClubs, (v) => parseClubRecord(v));
  const backup: ExportFile = { ...exportFile(now(), games, boards, decks, settings, clubs), ...(damaged.length > 0 ? { damaged } : {}) };
  const text = JSON.stringify(backup, null, 2);
  // The very text offered must import: a failure here is a bug, and no backup is better than a broken one.
  const reread = parseExportFile(text, checks);
  if (!reread.ok) throw new Error(`The backup failed its own check, so it was not made: ${reread.error.message}`);
  return { file: backup, text, unreadable, skipped };
}
