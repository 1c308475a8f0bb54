import { err, ok, type Result } from '../rules/result';
import { formatBase32, parseBase32 } from '../link/base32';
import { crc32 } from '../link/checksum';
import { ICE_CHARS, MAX_CANDIDATES, MAX_MDNS_NAME, MDNS_UUID, formatIpv6, parseIpv6, type Candidate, type Essentials, type SetupRole } from './sdp';

/*
 * The two codes that link a phone to the table phone, with no server between them: the table phone's offer
 * (`F1.…`, also the fragment of an app URL, so a phone's own camera app opens it) and the other phone's answer
 * (`A1.…`, scanned in the app). Each is the essentials of a connection description (see `sdp.ts`) packed in
 * bytes, with a CRC-32 of them, in base32: every character is in a QR code's alphanumeric set (5.5 bits each), and
 * safe in a URL fragment and in any chat app. The offer also carries a one-time secret (the follower's first
 * message must give it back) and the game's id; the answer names the offer it answers (its ICE username), so the
 * table phone can tell an answer to an older code.
 */

/** The table phone's code, e.g. `F1.AEAQ…`. */
export const OFFER_TAG = 'F';
/** A following phone's answer, e.g. `A1.AIAQ…`. */
export const ANSWER_TAG = 'A';
/** The code format this app writes and reads. */
export const CODE_VERSION = 1;
/** Bytes of the one-time secret. */
export const SECRET_BYTES = 16;
/** The longest game id a code carries, in UTF-8 bytes (the app's are about 15). */
export const MAX_GAME_ID_BYTES = 64;
/** The longest code text read: far above any real one (about 200 characters), far below harm. */
export const MAX_CODE_CHARS = 2000;

/** The table phone's offer: how to reach it, its secret for this one phone, and the game. */
export interface FollowOffer {
  readonly essentials: Essentials;
  /** 16 random bytes, made at the edge. */
  readonly secret: Uint8Array;
  /** e.g. `'g-lq3x9a-4k2'`. */
  readonly gameId: string;
}

/** A following phone's answer to one offer. */
export interface FollowAnswer {
  readonly essentials: Essentials;
  /** The ICE username of the offer answered, e.g. `'x0tM'`. */
  readonly offerUfrag: string;
}

/** Every code error. */
export type CodeErrorCode = 'empty' | 'foreign' | 'wrong-kind' | 'future-version' | 'damaged' | 'too-long';

/** Why a code cannot be made or read: a code for programs and a sentence for players. */
export interface CodeError {
  readonly code: CodeErrorCode;
  /** e.g. `'This code is damaged or cut short: scan it again, or copy all of it.'`. */
  readonly message: string;
}

const KIND = { offer: 1, answer: 2 } as const;
const SETUP: readonly SetupRole[] = ['actpass', 'active', 'passive'];
const ADDRESS = { ipv4: 4, ipv6: 6, mdnsUuid: 16, mdnsName: 17 } as const;
const DAMAGED = 'This code is damaged or cut short: scan it again, or copy all of it.';

function codeError(code: CodeErrorCode, message: string): { readonly ok: false; readonly error: CodeError } {
  return err({ code, message });
}

/** A code that did not read: thrown inside the reader only, returned as `damaged`. */
class Broken extends Error {}

class Writer {
  private readonly bytes: number[] = [];

  byte(b: number): void {
    this.bytes.push(b & 0xff);
  }

  all(bytes: Uint8Array): void {
    for (const b of bytes) this.byte(b);
  }

  /** ICE characters, 6 bits each after a length byte: 4 characters in 3 bytes. */
  ice(text: string): void {
    this.byte(text.length);
    let acc = 0;
    let bits = 0;
    for (const ch of text) {
      acc = (acc << 6) | ICE_CHARS.indexOf(ch);
      bits += 6;
      while (bits >= 8) {
        bits -= 8;
        this.byte(acc >> bits);
      }
      acc &= (1 << bits) - 1;
    }
    if (bits > 0) this.byte(acc << (8 - bits));
  }

