import { ok } from '../rules/result';
import { storeError, type StoreError, type StoreResult } from './errors';
import { RECORD_VERSION, type BoardRecord, type DeckRecord, type GameRecord, type SettingRecord } from './schema';

/**
 * Checks one event of a log (the game engine's `parseEvent` fits): ok, or an error whose message says what is
 * wrong, e.g. `'Unknown event type nonsense.'`.
 */
export type EventCheck = (event: unknown) => { readonly ok: true } | { readonly ok: false; readonly error: { readonly message: string } };

/**
 * The one validation of a game's events (the game engine's `checkLog` fits): each event and the log as a whole, the
 * log's `GameStarted` naming game `gameId` (or the game it copies). Returns ok, with whatever the check built on the
 * way (the engine's timeline of the log, handed to the reader so it need not replay the log again), or the first
 * event that does not fit, 0-based, and why, e.g. `{ code: 'bad-log', index: 11, message: 'This Scored has side 7,
 * but …' }`: `bad-event` when the event alone is malformed, `bad-log` when it does not fit its game.
 */
export type LogCheck = (
  events: readonly unknown[],
  options?: { readonly gameId?: string },
) =>
  | { readonly ok: true; readonly value?: unknown }
  | { readonly ok: false; readonly error: { readonly index: number; readonly message: string; readonly code?: string } };

/** The game engine's checks of a log, given to the store: each event and, when given, the log as a whole. */
export interface LogChecks {
  /** Checks each event (the game engine's `parseEvent`); used alone when there is no `checkLog`. */
  readonly checkEvent: EventCheck;
  /** Checks the log as a whole, each event included (the game engine's `checkLog`); absent: each event is checked alone. */
  readonly checkLog?: LogCheck | undefined;
}

/** Why a game's log was refused: the event (0-based), whether it is malformed alone or does not fit, and why. */
export interface LogFault {
  readonly code: 'bad-event' | 'bad-log';
  readonly index: number;
  /** e.g. `'unknown event type nonsense'`: the check's sentence in lower case, without its full stop. */
  readonly reason: string;
}

/**
 * Every way a game's log comes in (a stored record read or backed up, an import, a link's save) goes through here:
 * the store's one validation of a game's events, `checks.checkLog` when given (it checks each event too), else
 * `checks.checkEvent` on each. Returns what the whole-log check built, or the fault.
 */
export function checkGameLog(
  events: readonly unknown[],
  gameId: string,
  checks: LogChecks,
): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly fault: LogFault } {
  if (checks.checkLog) {
    const whole = checks.checkLog(events, { gameId });
    if (whole.ok) return { ok: true, value: whole.value };
    const code = whole.error.code === 'bad-event' ? 'bad-event' : 'bad-log';
    return { ok: false, fault: { code, index: whole.error.index, reason: reason(whole.error.message) } };
  }
  for (const [index, event] of events.entries()) {
    const checked = checks.checkEvent(event);
    if (!checked.ok) return { ok: false, fault: { code: 'bad-event', index, reason: reason(checked.error.message) } };
  }
  return { ok: true, value: undefined };
}

/** A game that could not be read: its id, its title when that much is readable, and what is wrong. */
export interface UnreadableGame {
  /** e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
  /** e.g. `'Ann v Bob'`, or null when the title itself is unreadable. */
  readonly title: string | null;
  /** e.g. `{ code: 'bad-event', message: "event 12 of 'Ann v Bob': unknown event type nonsense" }`. */
  readonly error: StoreError;
}

/** Longest id the store accepts, in characters. */
export const MAX_ID = 200;
/** Longest game title, board or deck name, in characters. */
export const MAX_NAME = 1000;

export type Obj = Record<string, unknown>;

export function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isTime(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

export function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

export function isId(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= MAX_ID;
}

/** Describes a value briefly for an error message, e.g. `a string ("x")`, `null`, `an array`. */
export function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'undefined') return 'missing';
  const shown = JSON.stringify(v) ?? String(v);
  const text = shown.length > 40 ? `${shown.slice(0, 40)}…` : shown;
  return `${typeof v === 'string' ? 'a string' : typeof v === 'number' ? 'a number' : `a ${typeof v}`} (${text})`;
}

/** A version as a message shows it: `7` for a number, otherwise described, e.g. `a string ("2")`. */
export function versionText(v: unknown): string {
  return typeof v === 'number' ? String(v) : describe(v);
}

