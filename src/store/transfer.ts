import { ok } from '../rules/result';
import { storeError, type StoreError, type StoreResult } from './errors';
import { rawText } from './rawText';
import { STRICT, abortQuietly, eventsOf, type Connection } from './connection';
import { parseExportFile, type DamagedGame, type ExportFile, type ExportedGame, type ImportValidators } from './exportFile';
import { DEVICE_SETTING_PREFIX, EXPORT_FORMAT, EXPORT_VERSION } from './format';
import {
  MAX_ID,
  gameName,
  logProblem,
  parseBoardRecord,
  parseDeckRecord,
  parseGameRecord,
  parseSettingRecord,
  unreadableRecord,
  type UnreadableGame,
} from './parse';
import type { IDBPTransaction } from 'idb';
import { withIndexKeys, type BoardRecord, type ClubRecord, type DeckRecord, type GameRecord, type MugginsDB, type SettingRecord } from './schema';
import { parseClubRecord } from './clubs';
import type { LoadedGame, OpenOptions } from './store';

/** Options for `importData`: checks of the opaque payloads, besides the store's own event and log checks. */
export type ImportOptions = Omit<ImportValidators, 'checkEvent' | 'checkLog'> & {
  /**
   * A board that may not be stored under its own id (a built-in board's), as the record to store instead, e.g.
   * `crib-wars` as `crib-wars-copy`; null keeps it as it is. Applied before comparing with what is here.
   */
  readonly renameBoard?: (board: BoardRecord) => BoardRecord | null;
};

/** Counts by kind, e.g. `{ games: 3, boards: 1, decks: 0, settings: 2 }`. */
export interface Counts {
  readonly games: number;
  readonly boards: number;
  readonly decks: number;
  readonly settings: number;
  /** Club nights; absent when there were none. */
  readonly clubs?: number;
}

/** What an import did. */
export interface ImportSummary {
  /** What was written, `events` counting every event of the games added. */
  readonly added: Counts & { readonly events: number };
  /** What the device already had: the same game log, board or deck profile; a setting it already has. */
  readonly alreadyHere: Counts;
  /** Games whose id was here with another log, added under a new id, e.g. `{ from: 'g1', id: 'g1~k3j2', title: 'Ann v Bob (imported copy)' }`. */
  readonly copies: readonly { readonly from: string; readonly id: string; readonly title: string }[];
  /**
   * What was left out, as sentences: a game with no moves (never started), a board or deck profile this device has
   * another version of under the same id.
   */
  readonly leftOut: readonly string[];
  /** Boards stored under another id than the file's, as sentences (an id that is a built-in board's). */
  readonly renamed: readonly string[];
  /** The damaged games whose raw records the file holds (never imported), as messages name them, e.g. `["'Ann v Bob'"]`. */
  readonly damagedInFile: readonly string[];
}

/** Whatever is stored for one game, unchecked, for a damaged game's "Download the raw data". */
export interface RawGame {
  readonly format: 'muggins-raw';
  /** When it was read, ms since the epoch. */
  readonly exportedAt: number;
  /** The game id asked for. */
  readonly id: string;
  /** The game record as stored, or null when there is none. */
  readonly record: unknown;
  /** Every stored event row of the game (`{ gameId, seq, event }`), in key order. */
  readonly events: readonly unknown[];
}

/** A backup as `exportAll` makes it. */
export interface Backup {
  readonly file: ExportFile;
  /** The file as JSON text, indented, checked to read back as a valid export. */
  readonly text: string;
  /** Games that could not be read: not among the file's games, their raw records in its `damaged` list. */
  readonly unreadable: readonly UnreadableGame[];
  /** Other records (boards, deck profiles, settings) that could not be read. */
  readonly skipped: readonly StoreError[];
}