  done(): Uint8Array {
    const body = Uint8Array.from(this.bytes);
    const out = new Uint8Array(body.length + 4);
    out.set(body);
    new DataView(out.buffer).setUint32(body.length, crc32(body));
    return out;
  }
}

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get left(): number {
    return this.bytes.length - this.at;
  }

  byte(): number {
    if (this.at >= this.bytes.length) throw new Broken();
    return this.bytes[this.at++]!;
  }

  take(n: number): Uint8Array {
    if (this.at + n > this.bytes.length) throw new Broken();
    const out = this.bytes.slice(this.at, this.at + n);
    this.at += n;
    return out;
  }

  ice(min: number, max: number): string {
    const length = this.byte();
    if (length < min || length > max) throw new Broken();
    const packed = this.take(Math.ceil((length * 6) / 8));
    let text = '';
    let acc = 0;
    let bits = 0;
    let i = 0;
    while (text.length < length) {
      acc = ((acc << 8) | packed[i++]!) & 0xffff;
      bits += 8;
      while (bits >= 6 && text.length < length) {
        bits -= 6;
        text += ICE_CHARS[(acc >> bits) & 63];
      }
    }
    if ((acc & ((1 << bits) - 1)) !== 0) throw new Broken();
    return text;
  }
}

function writeEssentials(w: Writer, e: Essentials): void {
  w.byte(SETUP.indexOf(e.setup));
  w.ice(e.ufrag);
  w.ice(e.pwd);
  w.all(e.fingerprint);
  const candidates = e.candidates.slice(0, MAX_CANDIDATES);
  w.byte(candidates.length);
  for (const c of candidates) {
    if (c.kind === 'ipv4') {
      w.byte(ADDRESS.ipv4);
      for (const part of c.address.split('.')) w.byte(Number(part));
    } else if (c.kind === 'ipv6') {
      w.byte(ADDRESS.ipv6);
      w.all(parseIpv6(c.address)!);
    } else if (MDNS_UUID.test(c.address)) {
      w.byte(ADDRESS.mdnsUuid);
      const hex = c.address.slice(0, 36).replace(/-/g, '');
      for (let i = 0; i < 32; i += 2) w.byte(parseInt(hex.slice(i, i + 2), 16));
    } else {
      w.byte(ADDRESS.mdnsName);
      const name = c.address.slice(0, -'.local'.length);
      w.byte(name.length);
      for (const ch of name) w.byte(ch.charCodeAt(0));
    }
    w.byte(c.port >> 8);
    w.byte(c.port);
  }
}