/** How a message names a game: `'Ann v Bob'` when its title is readable, otherwise `game 'g1'`. */
export function gameName(title: unknown, id: unknown): string {
  if (typeof title === 'string' && title.trim() !== '') return `'${title.length > 80 ? `${title.slice(0, 80)}…` : title}'`;
  return `game '${typeof id === 'string' ? id : String(id)}'`;
}

/** A message's reason in lower case without its full stop: `'Unknown event type x.'` -> `'unknown event type x'`. */
export function reason(message: string): string {
  return (message.charAt(0).toLowerCase() + message.slice(1)).replace(/\.$/, '');
}

/**
 * The first field of a game (stored record or exported game) that is wrong, as `'title should be a string but
 * is a number (42)'`, or null when the shared fields are sound. An old `cursor` is tolerated here; callers
 * check it against the log's length.
 */
export function gameFieldProblem(v: Obj): { readonly code: 'bad-shape' | 'unsupported-version'; readonly text: string } | null {
  if (!isId(v.id)) return { code: 'bad-shape', text: `id should be a non-empty string but is ${describe(v.id)}` };
  if (v.version !== RECORD_VERSION)
    return {
      code: 'unsupported-version',
      text: `has version ${versionText(v.version)}; this app reads version ${RECORD_VERSION} (it may come from a newer Muggins)`,
    };
  for (const k of ['createdAt', 'updatedAt'] as const)
    if (!isTime(v[k])) return { code: 'bad-shape', text: `${k} should be a time in ms but is ${describe(v[k])}` };
  if (typeof v.title !== 'string') return { code: 'bad-shape', text: `title should be a string but is ${describe(v.title)}` };
  if (v.title.length > MAX_NAME) return { code: 'bad-shape', text: `title is ${v.title.length} characters long; the longest allowed is ${MAX_NAME}` };
  if (!('setup' in v) || v.setup === undefined) return { code: 'bad-shape', text: 'setup is missing' };
  if (v.finished !== undefined && typeof v.finished !== 'boolean')
    return { code: 'bad-shape', text: `finished should be true or false but is ${describe(v.finished)}` };
  if (v.cursor !== undefined && !isCount(v.cursor)) return { code: 'bad-shape', text: `cursor should be a whole number but is ${describe(v.cursor)}` };
  return null;
}

/**
 * Parses a game record read back from IndexedDB; records from other versions are refused, not cast. A record
 * written before the store dropped its undo cursor carries `cursor`, always equal to `length`: it is read as is;
 * a cursor behind the end (never written by a released app) is reported, not ignored.
 */
export function parseGameRecord(v: unknown): StoreResult<GameRecord> {
  if (!isObject(v)) return storeError('corrupt-record', `a game record should be an object but is ${describe(v)}`);
  const name = gameName(v.title, v.id);
  const problem = gameFieldProblem(v);
  if (problem) return storeError(problem.code === 'bad-shape' ? 'corrupt-record' : problem.code, `the record of ${name}: ${problem.text}`);
  if (!isCount(v.length)) return storeError('corrupt-record', `the record of ${name}: length should be a whole number but is ${describe(v.length)}`);
  if (v.cursor !== undefined && v.cursor !== v.length)
    return storeError(
      'corrupt-record',
      `the record of ${name}: its undo cursor (${String(v.cursor)}) is behind the end of its log (${v.length}); this version keeps undo in the log`,
    );
  return ok({
    id: v.id as string,
    version: RECORD_VERSION,
    createdAt: v.createdAt as number,
    updatedAt: v.updatedAt as number,
    title: v.title as string,
    setup: v.setup,
    length: v.length,
    ...(v.finished !== undefined ? { finished: v.finished as boolean } : {}),
    ...(v.summary !== undefined ? { summary: v.summary } : {}),
  });
}

/** Describes what is wrong with a stored game record as an `UnreadableGame`. */
export function unreadableRecord(raw: unknown, fallbackId: string, error: StoreError): UnreadableGame {
  const o = isObject(raw) ? raw : {};
  return { id: typeof o.id === 'string' ? o.id : fallbackId, title: typeof o.title === 'string' ? o.title : null, error };
}

