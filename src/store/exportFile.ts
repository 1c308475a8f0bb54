import { ok } from '../rules/result';
import { storeError, type StoreResult } from './errors';
import {
  checkGameLog,
  describe,
  gameFieldProblem,
  versionText,
  gameName,
  isObject,
  isTime,
  parseBoardRecord,
  parseDeckRecord,
  parseSettingRecord,
  type LogChecks,
  type Obj,
} from './parse';
import { isDamagedKind, type DamagedRecord } from './damaged';
import { EXPORT_FORMAT, EXPORT_VERSION, IMPORT_LIMITS, READABLE_EXPORT_VERSIONS, tooLargeToImport } from './format';
import { RECORD_VERSION, type BoardRecord, type ClubRecord, type DeckRecord, type GameRecord, type SettingRecord } from './schema';
import { parseClubRecord } from './clubs';

/** One game in an export file: its record without the stored length or summary, and its whole log. */
export interface ExportedGame extends Omit<GameRecord, 'length' | 'summary'> {
  /** The whole log, `Undone`/`Redone` events included. */
  readonly events: readonly unknown[];
}

/** A JSON-ready backup: games, saved boards, deck profiles and settings. */
export interface ExportFile {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: typeof EXPORT_VERSION;
  /** When it was made, in ms since the epoch. */
  readonly exportedAt: number;
  readonly games: readonly ExportedGame[];
  /** Saved boards; empty in a single-game export. */
  readonly boards: readonly BoardRecord[];
  /** Deck profiles; empty in a single-game export. */
  readonly decks: readonly DeckRecord[];
  /** The player's settings; empty in a single-game export. */
  readonly settings: readonly SettingRecord[];
  /**
   * In a backup, the records that could not be read or would not import (games, boards, deck profiles, settings,
   * club nights), each with its raw records as JSON text, exactly as stored: kept, never imported. Absent when every
   * record was sound.
   */
  readonly damaged?: readonly DamagedRecord[];
  /** Club nights (each checked by `src/club`); present only when there are any, so older apps read the file as before. */
  readonly clubs?: readonly ClubRecord[];
}

/** A backup's `damaged` list, read only for its names: refused when it is not a list of named entries. */
function parseDamaged(list: unknown): StoreResult<DamagedRecord[] | undefined> {
  if (list === undefined) return ok(undefined);
  if (!Array.isArray(list)) return storeError('bad-shape', `damaged should be an array but is ${describe(list)}`);
  if (list.length > IMPORT_LIMITS.games) return tooMany('damaged', list.length, IMPORT_LIMITS.games);
  for (const [i, d] of list.entries()) {
    // Loose on purpose: a damaged game's id or title may be anything a damaged record holds, and the list must
    // never stop a backup from reading back; they are only named in a message, cut short.
    const ok =
      isObject(d) &&
      typeof d.id === 'string' &&
      (d.kind === undefined || (typeof d.kind === 'string' && isDamagedKind(d.kind))) &&
      (d.title === null || typeof d.title === 'string') &&
      typeof d.problem === 'string' &&
      typeof d.raw === 'string';
    if (!ok) return storeError('bad-shape', `damaged[${i}] should name a damaged record (id, title, problem, raw) but is ${describe(d)}`);
  }
  return ok(list as DamagedRecord[]);
}

/** A saved board as an import takes it: the record, then the app's check of the board itself; `where` e.g. `boards[0]`. */
export function checkBoard(raw: unknown, where: string, validators: Pick<ImportValidators, 'validateBoard'>): StoreResult<BoardRecord> {
  const r = parseBoardRecord(raw, where);
  if (r.ok && validators.validateBoard && !validators.validateBoard(r.value.board))
    return storeError('bad-shape', `${where} ('${r.value.name}') is not a valid board`);
  return r;
}

/** A deck profile as an import takes it: the record, then the app's check of the deck itself. */
export function checkDeck(raw: unknown, where: string, validators: Pick<ImportValidators, 'validateDeck'>): StoreResult<DeckRecord> {
  const r = parseDeckRecord(raw, where);
  if (r.ok && validators.validateDeck && !validators.validateDeck(r.value.deck))
    return storeError('bad-shape', `${where} ('${r.value.name}') is not a valid deck profile`);
  return r;
}

