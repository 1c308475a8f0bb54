import { parseResultCode, type ResultCode } from '../club';
import { err, ok, type Result } from '../rules/result';
import { formatBase32, parseBase32 } from './base32';
import { Malformed } from './bytes';
import { crc32 } from './checksum';
import type { Dictionary } from './dictionary';
import { ValueReader, ValueWriter } from './values';

/*
 * A game's result code, e.g. `R1.AB3X…`: one game of a club night shown as a QR code at the table, for the opponent's
 * phone to scan (the paper card's initials). `R` and the version, a dot, then base32 of a CRC-32 of the packed game
 * (4 bytes, big-endian) and the packed game: an array of the night's id, the round, who shows it, who scans it,
 * both scores from the shower's side and the line's id, packed with `ValueWriter` (no deflate: it is short). Every
 * character is in a QR code's alphanumeric set. It is not a URL: it is scanned inside the app, never opened.
 */

/** The tag's letter. */
export const RESULT_CODE_TAG = 'R';
/** The result code format this app writes and reads; raise it on a breaking change (CHANGELOG.md, docs/ARCHITECTURE.md). */
export const RESULT_CODE_VERSION = 1;
/** The longest result code read, in characters: two names of 60 characters make about 330. */
export const MAX_RESULT_CODE_CHARS = 600;

/** Frozen with format 1: nothing is known before the first byte. */
const RESULT_DICTIONARY_V1: Dictionary = Object.freeze({ strings: Object.freeze([]), shapes: Object.freeze([]) });

/** Why a result code was refused, as a sentence for players. */
export type ResultCodeError = { readonly code: 'empty' | 'foreign' | 'future-version' | 'damaged' | 'too-large'; readonly message: string };

const DAMAGED = 'This result code is damaged or was changed: scan it again from the other phone.';

function fail(code: ResultCodeError['code'], message: string): { readonly ok: false; readonly error: ResultCodeError } {
  return err({ code, message });
}

/** A game's result code, e.g. `'R1.AAAA…'`. */
export function encodeResultCode(game: ResultCode): string {
  const w = new ValueWriter(RESULT_DICTIONARY_V1);
  w.value([game.night, game.round, game.from, game.to, game.own, game.theirs, game.line]);
  const packed = w.bytes();
  const framed = new Uint8Array(4 + packed.length);
  new DataView(framed.buffer).setUint32(0, crc32(packed));
  framed.set(packed, 4);
  return `${RESULT_CODE_TAG}${RESULT_CODE_VERSION}.${formatBase32(framed)}`;
}

/** True when `text` is meant as a result code (`R<n>.` in any case), so a scanner can tell it from other codes. */
export function isResultCode(text: string): boolean {
  return /^r\d{1,9}\./i.test(text.trim());
}

/** Reads a result code: refused with a sentence when empty, another kind, newer, too long, damaged or changed. Never throws. */
export function decodeResultCode(text: string): Result<ResultCode, ResultCodeError> {
  const code = typeof text === 'string' ? text.trim() : '';
  if (code === '') return fail('empty', 'There is no result code to read.');
  if (code.length > MAX_RESULT_CODE_CHARS) return fail('too-large', 'This is too long to be a result code.');
  const tag = /^r(\d{1,9})\./i.exec(code);
  if (!tag) return fail('foreign', "This is not a game's result code: scan the code the other phone shows for your game.");
  const version = Number(tag[1]);
  if (version > RESULT_CODE_VERSION)
    return fail('future-version', `This result code was made by a newer Muggins (code ${version}): update the app to read it.`);
  if (version !== RESULT_CODE_VERSION) return fail('foreign', `This is not a result code this app knows (format ${version}).`);
  const framed = parseBase32(code.slice(tag[0].length));
  if (!framed || framed.length <= 4) return fail('damaged', DAMAGED);
  const packed = framed.subarray(4);
  if (crc32(packed) !== new DataView(framed.buffer, framed.byteOffset).getUint32(0)) return fail('damaged', DAMAGED);
  try {
    const r = new ValueReader(packed, RESULT_DICTIONARY_V1);
    const value = r.value();
    if (r.left !== 0 || !Array.isArray(value) || value.length !== 7) return fail('damaged', DAMAGED);
    const [night, round, from, to, own, theirs, line] = value as unknown[];
    const game = parseResultCode({ night, round, from, to, own, theirs, line });
    return game ? ok(game) : fail('damaged', DAMAGED);
  } catch (e) {
    if (e instanceof Malformed) return fail('damaged', DAMAGED);
    throw e;
  }
}
