import { err, ok, type Result } from '../rules/result';
import { formatBase32, parseBase32 } from '../link/base32';
import { crc32 } from '../link/checksum';
import { notLocalWords } from './address';
import { Broken, NotLocal, Reader, Writer } from './bytes';
import type { Candidate } from './address';
import type { Essentials, SetupRole } from './sdp';

/*
 * The two codes that link phones to the table phone, with no server between them: the table phone's offer (`F2.…`,
 * also the fragment of an app URL, so a phone's own camera app opens it) and a phone's answer (`A2.…`, scanned in the
 * app). Each is the essentials of connection descriptions (see `sdp.ts`) packed in bytes, with a CRC-32, in base32:
 * every character is in a QR code's alphanumeric set, and safe in a URL fragment and in any chat app.
 *
 * One code links several phones at once (issue 34): the table phone makes a place for each phone that may still
 * follow (up to five), each a connection of its own (its own ICE username, password and port) under one certificate,
 * so the code carries one fingerprint and each address once. A phone answers every place (one connection each, under
 * one certificate of its own); the table phone gives each answer the next free place and applies that place's
 * answer, and the phone keeps the connection that opens. The code also carries a one-time secret (a phone's first
 * message gives it back: nobody links who did not see the code) and the game's id; an answer names the code it
 * answers (the first place's ICE username).
 */

/** The table phone's code, e.g. `F2.AEAQ…`. */
export const OFFER_TAG = 'F';
/** A following phone's answer, e.g. `A2.AIAQ…`. */
export const ANSWER_TAG = 'A';
/** The code format this app writes and reads: 2 carries places for several phones (1 had one). */
export const CODE_VERSION = 2;
/** Bytes of the one-time secret. */
export const SECRET_BYTES = 16;
/** The longest game id a code carries, in characters (the app's are about 15). */
export const MAX_GAME_ID_BYTES = 64;

/** True for a game id a code carries: printable ASCII, as the app makes them (`g-lq3x9a-4k2`, a copy's `~…`). */
function isGameId(id: string): boolean {
  return /^[\x21-\x7e]+$/.test(id);
}
/** The longest code text read: far above any real one (about 500 characters), far below harm. */
export const MAX_CODE_CHARS = 2000;
/** Places in one code: as many as phones may follow one table phone. */
export const MAX_PLACES = 5;

/** One connection's part of a code: its ICE credentials and where it listens. */
export interface Place {
  /** e.g. `'x0tM'`. */
  readonly ufrag: string;
  /** e.g. `'lYTd8dPmKbh2/1DTGtfkWK2/'`. */
  readonly pwd: string;
  readonly candidates: readonly Candidate[];
}

/** The table phone's offer: its places, its certificate's fingerprint, its secret for this code, and the game. */
export interface FollowOffer {
  /** The SHA-256 fingerprint of the certificate every place uses: 32 bytes. */
  readonly fingerprint: Uint8Array;
  readonly places: readonly Place[];
  /** 16 random bytes, made at the edge. */
  readonly secret: Uint8Array;
  /** e.g. `'g-lq3x9a-4k2'`. */
  readonly gameId: string;
}

/** A following phone's answer to one code: a place answered for each of the code's places, in order. */
export interface FollowAnswer {
  readonly fingerprint: Uint8Array;
  /** The DTLS role the phone took (`active`, as browsers answer). */
  readonly setup: SetupRole;
  /** The code answered: its first place's ICE username, e.g. `'x0tM'`. */
  readonly codeId: string;
  readonly places: readonly Place[];
}

/** Every code error. */
export type CodeErrorCode = 'empty' | 'foreign' | 'wrong-kind' | 'future-version' | 'old-version' | 'damaged' | 'too-long' | 'not-local';

/** Why a code cannot be made or read: a code for programs and a sentence for players. */
export interface CodeError {
  readonly code: CodeErrorCode;
  /** e.g. `'This code is damaged or cut short: scan it again, or copy all of it.'`. */
  readonly message: string;
}

/** One place as the whole description of one connection (`formatSdp` makes it a description). */
export function placeEssentials(fingerprint: Uint8Array, setup: SetupRole, place: Place): Essentials {
  return { ufrag: place.ufrag, pwd: place.pwd, fingerprint, setup, candidates: place.candidates };
}

const KIND = { offer: 1, answer: 2 } as const;
const SETUP: readonly SetupRole[] = ['actpass', 'active', 'passive'];
const DAMAGED = 'This code is damaged or cut short: scan it again, or copy all of it.';

function codeError(code: CodeErrorCode, message: string): { readonly ok: false; readonly error: CodeError } {
  return err({ code, message });
}

function writePlaces(w: Writer, places: readonly Place[]): void {
  w.byte(places.length);
  for (const p of places) {
    w.ice(p.ufrag);
    w.ice(p.pwd);
    w.candidates(p.candidates);
  }
}

function readPlaces(r: Reader): Place[] {
  const count = r.byte();
  if (count < 1 || count > MAX_PLACES) throw new Broken();
  return Array.from({ length: count }, () => ({ ufrag: r.ice(4, 32), pwd: r.ice(22, 64), candidates: r.candidates() }));
}

function frame(tag: string, bytes: Uint8Array): string {
  return `${tag}${CODE_VERSION}.${formatBase32(bytes)}`;
}

/**
 * The table phone's code, e.g. `'F2.AEAQ…'`: put it after `#` in the app's URL for a camera app. Refuses a secret
 * that is not 16 bytes, no place or too many, or a game id too long for a code (`too-long`).
 */