/** Checks applied to opaque payloads while importing: each event and each log as a whole (`LogChecks`), and more. */
export interface ImportValidators extends LogChecks {
  /** Checks a game's setup; any value passes when absent. */
  readonly validateSetup?: (setup: unknown) => boolean;
  /** Checks a saved board's data; any value passes when absent. */
  readonly validateBoard?: (board: unknown) => boolean;
  /** Checks a deck profile; any value passes when absent. */
  readonly validateDeck?: (deck: unknown) => boolean;
}

/**
 * Finds the first `__proto__` key or a value nested deeper than the limit, walking without recursion so a
 * hostile file cannot overflow the stack. Returns the path, e.g. `games[0].events[3]`.
 */
function hostileShape(root: unknown): StoreResult<null> {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > IMPORT_LIMITS.depth) return storeError('too-large', `the file nests values more than ${IMPORT_LIMITS.depth} deep (at ${path || 'the top'})`);
    if (Array.isArray(v)) {
      for (const [i, x] of v.entries()) stack.push({ v: x, path: `${path}[${i}]`, depth: depth + 1 });
    } else
      for (const key of Object.keys(v)) {
        const at = path ? `${path}.${key}` : key;
        if (key === '__proto__') return storeError('bad-key', `the file holds a key '__proto__' at ${at}; Muggins never writes one`);
        stack.push({ v: (v as Obj)[key], path: at, depth: depth + 1 });
      }
  }
  return ok(null);
}

function tooMany(what: string, n: number, limit: number): StoreResult<never> {
  return storeError('too-large', `${what} holds ${n} entries; the most an import takes is ${limit}`);
}

/** Parses one game of an export file; `where` is e.g. `games[1]`. */
function parseExportedGame(g: unknown, where: string, validators: ImportValidators): StoreResult<ExportedGame> {
  if (!isObject(g)) return storeError('bad-shape', `${where} should be an object but is ${describe(g)}`);
  const problem = gameFieldProblem(g);
  if (problem) return storeError(problem.code, `${where}${problem.code === 'bad-shape' ? '.' : ' '}${problem.text}`);
  const id = g.id as string;
  const name = gameName(g.title, id);
  if (validators.validateSetup && !validators.validateSetup(g.setup)) return storeError('bad-shape', `${where}.setup (${name}) is not a valid game setup`);
  if (!Array.isArray(g.events)) return storeError('bad-shape', `${where}.events should be an array but is ${describe(g.events)}`);
  if (g.events.length > IMPORT_LIMITS.eventsPerGame) return tooMany(`${where}.events`, g.events.length, IMPORT_LIMITS.eventsPerGame);
  if (g.cursor !== undefined && g.cursor !== g.events.length)
    return storeError(
      'bad-shape',
      (g.cursor as number) > g.events.length
        ? `${where}.cursor is ${String(g.cursor)} but the game has only ${g.events.length} events`
        : `${where}.cursor is ${String(g.cursor)} but the game has ${g.events.length} events: undone events kept behind a cursor cannot be imported`,
    );
  const checked = checkGameLog(g.events, id, validators);
  if (!checked.ok) {
    const { code, index, reason } = checked.fault;
    return code === 'bad-event'
      ? storeError('bad-event', `${where}.events[${index}] (${name}) is not a valid event: ${reason}`)
      : storeError('bad-log', `event ${index + 1} of ${name} (${where}.events[${index}]) does not fit its game: ${reason}`);
  }
  return ok({
    id,
    version: RECORD_VERSION,
    createdAt: g.createdAt as number,
    updatedAt: g.updatedAt as number,
    title: g.title as string,
    setup: g.setup,
    ...(typeof g.finished === 'boolean' ? { finished: g.finished } : {}),
    events: g.events as unknown[],
  });
}