/**
 * Checks a stored log against its record and the engine's checks: every `seq` from 0 to `length - 1` once, each
 * event valid, and the log as a whole. The message names the game and the event, numbered from 1 as people count,
 * e.g. `event 12 of 'Ann v Bob': unknown event type nonsense`.
 */
export function logProblem(record: GameRecord, rows: readonly { readonly seq: number; readonly event: unknown }[], checks: LogChecks): StoreError | null {
  const checked = checkStoredLog(record, rows, checks);
  return checked.ok ? null : checked.error;
}

/**
 * `logProblem`, keeping on success what the whole-log check built (`undefined` without a `checkLog`): the engine's
 * timeline of the log, so opening a game replays its log once, not once to check it and again to show it.
 */
export function checkStoredLog(
  record: GameRecord,
  rows: readonly { readonly seq: number; readonly event: unknown }[],
  checks: LogChecks,
): StoreResult<unknown> {
  const name = gameName(record.title, record.id);
  const gap = rows.findIndex((r, i) => r.seq !== i);
  if (rows.length !== record.length || gap >= 0) {
    const where = gap >= 0 ? ` (event ${gap + 1} is missing)` : '';
    return storeError('corrupt-record', `the log of ${name} should have ${record.length} events but ${rows.length} were found${where}`);
  }
  const checked = checkGameLog(
    rows.map((r) => r.event),
    record.id,
    checks,
  );
  if (!checked.ok) return storeError(checked.fault.code, `event ${checked.fault.index + 1} of ${name}: ${checked.fault.reason}`);
  return ok(checked.value);
}

/** Parses a named record (a board or a deck profile) whose opaque payload lives under `payload`. */
function parseNamed<K extends 'board' | 'deck'>(v: unknown, payload: K, where: string): StoreResult<Obj> {
  if (!isObject(v)) return storeError('bad-shape', `${where} should be an object but is ${describe(v)}`);
  if (!isId(v.id)) return storeError('bad-shape', `${where}.id should be a non-empty string but is ${describe(v.id)}`);
  if (v.version !== RECORD_VERSION)
    return storeError('unsupported-version', `${where} (id '${v.id}') has version ${versionText(v.version)}; this app reads version ${RECORD_VERSION}`);
  if (typeof v.name !== 'string') return storeError('bad-shape', `${where}.name should be a string but is ${describe(v.name)}`);
  if (v.name.length > MAX_NAME) return storeError('bad-shape', `${where}.name is ${v.name.length} characters long; the longest allowed is ${MAX_NAME}`);
  if (!isTime(v.updatedAt)) return storeError('bad-shape', `${where}.updatedAt should be a time in ms but is ${describe(v.updatedAt)}`);
  if (!(payload in v) || v[payload] === undefined) return storeError('bad-shape', `${where}.${payload} is missing`);
  return ok(v);
}

/** Parses a saved board record read back from IndexedDB or found in an export file. */
export function parseBoardRecord(v: unknown, where = 'board'): StoreResult<BoardRecord> {
  const r = parseNamed(v, 'board', where);
  if (!r.ok) return r;
  const o = r.value;
  return ok({ id: o.id as string, version: RECORD_VERSION, name: o.name as string, updatedAt: o.updatedAt as number, board: o.board });
}

/** Parses a deck profile record read back from IndexedDB or found in an export file. */
export function parseDeckRecord(v: unknown, where = 'deck'): StoreResult<DeckRecord> {
  const r = parseNamed(v, 'deck', where);
  if (!r.ok) return r;
  const o = r.value;
  return ok({ id: o.id as string, version: RECORD_VERSION, name: o.name as string, updatedAt: o.updatedAt as number, deck: o.deck });
}

/** Parses a setting record; a key must be a plain name (never `__proto__` and the like). */
export function parseSettingRecord(v: unknown, where = 'setting'): StoreResult<SettingRecord> {
  if (!isObject(v)) return storeError('bad-shape', `${where} should be an object but is ${describe(v)}`);
  if (!isId(v.key)) return storeError('bad-shape', `${where}.key should be a non-empty string but is ${describe(v.key)}`);
  if (FORBIDDEN_KEYS.has(v.key)) return storeError('bad-key', `${where}.key is '${v.key}', which Muggins never uses`);
  if (!('value' in v) || v.value === undefined) return storeError('bad-shape', `${where}.value is missing`);
  return ok({ key: v.key, value: v.value });
}

/** Object keys that could reach a prototype if some code ever copied them by assignment. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
