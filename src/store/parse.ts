import { ok } from '../rules/result';
import { storeError, type StoreResult } from './errors';
import { RECORD_VERSION, type BoardRecord, type GameRecord } from './schema';

/** The `format` tag of every export file. */
export const EXPORT_FORMAT = 'muggins-export';
/** The export file version this app writes and reads. */
export const EXPORT_VERSION = 1;

/** One game in an export file: its record without the stored length, and its whole event log. */
export interface ExportedGame extends Omit<GameRecord, 'length'> {
  /** The whole log, including undone events past the cursor. */
  readonly events: readonly unknown[];
}

/** A JSON-ready backup of games (and saved boards). */
export interface ExportFile {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: typeof EXPORT_VERSION;
  /** When it was made, in ms since the epoch. */
  readonly exportedAt: number;
  readonly games: readonly ExportedGame[];
  /** Saved boards; absent in a single-game export. */
  readonly boards: readonly BoardRecord[];
}

/** Checks applied to opaque payloads while importing; each returns true for a valid value. */
export interface ImportValidators {
  /** Checks one event of a log (defined by the game engine). */
  readonly validateEvent: (event: unknown) => boolean;
  /** Checks a game's setup; any value passes when absent. */
  readonly validateSetup?: (setup: unknown) => boolean;
  /** Checks a saved board's data; any value passes when absent. */
  readonly validateBoard?: (board: unknown) => boolean;
}

type Obj = Record<string, unknown>;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isTime(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

function isId(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= 200;
}

/** Describes a value briefly for an error message, e.g. `a string`, `null`, `an array`. */
function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'undefined') return 'missing';
  return `${typeof v === 'string' ? 'a string' : typeof v === 'number' ? 'a number' : `a ${typeof v}`} (${JSON.stringify(v)})`;
}

/** Checks the fields a game record and an exported game share; `where` names it in messages. */
function checkGameFields(v: unknown, where: string): StoreResult<Obj> {
  if (!isObject(v)) return storeError('bad-shape', `${where} should be an object but is ${describe(v)}`);
  if (!isId(v.id)) return storeError('bad-shape', `${where}.id should be a non-empty string but is ${describe(v.id)}`);
  if (v.version !== RECORD_VERSION)
    return storeError(
      'unsupported-version',
      `${where} (id '${v.id}') has version ${describe(v.version)}; this app reads version ${RECORD_VERSION}`,
    );
  for (const k of ['createdAt', 'updatedAt'] as const)
    if (!isTime(v[k])) return storeError('bad-shape', `${where}.${k} should be a time in ms but is ${describe(v[k])}`);
  if (typeof v.title !== 'string')
    return storeError('bad-shape', `${where}.title should be a string but is ${describe(v.title)}`);
  if (!('setup' in v) || v.setup === undefined) return storeError('bad-shape', `${where}.setup is missing`);
  if (!isCount(v.cursor))
    return storeError('bad-shape', `${where}.cursor should be a whole number >= 0 but is ${describe(v.cursor)}`);
  return ok(v);
}

/** Parses a game record read back from IndexedDB; records from other versions are refused, not cast. */
export function parseGameRecord(v: unknown): StoreResult<GameRecord> {
  const base = checkGameFields(v, 'game');
  if (!base.ok) return base.error.code === 'bad-shape' ? storeError('corrupt-record', base.error.message) : base;
  const r = base.value;
  if (!isCount(r.length) || (r.cursor as number) > r.length)
    return storeError('corrupt-record', `game '${r.id}' has length ${describe(r.length)} and cursor ${r.cursor}`);
  return ok({
    id: r.id as string,
    version: RECORD_VERSION,
    createdAt: r.createdAt as number,
    updatedAt: r.updatedAt as number,
    title: r.title as string,
    setup: r.setup,
    length: r.length,
    cursor: r.cursor as number,
  });
}