/** Parses a list of records of one kind, refusing duplicate ids (or keys) and anything over the limit. */
function parseList<T>(
  list: unknown,
  field: string,
  limit: number,
  parse: (v: unknown, where: string) => StoreResult<T>,
  keyOf: (t: T) => string,
): StoreResult<T[]> {
  const items: unknown = list === undefined ? [] : list;
  if (!Array.isArray(items)) return storeError('bad-shape', `${field} should be an array but is ${describe(items)}`);
  if (items.length > limit) return tooMany(field, items.length, limit);
  const out: T[] = [];
  const seen = new Map<string, number>();
  for (const [i, raw] of items.entries()) {
    const parsed = parse(raw, `${field}[${i}]`);
    if (!parsed.ok) return parsed;
    const key = keyOf(parsed.value);
    const first = seen.get(key);
    if (first !== undefined) return storeError('duplicate-id', `${field}[${i}] has id '${key}', the same as ${field}[${first}]`);
    seen.set(key, i);
    out.push(parsed.value);
  }
  return ok(out);
}

/**
 * Validates a whole export file (version 1 or 2) before anything is written: size, format, version, shapes,
 * every event (through `validators.checkEvent`), every log as a whole (`validators.checkLog`), duplicate ids and
 * `__proto__` keys. The message names the first
 * thing wrong and where it is, e.g. `games[1].events[4] ('Ann v Bob') is not a valid event: unknown event type x`.
 * Accepts the JSON text or the parsed value; returns the file in the current version's shape.
 */
export function parseExportFile(input: unknown, validators: ImportValidators): StoreResult<ExportFile> {
  let json = input;
  if (typeof json === 'string') {
    const tooLarge = tooLargeToImport(json.length);
    if (tooLarge) return storeError('too-large', tooLarge);
    try {
      json = JSON.parse(json) as unknown;
    } catch {
      return storeError('not-json', 'The file is not JSON (it may be cut short), so it is not a Muggins export');
    }
  }
  if (!isObject(json)) return storeError('not-object', `A Muggins export is a JSON object, but this file holds ${describe(json)}`);
  const hostile = hostileShape(json);
  if (!hostile.ok) return hostile;
  if (json.format !== EXPORT_FORMAT) {
    const found = json.format === undefined ? 'it has no "format" line' : `its "format" is ${describe(json.format)}`;
    return storeError('bad-format', `This is not a Muggins backup or export: those begin with "format": "${EXPORT_FORMAT}", and ${found}`);
  }
  if (!READABLE_EXPORT_VERSIONS.includes(json.version as number))
    return storeError(
      'bad-version',
      `This export has version ${versionText(json.version)}; this app reads versions ${READABLE_EXPORT_VERSIONS.join(' and ')}. Update the app and try again`,
    );
  const exportedAt = json.exportedAt === undefined ? 0 : json.exportedAt;
  if (!isTime(exportedAt)) return storeError('bad-shape', `exportedAt should be a time in ms but is ${describe(exportedAt)}`);
  if (!Array.isArray(json.games)) return storeError('bad-shape', `games should be an array but is ${describe(json.games)}`);

  const games = parseList(
    json.games,
    'games',
    IMPORT_LIMITS.games,
    (g, where) => parseExportedGame(g, where, validators),
    (g) => g.id,
  );
  if (!games.ok) return games;
  const boards = parseList(
    json.boards,
    'boards',
    IMPORT_LIMITS.boards,
    (b, where) => checkBoard(b, where, validators),
    (b) => b.id,
  );
  if (!boards.ok) return boards;
  const decks = parseList(
    json.decks,
    'decks',
    IMPORT_LIMITS.decks,
    (d, where) => checkDeck(d, where, validators),
    (d) => d.id,
  );
  if (!decks.ok) return decks;
  const settings = parseList(json.settings, 'settings', IMPORT_LIMITS.settings, parseSettingRecord, (s) => s.key);
  if (!settings.ok) return settings;
  const damaged = parseDamaged(json.damaged);
  if (!damaged.ok) return damaged;
  const clubs = parseList(json.clubs, 'clubs', IMPORT_LIMITS.clubs, parseClubRecord, (c) => c.id);
  if (!clubs.ok) return clubs;
  return ok({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt,
    games: games.value,
    boards: boards.value,
    decks: decks.value,
    settings: settings.value,
    ...(damaged.value ? { damaged: damaged.value } : {}),
    ...(clubs.value.length > 0 ? { clubs: clubs.value } : {}),
  });
}
