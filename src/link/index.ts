import { checkLog, type GameEvent } from '../game';
import { err, ok, type Result } from '../rules/result';
import { formatBase32, parseBase32 } from './base32';
import { Malformed } from './bytes';
import { crc32 } from './checksum';
import { readEvents, writeEvents } from './columns';
import { deflateRaw, inflateRaw } from './deflate';
import { DICTIONARY_V1 } from './dictionary';
import { NotEncodable, ValueReader, ValueWriter } from './values';

/*
 * A game in a URL fragment, e.g. `https://…/#M1.GZ5B…`: the fragment never leaves the device, so no server sees
 * the game. After the tag `M1.` comes base32 (see `base32.ts`: a QR code stores it densely) of the CRC-32 of the
 * packed bytes (4 bytes, big-endian) and the packed bytes deflated. Packed: the title, the extras, then the log by
 * column (see `columns.ts`): generic, so a new event type or field needs no change here.
 */

/** The tag's letter: every link's fragment starts with it, then the version and a dot, e.g. `M1.`. */
export const LINK_TAG = 'M';
/**
 * The link format this app writes and reads. Raise it on a breaking change and record it in
 * docs/ARCHITECTURE.md's "Versions" and CHANGELOG.md.
 */
export const LINK_VERSION = 1;
/** The longest fragment accepted or made, in characters: far above any game's (a long Crib Wars game by cards is under 6,000). */
export const MAX_LINK_CHARS = 100_000;
/** The most bytes a link may inflate to (deflate can expand a thousandfold). */
export const MAX_PACKED_BYTES = 4 * 1024 * 1024;

/** What a link carries: a game's title, the app's extras beside it (e.g. peg colours) and its whole log. */
export interface SharedGame {
  /** e.g. `'Ann v Bob'`. */
  readonly title: string;
  /** Any JSON-like value, e.g. `{ colors: ['red', 'blue'] }`. */
  readonly extras: unknown;
  /** The log as stored, each event valid for `parseEvent`, the first a `GameStarted`. */
  readonly events: readonly unknown[];
}

/** A game read from a link, its events checked. */
export interface LinkedGame extends SharedGame {
  readonly events: readonly GameEvent[];
}

/** Every link error code. */
export const LINK_ERROR_CODES = ['empty', 'foreign', 'future-version', 'damaged', 'too-large', 'unsafe', 'bad-event', 'bad-log', 'not-encodable'] as const;
/** Stable machine-readable codes for a link that cannot be made or read. */
export type LinkErrorCode = (typeof LINK_ERROR_CODES)[number];

/** Why a link cannot be made or read: a code for programs and a sentence for players. */
export interface LinkError {
  /** e.g. `'damaged'`. */
  readonly code: LinkErrorCode;
  /** e.g. `'This game link is damaged or cut short: copy the whole link and try again.'`. */
  readonly message: string;
}

/** A link outcome. */
export type LinkResult<T> = Result<T, LinkError>;

function linkError(code: LinkErrorCode, message: string): { readonly ok: false; readonly error: LinkError } {
  return err({ code, message });
}

const DAMAGED = 'This game link is damaged or cut short: copy the whole link and try again.';
const TOO_LARGE = `This link is too long to be a Muggins game (more than ${MAX_LINK_CHARS.toLocaleString('en')} characters).`;

/**
 * Checks a log as a whole, with the one validation every game's events go through (the engine's `checkLog`: each
 * event, then the log as a game), after its setup first: `bad-event` for an event malformed alone or a log without
 * its setup, `bad-log` for an event that does not fit its game (a repeated event, a count without its points, a
 * peg past the target without the end).
 */
function checkEvents(events: readonly unknown[]): LinkResult<GameEvent[]> {
  const first = events[0];
  const startsRight = typeof first === 'object' && first !== null && (first as { type?: unknown }).type === 'GameStarted';
  if (!startsRight) return linkError('bad-event', 'The game does not begin with its setup (GameStarted).');
  const checked = checkLog(events);
  if (checked.ok) return ok(events as GameEvent[]);
  const { code, index, message } = checked.error;
  return code === 'bad-event'
    ? linkError('bad-event', `Event ${index + 1} of the game is not valid: ${message}`)
    : linkError('bad-log', `Event ${index + 1} of the game does not fit it: ${message}`);
}

/**
 * Makes the fragment (without `#`) that carries a game, e.g. `'M1.GZ5B…'`. Refuses (`bad-event`, `bad-log`) a log
 * that `decodeLink` would refuse, a value a link cannot hold (`not-encodable`: a function, a class instance) and a game
 * too long for a link (`too-large`).
 */
