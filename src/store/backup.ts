import type { StoreError, StoreResult } from './errors';
import { rawText } from './rawText';
import type { Connection } from './connection';
import { checkBoard, checkDeck, parseExportFile, type ExportFile, type ExportedGame } from './exportFile';
import type { DamagedKind, DamagedRecord } from './damaged';
import { DEVICE_SETTING_PREFIX, EXPORT_FORMAT, EXPORT_VERSION } from './format';
import { gameName, isObject, logProblem, parseGameRecord, parseSettingRecord, unreadableRecord, type LogChecks, type UnreadableGame } from './parse';
import type { BoardRecord, ClubRecord, DeckRecord, GameRecord, SettingRecord } from './schema';
import { parseClubRecord } from './clubs';
import type { Backup, ImportOptions, RawGame } from './transferTypes';

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

/** Why a record of a store could not be read, named for the message, e.g. `{ kind: 'board', id: 'b1', title: 'Pub board', … }`. */
function damagedOf(kind: DamagedKind, raw: unknown, key: unknown, error: StoreError): DamagedRecord {
  const o = isObject(raw) ? raw : {};
  const night = kind === 'club' && isObject(o.club) && isObject(o.club.night) ? o.club.night.name : undefined;
  const title = kind === 'setting' ? null : (night ?? o.name);
  return { kind, id: String(key), title: typeof title === 'string' ? title : null, problem: error.message, raw: rawText(raw) };
}

/**
 * Every record of the device in one export file, restorable by construction: each record is checked as an import
 * checks it (the store's record checks, the engine's log checks, and the app's checks of boards, deck profiles and
 * setups, `validators`, the very ones the app imports with); one that fails travels raw in the file's `damaged`
 * list, named, never dropped. The text is then read back as an import reads it; a failure there is a bug and throws.
 */
export async function exportAll(conn: Connection, now: () => number, checks: LogChecks, validators: ImportOptions = {}): Promise<Backup> {
  const tx = await conn.transaction(['games', 'events', 'boards', 'decks', 'settings', 'clubs']);
  const [rawGames, gameKeys, rows, rawBoards, boardKeys, rawDecks, deckKeys, rawSettings, settingKeys, rawClubs, clubKeys] = await Promise.all([
    tx.objectStore('games').getAll(),
    tx.objectStore('games').getAllKeys(),
    tx.objectStore('events').getAll(),
    tx.objectStore('boards').getAll(),
    tx.objectStore('boards').getAllKeys(),
    tx.objectStore('decks').getAll(),
    tx.objectStore('decks').getAllKeys(),
    tx.objectStore('settings').getAll(),
    tx.objectStore('settings').getAllKeys(),
    tx.objectStore('clubs').getAll(),
    tx.objectStore('clubs').getAllKeys(),
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
  const damaged: DamagedRecord[] = [];
  const damagedRecords: DamagedRecord[] = [];
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
    const problem = r.ok ? (logProblem(r.value, logRows, checks) ?? setupProblem(r.value, validators)) : r.error;
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
  const readAll = <T>(kind: DamagedKind, raws: readonly unknown[], keys: readonly unknown[], check: (v: unknown) => StoreResult<T>): T[] =>
    raws.flatMap((raw, i) => {
      const r = check(raw);
      if (!r.ok) damagedRecords.push(damagedOf(kind, raw, keys[i], r.error));
      return r.ok ? [r.value] : [];
    });
  const boards = readAll('board', rawBoards, boardKeys, (v) => checkBoard(v, 'board', validators));
  const decks = readAll('deck', rawDecks, deckKeys, (v) => checkDeck(v, 'deck', validators));
  const kept = rawSettings.flatMap((s, i) => (typeof s.key === 'string' && s.key.startsWith(DEVICE_SETTING_PREFIX) ? [] : [[s, settingKeys[i]] as const]));
  const settings = readAll(
    'setting',
    kept.map(([s]) => s),
    kept.map(([, key]) => key),
    (v) => parseSettingRecord(v),
  );
  const clubs = readAll('club', rawClubs, clubKeys, (v) => parseClubRecord(v));
  const allDamaged = [...damaged, ...damagedRecords];
  const backup: ExportFile = { ...exportFile(now(), games, boards, decks, settings, clubs), ...(allDamaged.length > 0 ? { damaged: allDamaged } : {}) };
  const text = JSON.stringify(backup, null, 2);
  // The very text offered must import, read as the app imports it: a failure here is a bug, and no backup is better than a broken one.
  const reread = parseExportFile(text, { ...validators, ...checks });
  if (!reread.ok) throw new Error(`The backup failed its own check, so it was not made: ${reread.error.message}`);
  return { file: backup, text, unreadable, damagedRecords };
}

/** A game whose setup the app's import would refuse (`validateSetup`), as the store names it; null when it passes. */
function setupProblem(record: GameRecord, validators: ImportOptions): StoreError | null {
  if (!validators.validateSetup || validators.validateSetup(record.setup)) return null;
  return { code: 'corrupt-record', message: `the setup of ${gameName(record.title, record.id)} is not a valid game setup` };
}
