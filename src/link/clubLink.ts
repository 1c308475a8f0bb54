import {
  invitationEntrants,
  parseCard,
  parseEntrants,
  parseNightInfo,
  parseSeasonMove,
  parseSeating,
  type Entrant,
  type SeasonMove,
  type NightInfo,
  type PlayerCard,
  type SeatedRound,
} from '../club';
import { err, ok, type Result } from '../rules/result';
import { formatBase32, parseBase32 } from './base32';
import { Malformed } from './bytes';
import { crc32 } from './checksum';
import { deflateRaw, inflateRaw } from './deflate';
import type { Dictionary } from './dictionary';
import { NotEncodable, ValueReader, ValueWriter } from './values';

/*
 * A club night's card (or the night itself, to invite players) in a URL fragment, e.g. `https://…/#C1.AB3X…`: the
 * game link's machinery (see `index.ts`) under its own tag. After `C1.` comes base32 of the CRC-32 of the packed
 * value (4 bytes, big-endian) and the packed value deflated; packed with `ValueWriter` and the frozen dictionary
 * below. A card of nine games makes a fragment of 379 characters: one QR code a phone reads at arm's length.
 */

/** The tag's letter: every card link's fragment starts with it, then the version and a dot, e.g. `C1.`. */
export const CLUB_LINK_TAG = 'C';
/**
 * The card link format this app writes and reads. Raise it on a breaking change and record it in
 * docs/ARCHITECTURE.md's "Versions" and CHANGELOG.md.
 */
export const CLUB_LINK_VERSION = 1;
/** The longest fragment accepted or made, in characters: a card of 99 games is under 6,000. */
export const MAX_CLUB_LINK_CHARS = 20_000;
/** The most bytes a card link may inflate to. */
export const MAX_CLUB_PACKED_BYTES = 256 * 1024;

/**
 * What card link format 1 knows before it reads a link: the field names of a card, its night and format, and its
 * key lists in the order the app writes them. Frozen: never edit or reorder it; a change is a new version.
 */
export const CLUB_DICTIONARY_V1: Dictionary = Object.freeze({
  strings: Object.freeze([
    'kind',
    'card',
    'night',
    'version',
    'player',
    'lines',
    'id',
    'name',
    'date',
    'format',
    'games',
    'win',
    'skunk',
    'doubleSkunk',
    'loss',
    'tieBreaks',
    'qualify',
    'gameHole',
    'wins',
    'spread',
    'skunks',
    'game',
    'opponent',
    'won',
    'own',
    'theirs',
    'source',
    'corrected',
    'typed',
    'gameId',
  ]),
  shapes: Object.freeze([
    Object.freeze(['kind', 'card']),
    Object.freeze(['kind', 'night']),
    Object.freeze(['version', 'night', 'player', 'lines']),
    Object.freeze(['id', 'name', 'date', 'format']),
    Object.freeze(['games', 'win', 'skunk', 'doubleSkunk', 'loss', 'tieBreaks', 'qualify', 'gameHole']),
    Object.freeze(['game', 'opponent', 'won', 'own', 'theirs', 'source', 'corrected']),
    Object.freeze(['kind']),
    Object.freeze(['kind', 'gameId']),
  ]),
});

/**
 * What a card link carries: a player's card, or a night (an invitation to keep a card for it), with the night's
 * entrants (names and rounds) and its seating when the director has them. Both are optional keys of format 1: an
 * older app reads the night and leaves them; this app reads an invitation without them as a night without a list.
 */
export type ClubShare =
  | { readonly kind: 'card'; readonly card: PlayerCard }
  | { readonly kind: 'night'; readonly night: NightInfo; readonly entrants?: readonly Entrant[]; readonly seating?: readonly SeatedRound[] }
  /** A club's season moving to another phone whole (`kind: 'season'`, added in format 1: an older app refuses it). */
  | { readonly kind: 'season'; readonly season: SeasonMove };

/** Every card link error code. */
export const CLUB_LINK_ERROR_CODES = ['empty', 'foreign', 'future-version', 'damaged', 'too-large', 'unsafe', 'bad-card', 'not-encodable'] as const;
/** Stable codes for a card link that cannot be made or read. */
export type ClubLinkErrorCode = (typeof CLUB_LINK_ERROR_CODES)[number];

/** Why a card link cannot be made or read: a code for programs and a sentence for players. */
export interface ClubLinkError {
  readonly code: ClubLinkErrorCode;
  /** e.g. `'This card link is damaged or cut short: copy the whole link and try again.'`. */
  readonly message: string;
}

function fail(code: ClubLinkErrorCode, message: string): { readonly ok: false; readonly error: ClubLinkError } {
  return err({ code, message });
}

const DAMAGED = 'This card link is damaged or cut short: copy the whole link and try again.';
const SEASON_TOO_LARGE = `This season is too large for a link (more than ${MAX_CLUB_LINK_CHARS.toLocaleString('en')} characters): send its file instead.`;
const TOO_LARGE = `This link is too long to be a Muggins tournament card (more than ${MAX_CLUB_LINK_CHARS.toLocaleString('en')} characters).`;