/** Parses a saved board record read back from IndexedDB or found in an export file. */
export function parseBoardRecord(v: unknown, where = 'board'): StoreResult<BoardRecord> {
  if (!isObject(v)) return storeError('bad-shape', `${where} should be an object but is ${describe(v)}`);
  if (!isId(v.id)) return storeError('bad-shape', `${where}.id should be a non-empty string but is ${describe(v.id)}`);
  if (v.version !== RECORD_VERSION)
    return storeError('unsupported-version', `${where} (id '${v.id}') has version ${describe(v.version)}`);
  if (typeof v.name !== 'string') return storeError('bad-shape', `${where}.name should be a string`);
  if (!isTime(v.updatedAt)) return storeError('bad-shape', `${where}.updatedAt should be a time in ms`);
  if (!('board' in v) || v.board === undefined) return storeError('bad-shape', `${where}.board is missing`);
  return ok({ id: v.id, version: RECORD_VERSION, name: v.name, updatedAt: v.updatedAt, board: v.board });
}

/**
 * Validates a whole export file before anything is written: format, version, shapes, every event (through
 * `validators.validateEvent`) and duplicate ids. The message names the first thing wrong and where it is,
 * e.g. `games[1].events[4] is not a valid event`.
 */
export function parseExportFile(json: unknown, validators: ImportValidators): StoreResult<ExportFile> {
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json) as unknown;
    } catch {
      return storeError('not-json', 'The file is not JSON, so it is not a Muggins export');
    }
  }
  if (!isObject(json))
    return storeError('not-object', `A Muggins export is a JSON object, but this file holds ${describe(json)}`);
  if (json.format !== EXPORT_FORMAT)
    return storeError('bad-format', `This is not a Muggins export: format is ${describe(json.format)}, not "${EXPORT_FORMAT}"`);
  if (json.version !== EXPORT_VERSION)
    return storeError(
      'bad-version',
      `This export has version ${describe(json.version)}; this app reads version ${EXPORT_VERSION}. Update the app and try again`,
    );
  const exportedAt = json.exportedAt === undefined ? 0 : json.exportedAt;
  if (!isTime(exportedAt)) return storeError('bad-shape', `exportedAt should be a time in ms but is ${describe(exportedAt)}`);
  if (!Array.isArray(json.games)) return storeError('bad-shape', `games should be an array but is ${describe(json.games)}`);
  const boardsIn: unknown = json.boards === undefined ? [] : json.boards;
  if (!Array.isArray(boardsIn)) return storeError('bad-shape', `boards should be an array but is ${describe(boardsIn)}`);

  const games: ExportedGame[] = [];
  const seen = new Map<string, number>();
  for (const [i, g] of json.games.entries()) {
    const where = `games[${i}]`;
    const base = checkGameFields(g, where);
    if (!base.ok) return base;
    const r = base.value;
    const id = r.id as string;
    const first = seen.get(id);
    if (first !== undefined) return storeError('duplicate-id', `${where} has id '${id}', the same as games[${first}]`);
    seen.set(id, i);
    if (validators.validateSetup && !validators.validateSetup(r.setup))
      return storeError('bad-shape', `${where}.setup (game '${id}') is not a valid game setup`);
    if (!Array.isArray(r.events)) return storeError('bad-shape', `${where}.events should be an array but is ${describe(r.events)}`);
    if ((r.cursor as number) > r.events.length)
      return storeError('bad-shape', `${where}.cursor is ${r.cursor} but the game has only ${r.events.length} events`);
    for (const [j, e] of (r.events as unknown[]).entries())
      if (!validators.validateEvent(e)) return storeError('bad-event', `${where}.events[${j}] (game '${id}') is not a valid event`);
    games.push({
      id,
      version: RECORD_VERSION,
      createdAt: r.createdAt as number,
      updatedAt: r.updatedAt as number,
      title: r.title as string,
      setup: r.setup,
      cursor: r.cursor as number,
      events: r.events as unknown[],
    });
  }

  const boards: BoardRecord[] = [];
  const seenBoards = new Map<string, number>();
  for (const [i, b] of boardsIn.entries()) {
    const parsed = parseBoardRecord(b, `boards[${i}]`);
    if (!parsed.ok) return parsed;
    const first = seenBoards.get(parsed.value.id);
    if (first !== undefined)
      return storeError('duplicate-id', `boards[${i}] has id '${parsed.value.id}', the same as boards[${first}]`);
    seenBoards.set(parsed.value.id, i);
    if (validators.validateBoard && !validators.validateBoard(parsed.value.board))
      return storeError('bad-shape', `boards[${i}] ('${parsed.value.name}') is not a valid board`);
    boards.push(parsed.value);
  }
  return ok({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt, games, boards });
}