/** Deep equality of JSON-like values, ignoring key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => sameValue(x, (b as unknown[])[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** A short, stable hash of a value's JSON (cyrb53), e.g. `'1x8k2m0q9a'`: names an imported copy by its content. */
export function contentHash(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function toExported(record: GameRecord, events: readonly unknown[]): ExportedGame {
  const { length: _length, summary: _summary, ...rest } = record;
  return { ...rest, events };
}

type MergeTx = IDBPTransaction<MugginsDB, ['games', 'events', 'boards', 'decks', 'settings', 'clubs'], 'readwrite'>;

/** Counts with club nights named only when there were any (files and summaries without clubs read as before). */
function withClubs<C extends { clubs: number }>(c: C): Omit<C, 'clubs'> & { clubs?: number } {
  const { clubs, ...rest } = c;
  return clubs > 0 ? { ...rest, clubs } : rest;
}

/** Export and import, over the store's connection. */
export function makeTransfer(conn: Connection, now: () => number, options: OpenOptions, loadGame: (id: string) => Promise<StoreResult<LoadedGame>>) {
  const checks = { checkEvent: options.checkEvent, checkLog: options.checkLog };
  const file = (
    games: ExportedGame[],
    boards: BoardRecord[] = [],
    decks: DeckRecord[] = [],
    settings: SettingRecord[] = [],
    clubs: ClubRecord[] = [],
  ): ExportFile => ({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now(),
    games,
    boards,
    decks,
    settings,
    ...(clubs.length > 0 ? { clubs } : {}),
  });

  async function exportAll(): Promise<Backup> {
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
    const backup: ExportFile = { ...file(games, boards, decks, settings, clubs), ...(damaged.length > 0 ? { damaged } : {}) };
    const text = JSON.stringify(backup, null, 2);
    // The very text offered must import: a failure here is a bug, and no backup is better than a broken one.
    const reread = parseExportFile(text, checks);
    if (!reread.ok) throw new Error(`The backup failed its own check, so it was not made: ${reread.error.message}`);
    return { file: backup, text, unreadable, skipped };
  }

  async function exportGame(id: string): Promise<StoreResult<ExportFile>> {
    const loaded = await loadGame(id);
    return loaded.ok ? ok(file([toExported(loaded.value.record, loaded.value.events)])) : loaded;
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
      return await merge(tx, parsed.value, writes, validators);
    } catch (e) {
      // A write refused part-way (storage full, a closed database): abort so nothing of the file is kept.
      await abortQuietly(tx, writes);
      throw e;
    }
  }

  async function merge(tx: MergeTx, input: ExportFile, writes: Promise<unknown>[], importOptions: ImportOptions): Promise<StoreResult<ImportSummary>> {
    const games = tx.objectStore('games');
    const events = tx.objectStore('events');
    const added = { games: 0, events: 0, boards: 0, decks: 0, settings: 0, clubs: 0 };
    const here = { games: 0, boards: 0, decks: 0, settings: 0, clubs: 0 };
    const copies: { from: string; id: string; title: string }[] = [];
    const leftOut: string[] = [];
    const renamed: string[] = [];

    /** 'free' when nothing is stored under the id, 'same' when the same log is, 'other' otherwise. */
    const compare = async (id: string, log: readonly unknown[]): Promise<'free' | 'same' | 'other'> => {
      const [raw, rows] = await Promise.all([games.get(id), events.getAll(eventsOf(id))]);
      if (raw === undefined && rows.length === 0) return 'free';
      const record = raw === undefined ? null : parseGameRecord(raw);
      const same =
        record?.ok === true &&
        record.value.length === log.length &&
        rows.length === log.length &&
        rows.every((r, i) => r.seq === i && sameValue(r.event, log[i]));
      return same ? 'same' : 'other';
    };

    for (const g of input.games) {
      // A game with no moves was never started: there is nothing of it to play or replay (and it would open on nothing).
      if (g.events.length === 0) {
        leftOut.push(`the game '${g.title}' (id '${g.id}'): it has no moves (it was never started)`);
        continue;
      }
      let target = g;
      let found = await compare(g.id, g.events);
      if (found === 'other') {
        // Keep both: the copy's id comes from its log, so importing the same file again finds it and adds nothing.
        // Its log names the copy (`renameLog`), so its state, summary and drafts are its own, not the original's.
        const id = `${g.id.slice(0, MAX_ID - 20)}~${contentHash(g.events)}`;
        target = { ...g, id, title: `${g.title} (imported copy)`, events: options.renameLog ? options.renameLog(g.events, id) : g.events };
        found = await compare(target.id, target.events);
        if (found === 'other') {
          await abortQuietly(tx, writes);
          return storeError('id-exists', `${g.title} (id '${g.id}') is on this device with another log, and so is its imported copy; nothing was imported`);
        }
      }
      if (found === 'same') {
        here.games++;
        continue;
      }
      const { events: log, ...record } = target;
      writes.push(games.put(withIndexKeys({ ...record, length: log.length })));
      for (const [seq, event] of log.entries()) writes.push(events.put({ gameId: target.id, seq, event }));
      added.games++;
      added.events += log.length;
      if (target !== g) copies.push({ from: g.id, id: target.id, title: target.title });
    }

    const named = async <K extends 'boards' | 'decks'>(store: K, list: readonly (K extends 'boards' ? BoardRecord : DeckRecord)[], what: string) => {
      const os = tx.objectStore(store);
      for (const item of list) {
        const raw: unknown = await os.get(item.id);
        if (raw === undefined) {
          writes.push(os.put(item as BoardRecord & DeckRecord));
          added[store]++;
        } else if (sameValue({ ...(raw as object), updatedAt: 0 }, { ...item, updatedAt: 0 })) here[store]++;
        else leftOut.push(`the ${what} '${item.name}' (id '${item.id}'): this device has another version, which was kept`);
      }
    };
    const boards = input.boards.map((b) => {
      const own = importOptions.renameBoard?.(b);
      if (own) renamed.push(`the board '${b.name}' (id '${b.id}') is saved as '${own.name}' (id '${own.id}'): '${b.id}' is a built-in board's id`);
      return own ?? b;
    });
    await named('boards', boards, 'board');
    await named('decks', input.decks, 'deck profile');

    const settings = tx.objectStore('settings');
    for (const s of input.settings) {
      if (s.key.startsWith(DEVICE_SETTING_PREFIX)) continue;
      if ((await settings.getKey(s.key)) !== undefined) here.settings++;
      else {
        writes.push(settings.put(s));
        added.settings++;
      }
    }
    // A club night here is kept as it is, like a board: a night's cards change all evening, so the backup's is older.
    const clubs = tx.objectStore('clubs');
    for (const night of input.clubs ?? []) {
      const raw: unknown = await clubs.get(night.id);
      if (raw === undefined) {
        writes.push(clubs.put(night));
        added.clubs++;
      } else if (sameValue({ ...(raw as object), updatedAt: 0 }, { ...night, updatedAt: 0 })) here.clubs++;
      else
        leftOut.push(
          `the club night '${(night.club as { night: { name: string } }).night.name}' (id '${night.id}'): this device has another version, which was kept`,
        );
    }
    await Promise.all([...writes, tx.done]);
    const damagedInFile = (input.damaged ?? []).map((d) => gameName(d.title, d.id));
    return ok({ added: withClubs(added), alreadyHere: withClubs(here), copies, leftOut, renamed, damagedInFile });
  }

  return { exportAll, exportGame, exportRaw, importData };
}