/** Checks what a link would carry, as `decodeClubLink` will. */
function check(value: unknown): Result<ClubShare, ClubLinkError> {
  if (typeof value !== 'object' || value === null) return fail('bad-card', 'This link holds no tournament card.');
  const v = value as Record<string, unknown>;
  if (v.kind === 'card') {
    const card = parseCard(v.card);
    return card.ok ? ok({ kind: 'card', card: card.value }) : fail('bad-card', `This link holds a card this app cannot read. ${card.error.message}`);
  }
  if (v.kind === 'night') {
    const night = parseNightInfo(v.night);
    if (!night.ok) return fail('bad-card', `This link holds a night this app cannot read. ${night.error.message}`);
    const entrants = v.entrants === undefined ? undefined : parseEntrants(v.entrants);
    if (entrants === null) return fail('bad-card', "This invitation's list of entrants is damaged (names must be unique).");
    const seating = v.seating === undefined ? undefined : parseSeating(v.seating);
    if (seating === null) return fail('bad-card', "This invitation's seating is damaged.");
    return ok({ kind: 'night', night: night.value, ...(entrants ? { entrants: invitationEntrants(entrants) } : {}), ...(seating ? { seating } : {}) });
  }
  if (v.kind === 'season') {
    const season = parseSeasonMove(v.season);
    return season.ok
      ? ok({ kind: 'season', season: season.value })
      : fail('bad-card', `This link holds a season this app cannot read. ${season.error.message}`);
  }
  return fail('bad-card', 'This link holds no tournament card.');
}

/** Makes the fragment (without `#`) that carries a card or a night, e.g. `'C1.AB3X…'`; refuses what it could not read back. */
export async function encodeClubLink(share: ClubShare): Promise<Result<string, ClubLinkError>> {
  const checked = check(share);
  if (!checked.ok) return checked;
  const w = new ValueWriter(CLUB_DICTIONARY_V1);
  try {
    w.value(checked.value);
  } catch (e) {
    if (e instanceof NotEncodable) return fail('not-encodable', `This card cannot be put in a link: ${e.message}`);
    throw e;
  }
  const packed = w.bytes();
  const tooLarge = share.kind === 'season' ? SEASON_TOO_LARGE : TOO_LARGE;
  if (packed.length > MAX_CLUB_PACKED_BYTES) return fail('too-large', tooLarge);
  const deflated = await deflateRaw(packed);
  const framed = new Uint8Array(4 + deflated.length);
  new DataView(framed.buffer).setUint32(0, crc32(packed));
  framed.set(deflated, 4);
  const fragment = `${CLUB_LINK_TAG}${CLUB_LINK_VERSION}.${formatBase32(framed)}`;
  return fragment.length > MAX_CLUB_LINK_CHARS ? fail('too-large', tooLarge) : ok(fragment);
}

/** True when `text` (a URL, a hash or a fragment) is meant as a card link: its fragment starts `C<n>.` in any case. */
export function isClubLink(text: string): boolean {
  const hash = text.indexOf('#');
  return /^c\d{1,9}\./i.test((hash >= 0 ? text.slice(hash + 1) : text).trim());
}

/**
 * Reads a card or a night from a link: the whole URL, its hash or the fragment alone, in any case. Refuses, with a
 * sentence for players, an empty, foreign (a game link among them), newer, damaged or cut, oversized or hostile link,
 * and a card `parseCard` refuses. Never throws.
 */
export async function decodeClubLink(text: string): Promise<Result<ClubShare, ClubLinkError>> {
  try {
    return await decode(text);
  } catch {
    return fail('damaged', DAMAGED);
  }
}

async function decode(text: string): Promise<Result<ClubShare, ClubLinkError>> {
  if (typeof text !== 'string') return fail('empty', 'There is no card link to read.');
  const hash = text.indexOf('#');
  const fragment = (hash >= 0 ? text.slice(hash + 1) : text).trim();
  if (fragment === '') return fail('empty', 'There is no card link to read: paste the whole link a player sent.');
  if (fragment.length > MAX_CLUB_LINK_CHARS) return fail('too-large', TOO_LARGE);
  if (/^m\d{1,9}\./i.test(fragment)) return fail('foreign', 'This is a Muggins game link, not a tournament card: open it to see the game.');
  const tag = /^c(\d{1,9})\./i.exec(fragment);
  if (!tag) return fail('foreign', 'This is not a Muggins tournament card link.');
  const version = Number(tag[1]);
  if (version > CLUB_LINK_VERSION)
    return fail('future-version', `This card link was made by a newer Muggins (card link ${version}): update the app to read it.`);
  if (version !== CLUB_LINK_VERSION) return fail('foreign', `This is not a Muggins tournament card link (format ${version} is unknown).`);
  const body = fragment.slice(tag[0].length);
  if (!/^[A-Za-z2-7]*$/.test(body)) return fail('damaged', 'This card link is damaged: it holds characters a card link never has (was it retyped?).');
  const framed = parseBase32(body);
  if (!framed || framed.length <= 4) return fail('damaged', DAMAGED);
  const packed = await inflateRaw(framed.subarray(4), MAX_CLUB_PACKED_BYTES);
  if (packed === 'too-large') return fail('too-large', 'This link unpacks to more than a tournament card could ever hold, so it was not read.');
  if (packed === 'damaged' || crc32(packed) !== new DataView(framed.buffer, framed.byteOffset).getUint32(0)) return fail('damaged', DAMAGED);
  let value: unknown;
  try {
    const r = new ValueReader(packed, CLUB_DICTIONARY_V1);
    value = r.value();
    if (r.left !== 0) return fail('damaged', DAMAGED);
  } catch (e) {
    if (e instanceof Malformed && e.kind === 'unsafe') return fail('unsafe', `This card link was not made by Muggins: ${e.message}`);
    if (e instanceof Malformed) return fail('damaged', DAMAGED);
    throw e;
  }
  return check(value);
}