function readCandidate(r: Reader): Candidate {
  const kind = r.byte();
  let candidate: Omit<Candidate, 'port'>;
  if (kind === ADDRESS.ipv4) candidate = { kind: 'ipv4', address: [...r.take(4)].join('.') };
  else if (kind === ADDRESS.ipv6) candidate = { kind: 'ipv6', address: formatIpv6(r.take(16)) };
  else if (kind === ADDRESS.mdnsUuid) {
    const hex = [...r.take(16)].map((b) => b.toString(16).padStart(2, '0')).join('');
    candidate = { kind: 'mdns', address: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local` };
  } else if (kind === ADDRESS.mdnsName) {
    const length = r.byte();
    if (length < 1 || length > MAX_MDNS_NAME - '.local'.length) throw new Broken();
    const name = String.fromCharCode(...r.take(length));
    if (!/^[a-z0-9-]+$/.test(name)) throw new Broken();
    candidate = { kind: 'mdns', address: `${name}.local` };
  } else throw new Broken();
  const port = (r.byte() << 8) | r.byte();
  if (port === 0) throw new Broken();
  return { ...candidate, port } as Candidate;
}

function readEssentials(r: Reader): Essentials {
  const setup = SETUP[r.byte()];
  if (!setup) throw new Broken();
  const ufrag = r.ice(4, 32);
  const pwd = r.ice(22, 64);
  const fingerprint = r.take(32);
  const count = r.byte();
  if (count > MAX_CANDIDATES) throw new Broken();
  const candidates = Array.from({ length: count }, () => readCandidate(r));
  return { ufrag, pwd, fingerprint, setup, candidates };
}

function frame(tag: string, bytes: Uint8Array): string {
  return `${tag}${CODE_VERSION}.${formatBase32(bytes)}`;
}

/**
 * The table phone's code, e.g. `'F1.AEAQ…'`: put it after `#` in the app's URL for a camera app. Refuses a
 * secret that is not 16 bytes or a game id too long for a code (`too-long`).
 */
export function formatOfferCode(offer: FollowOffer): Result<string, CodeError> {
  const id = new TextEncoder().encode(offer.gameId);
  if (offer.secret.length !== SECRET_BYTES) return codeError('damaged', 'A code needs a secret of 16 bytes.');
  if (id.length < 1 || id.length > MAX_GAME_ID_BYTES) return codeError('too-long', "This game's id is too long for a code.");
  const w = new Writer();
  w.byte(KIND.offer);
  writeEssentials(w, offer.essentials);
  w.all(offer.secret);
  w.byte(id.length);
  w.all(id);
  return ok(frame(OFFER_TAG, w.done()));
}

/** A following phone's answer, e.g. `'A1.AIAQ…'`. */
export function formatAnswerCode(answer: FollowAnswer): string {
  const w = new Writer();
  w.byte(KIND.answer);
  writeEssentials(w, answer.essentials);
  w.ice(answer.offerUfrag);
  return frame(ANSWER_TAG, w.done());
}

/** The code's bytes, checked (tag, version, base32, CRC-32, kind), or why not; the kind's first byte is read. */
function unframe(text: string, want: 'offer' | 'answer'): Result<Reader, CodeError> {
  if (typeof text !== 'string' || text.trim() === '') return codeError('empty', 'There is no code to read.');
  if (text.length > MAX_CODE_CHARS) return codeError('too-long', 'This is far too long to be a Muggins code.');
  const hash = text.indexOf('#');
  const code = (hash >= 0 ? text.slice(hash + 1) : text).trim();
  const tag = /^([A-Za-z])(\d{1,6})\./.exec(code);
  const letter = tag?.[1]?.toUpperCase();
  if (!tag || (letter !== OFFER_TAG && letter !== ANSWER_TAG)) return codeError('foreign', 'This is not a Muggins code for following a game.');
  const version = Number(tag[2]);
  if (version > CODE_VERSION)
    return codeError('future-version', `This code was made by a newer Muggins (code format ${version}): update the app on this phone.`);
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

/** Reads the table phone's code: the whole URL, `#F1.…` or `F1.…`, in any case. Never throws. */
export function readOfferCode(text: string): Result<FollowOffer, CodeError> {
  const framed = unframe(text, 'offer');
  if (!framed.ok) return framed;
  const r = framed.value;
  try {
    const essentials = readEssentials(r);
    const secret = r.take(SECRET_BYTES);
    const length = r.byte();
    if (length < 1 || length > MAX_GAME_ID_BYTES) throw new Broken();
    const gameId = new TextDecoder('utf-8', { fatal: true }).decode(r.take(length));
    if (r.left !== 0) throw new Broken();
    return ok({ essentials, secret, gameId });
  } catch {
    return codeError('damaged', DAMAGED);
  }
}

/** Reads a following phone's answer (`A1.…`, in any case). Never throws. */
export function readAnswerCode(text: string): Result<FollowAnswer, CodeError> {
  const framed = unframe(text, 'answer');
  if (!framed.ok) return framed;
  const r = framed.value;
  try {
    const essentials = readEssentials(r);
    const offerUfrag = r.ice(4, 32);
    if (r.left !== 0) throw new Broken();
    return ok({ essentials, offerUfrag });
  } catch {
    return codeError('damaged', DAMAGED);
  }
}

/** The secret as text for the follower's first message, e.g. `'MFRGG…'` (26 characters). */
export function secretText(secret: Uint8Array): string {
  return formatBase32(secret);
}