export function formatOfferCode(offer: FollowOffer): Result<string, CodeError> {
  const id = Uint8Array.from(offer.gameId, (ch) => ch.charCodeAt(0));
  if (!isGameId(offer.gameId)) return codeError('damaged', "This game's id cannot travel in a code.");
  if (offer.secret.length !== SECRET_BYTES) return codeError('damaged', 'A code needs a secret of 16 bytes.');
  if (offer.places.length < 1 || offer.places.length > MAX_PLACES) return codeError('damaged', `A code has 1 to ${MAX_PLACES} places.`);
  if (id.length < 1 || id.length > MAX_GAME_ID_BYTES) return codeError('too-long', "This game's id is too long for a code.");
  const w = new Writer();
  w.byte(KIND.offer);
  w.all(offer.fingerprint);
  w.all(offer.secret);
  w.byte(id.length);
  w.all(id);
  writePlaces(w, offer.places);
  return ok(frame(OFFER_TAG, w.done()));
}

/** A following phone's answer, e.g. `'A2.AIAQ…'`. */
export function formatAnswerCode(answer: FollowAnswer): string {
  const w = new Writer();
  w.byte(KIND.answer);
  w.byte(SETUP.indexOf(answer.setup));
  w.all(answer.fingerprint);
  w.ice(answer.codeId);
  writePlaces(w, answer.places);
  return frame(ANSWER_TAG, w.done());
}

/**
 * The code's bytes, checked (tag, version, base32, CRC-32, kind), or why not; the kind's first byte is read. Any
 * whitespace inside is ignored (a chat app wraps a long code, or a phone's keyboard adds a space).
 */
function unframe(text: string, want: 'offer' | 'answer'): Result<Reader, CodeError> {
  if (typeof text !== 'string' || text.trim() === '') return codeError('empty', 'There is no code to read.');
  if (text.length > MAX_CODE_CHARS) return codeError('too-long', 'This is far too long to be a Muggins code.');
  const hash = text.indexOf('#');
  const code = (hash >= 0 ? text.slice(hash + 1) : text).replace(/\s+/g, '');
  const tag = /^([A-Za-z])(\d{1,6})\./.exec(code);
  const letter = tag?.[1]?.toUpperCase();
  if (!tag || (letter !== OFFER_TAG && letter !== ANSWER_TAG)) return codeError('foreign', 'This is not a Muggins code for following a game.');
  const version = Number(tag[2]);
  if (version > CODE_VERSION)
    return codeError('future-version', `This code was made by a newer Muggins (code format ${version}): update the app on this phone.`);
  if (version === 1)
    return codeError('old-version', 'This code was made by an older Muggins (code format 1): update the app on the other phone, then make a new code.');
  if (version !== CODE_VERSION) return codeError('foreign', 'This is not a Muggins code for following a game.');
  if ((letter === OFFER_TAG) !== (want === 'offer'))
    return want === 'offer'
      ? codeError('wrong-kind', "This is a phone's answer: scan it on the table phone, under “Scan a phone's answer”.")
      : codeError('wrong-kind', "This is the table phone's code: scan it on the phone that is to follow the game.");
  const bytes = parseBase32(code.slice(tag[0].length));
  if (!bytes || bytes.length < 5) return codeError('damaged', DAMAGED);
  const body = bytes.subarray(0, bytes.length - 4);
  if (crc32(body) !== new DataView(bytes.buffer, bytes.byteOffset).getUint32(bytes.length - 4)) return codeError('damaged', DAMAGED);
  const r = new Reader(body);
  if (r.byte() !== KIND[want]) return codeError('damaged', DAMAGED);
  return ok(r);
}

/** Reads what follows the frame with `read`, turning a broken or non-local code into its error. */
function readBody<T>(r: Reader, read: () => T): Result<T, CodeError> {
  try {
    const value = read();
    if (r.left !== 0) throw new Broken();
    return ok(value);
  } catch (e) {
    return e instanceof NotLocal ? codeError('not-local', notLocalWords(e.address)) : codeError('damaged', DAMAGED);
  }
}

/** Reads the table phone's code: the whole URL, `#F2.…` or `F2.…`, in any case, whitespace ignored. Never throws. */
export function readOfferCode(text: string): Result<FollowOffer, CodeError> {
  const framed = unframe(text, 'offer');
  if (!framed.ok) return framed;
  const r = framed.value;
  return readBody(r, () => {
    const fingerprint = r.take(32);
    const secret = r.take(SECRET_BYTES);
    const length = r.byte();
    if (length < 1 || length > MAX_GAME_ID_BYTES) throw new Broken();
    const gameId = String.fromCharCode(...r.take(length));
    if (!isGameId(gameId)) throw new Broken();
    return { fingerprint, secret, gameId, places: readPlaces(r) };
  });
}

/** Reads a following phone's answer (`A2.…`, in any case, whitespace ignored). Never throws. */
export function readAnswerCode(text: string): Result<FollowAnswer, CodeError> {
  const framed = unframe(text, 'answer');
  if (!framed.ok) return framed;
  const r = framed.value;
  return readBody(r, () => {
    const setup = SETUP[r.byte()];
    if (!setup) throw new Broken();
    const fingerprint = r.take(32);
    const codeId = r.ice(4, 32);
    return { setup, fingerprint, codeId, places: readPlaces(r) };
  });
}

/** The secret as text for the follower's first message, e.g. `'MFRGG…'` (26 characters). */
export function secretText(secret: Uint8Array): string {
  return formatBase32(secret);
}