export async function encodeLink(game: SharedGame): Promise<LinkResult<string>> {
  const checked = checkEvents(game.events);
  if (!checked.ok) return checked;
  const w = new ValueWriter(DICTIONARY_V1);
  try {
    w.value(game.title);
    w.value(game.extras);
    writeEvents(w, checked.value as unknown as readonly Record<string, unknown>[]);
  } catch (e) {
    if (e instanceof NotEncodable) return linkError('not-encodable', `This game cannot be put in a link: ${e.message}`);
    throw e;
  }
  const packed = w.bytes();
  if (packed.length > MAX_PACKED_BYTES) return linkError('too-large', TOO_LARGE);
  const deflated = await deflateRaw(packed);
  const framed = new Uint8Array(4 + deflated.length);
  new DataView(framed.buffer).setUint32(0, crc32(packed));
  framed.set(deflated, 4);
  const fragment = `${LINK_TAG}${LINK_VERSION}.${formatBase32(framed)}`;
  if (fragment.length > MAX_LINK_CHARS) return linkError('too-large', TOO_LARGE);
  return ok(fragment);
}

/**
 * Reads a game from a link: the whole URL, its hash (`#M1.…`) or the fragment alone, in any case. Refuses, with a sentence
 * for players, an empty, foreign, newer (`future-version`), damaged or cut, oversized or hostile (`unsafe`:
 * a `__proto__` field, absurd nesting) link, and a log the engine's `checkLog` refuses (`bad-event`, `bad-log`), so
 * every game it returns can be shown and saved. Never throws.
 */
export async function decodeLink(text: string): Promise<LinkResult<LinkedGame>> {
  try {
    return await decode(text);
  } catch {
    // Every expected failure is a value already; this is a last guard for a link nobody foresaw.
    return linkError('damaged', DAMAGED);
  }
}

async function decode(text: string): Promise<LinkResult<LinkedGame>> {
  if (typeof text !== 'string') return linkError('empty', 'There is no game link to open.');
  const hash = text.indexOf('#');
  const fragment = (hash >= 0 ? text.slice(hash + 1) : text).trim();
  if (fragment === '') return linkError('empty', 'There is no game link to open.');
  if (fragment.length > MAX_LINK_CHARS) return linkError('too-large', TOO_LARGE);
  const tag = /^m(\d{1,9})\./i.exec(fragment);
  if (!tag) return linkError('foreign', 'This is not a Muggins game link.');
  const version = Number(tag[1]);
  if (version > LINK_VERSION)
    return linkError('future-version', `This game link was made by a newer Muggins (link format ${version}): update the app to open it.`);
  if (version !== LINK_VERSION) return linkError('foreign', `This is not a Muggins game link (format ${version} is unknown).`);
  const body = fragment.slice(tag[0].length);
  if (!/^[A-Za-z2-7]*$/.test(body)) return linkError('damaged', 'This game link is damaged: it holds characters a game link never has (was it retyped?).');
  // Only the alphabet's characters: a length no link has means it was cut short.
  const framed = parseBase32(body);
  if (!framed) return linkError('damaged', DAMAGED);
  if (framed.length <= 4) return linkError('damaged', DAMAGED);
  const packed = await inflateRaw(framed.subarray(4), MAX_PACKED_BYTES);
  if (packed === 'too-large') return linkError('too-large', 'This link unpacks to more than a game could ever hold, so it was not opened.');
  if (packed === 'damaged' || crc32(packed) !== new DataView(framed.buffer, framed.byteOffset).getUint32(0)) return linkError('damaged', DAMAGED);
  let title: unknown;
  let extras: unknown;
  let events: unknown[];
  try {
    const r = new ValueReader(packed, DICTIONARY_V1);
    title = r.value();
    extras = r.value();
    events = readEvents(r);
    if (r.left !== 0) return linkError('damaged', DAMAGED);
  } catch (e) {
    if (e instanceof Malformed && e.kind === 'unsafe') return linkError('unsafe', `This game link was not made by Muggins: ${e.message}`);
    if (e instanceof Malformed) return linkError('damaged', DAMAGED);
    throw e;
  }
  if (typeof title !== 'string') return linkError('damaged', DAMAGED);
  const checked = checkEvents(events);
  if (!checked.ok) return linkError(checked.error.code, `This game link holds a game this app cannot read. ${checked.error.message}`);
  return ok({ title, extras, events: checked.value });
}
