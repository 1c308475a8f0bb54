import { describe, expect, test } from 'vitest';
import { GRASS_ROOTS, newCard, typedLine, type PlayerCard } from '../../src/club';
import { encodeLink } from '../../src/link';
import { formatBase32 } from '../../src/link/base32';
import { crc32 } from '../../src/link/checksum';
import {
  CLUB_DICTIONARY_V1,
  MAX_CLUB_LINK_CHARS,
  MAX_CLUB_PACKED_BYTES,
  decodeClubLink,
  encodeClubLink,
  isClubLink,
  type ClubShare,
} from '../../src/link/clubLink';
import { deflateRaw } from '../../src/link/deflate';
import { ValueWriter } from '../../src/link/values';
import { makeQr } from '../../src/ui/share/qr';
import { corpusGame } from '../game/corpus';

/*
 * A tournament card in a link (issue 29 item 2): the game link's machinery (deflate, base32, CRC-32) under the tag
 * `C1.`, read back exactly; anything damaged, foreign, newer, oversized or hostile refused with a sentence.
 */

const NIGHT = { id: 'n-lq3x9a-4k2', name: 'Thursday club', date: '2026-11-26', format: GRASS_ROOTS };

/** Ann's nine games: six played in Muggins (game ids as the app makes them), three typed from paper. */
function nineGames(): PlayerCard {
  const scores: [string, number, number][] = [
    ['Bob', 121, 100],
    ['Cy', 121, 85],
    ['Di', 110, 121],
    ['Ed', 121, 119],
    ['Flo', 121, 95],
    ['Gus', 121, 101],
    ['Hal', 121, 111],
    ['Ivy', 121, 98],
    ['Jo', 121, 116],
  ];
  const lines = scores.map(([o, a, b], i) => {
    const r = typedLine(GRASS_ROOTS, i + 1, o, a, b);
    if (!r.ok) throw new Error(r.error.message);
    return i < 6 ? { ...r.value, source: { kind: 'game' as const, gameId: `g-mh${i}x9a1-${(i * 7919).toString(36).padStart(6, 'k')}` } } : r.value;
  });
  return { ...newCard(NIGHT, 'Ann'), lines };
}

async function encode(share: ClubShare): Promise<string> {
  const r = await encodeClubLink(share);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A link around any packed value, with the right tag, CRC and deflate: only the contents are tested. */
async function frame(value: unknown, version = 1): Promise<string> {
  const w = new ValueWriter(CLUB_DICTIONARY_V1);
  w.value(value);
  return frameBytes(w.bytes(), version);
}

async function frameBytes(packed: Uint8Array, version = 1): Promise<string> {
  const deflated = await deflateRaw(packed);
  const framed = new Uint8Array(4 + deflated.length);
  new DataView(framed.buffer).setUint32(0, crc32(packed));
  framed.set(deflated, 4);
  return `C${version}.${formatBase32(framed)}`;
}

describe('a card link round-trips (issue 29 item 2)', () => {
  test('a nine-game card: the fragment is C1. and base32, 379 characters, read back exactly, from a URL, a hash or in lower case', async () => {
    const share: ClubShare = { kind: 'card', card: nineGames() };
    const fragment = await encode(share);
    expect(fragment).toMatch(/^C1\.[A-Z2-7]+$/);
    expect(fragment.length).toBe(379);
    expect(await decodeClubLink(fragment)).toStrictEqual({ ok: true, value: share });
    expect(await decodeClubLink(`https://muggins.example.org/cribbage/#${fragment}`)).toStrictEqual({ ok: true, value: share });
    expect(await decodeClubLink(`#${fragment.toLowerCase()}`)).toStrictEqual({ ok: true, value: share });
    expect(isClubLink(`https://x/#${fragment}`)).toBe(true);
  });

  test('one QR code a phone reads at arm’s length: with the page address, a nine-game card is version 13 at level M, an invitation version 7', async () => {
    const prefix = 'https://muggins.example.org/cribbage/#';
    const card = await makeQr(prefix + (await encode({ kind: 'card', card: nineGames() })));
    const invitation = await makeQr(prefix + (await encode({ kind: 'night', night: NIGHT })));
    expect(card.ok && [card.value.version, card.value.level]).toEqual([13, 'M']);
    expect(invitation.ok && [invitation.value.version, invitation.value.level]).toEqual([7, 'M']);
  });

  test('an invitation to the night (the night alone) round-trips', async () => {
    const share: ClubShare = { kind: 'night', night: NIGHT };
    const fragment = await encode(share);
    expect(fragment.length).toBeLessThan(120);
    expect(await decodeClubLink(fragment)).toStrictEqual({ ok: true, value: share });
  });

  test('a card the app could not read back is not made into a link', async () => {
    const bad = { kind: 'card', card: { ...nineGames(), player: ' ' } } as ClubShare;
    expect(await encodeClubLink(bad)).toEqual({
      ok: false,
      error: { code: 'bad-card', message: "This link holds a card this app cannot read. The card's player has no name." },
    });
  });
});

describe('a damaged, foreign, newer, oversized or hostile card link is refused with a sentence (issue 29 item 2)', () => {
  test('one character changed: the checksum does not match', async () => {
    const fragment = await encode({ kind: 'card', card: nineGames() });
    const at = fragment.length - 7;
    const damaged = fragment.slice(0, at) + (fragment[at] === 'A' ? 'B' : 'A') + fragment.slice(at + 1);
    expect(await decodeClubLink(damaged)).toEqual({
      ok: false,
      error: { code: 'damaged', message: 'This card link is damaged or cut short: copy the whole link and try again.' },
    });
  });

  test.each([
    ['cut short', (f: string) => f.slice(0, 60), 'damaged', 'This card link is damaged or cut short: copy the whole link and try again.'],
    [
      'a character a link never has',
      (f: string) => `${f.slice(0, 20)}1${f.slice(21)}`,
      'damaged',
      'This card link is damaged: it holds characters a card link never has (was it retyped?).',
    ],
    ['empty', () => '   ', 'empty', 'There is no card link to read: paste the whole link a player sent.'],
    ['another site', () => 'https://example.com/#/club', 'foreign', 'This is not a Muggins tournament card link.'],
    [
      'a newer format',
      (f: string) => `C2.${f.slice(3)}`,
      'future-version',
      'This card link was made by a newer Muggins (card link 2): update the app to read it.',
    ],
    ['an unknown older format', (f: string) => `C0.${f.slice(3)}`, 'foreign', 'This is not a Muggins tournament card link (format 0 is unknown).'],
    [
      'longer than any card',
      () => `C1.${'A'.repeat(MAX_CLUB_LINK_CHARS)}`,
      'too-large',
      'This link is too long to be a Muggins tournament card (more than 20,000 characters).',
    ],
  ])('%s', async (_name, change, code, message) => {
    const fragment = await encode({ kind: 'card', card: nineGames() });
    expect(await decodeClubLink(change(fragment))).toEqual({ ok: false, error: { code, message } });
  });

  test('a game link pasted where a card is wanted says what it is', async () => {
    const game = await encodeLink({ title: 'Ann v Bob', extras: { colors: [] }, events: corpusGame('three-player, void').events });
    expect(game.ok).toBe(true);
    expect(await decodeClubLink(`https://x/#${game.ok ? game.value : ''}`)).toEqual({
      ok: false,
      error: { code: 'foreign', message: 'This is a Muggins game link, not a tournament card: open it to see the game.' },
    });
  });

  test('a link that inflates past 256 KiB is refused before it is read', async () => {
    const fragment = await frameBytes(new Uint8Array(MAX_CLUB_PACKED_BYTES + 1));
    expect(fragment.length).toBeLessThan(2000);
    expect(await decodeClubLink(fragment)).toEqual({
      ok: false,
      error: { code: 'too-large', message: 'This link unpacks to more than a tournament card could ever hold, so it was not read.' },
    });
  });

  test('a __proto__ field is refused as unsafe; a sound link of something else, or a card the app cannot read, as no card', async () => {
    const hostile = JSON.parse('{"kind":"card","card":{"__proto__":{"player":"x"}}}') as unknown;
    expect(await decodeClubLink(await frame(hostile))).toEqual({
      ok: false,
      error: { code: 'unsafe', message: 'This card link was not made by Muggins: The link holds a field named __proto__, which no game has.' },
    });
    expect(await decodeClubLink(await frame({ kind: 'game', events: [] }))).toEqual({
      ok: false,
      error: { code: 'bad-card', message: 'This link holds no tournament card.' },
    });
    expect(await decodeClubLink(await frame({ kind: 'card', card: { ...nineGames(), version: 9 } }))).toEqual({
      ok: false,
      error: { code: 'bad-card', message: 'This link holds a card this app cannot read. This card is version 9; this app reads version 1.' },
    });
  });
});

describe('the dictionary of card link format 1 is frozen', () => {
  test('no text or key list twice; its checksum pinned (raise CLUB_LINK_VERSION to change it)', () => {
    expect(new Set(CLUB_DICTIONARY_V1.strings).size).toBe(CLUB_DICTIONARY_V1.strings.length);
    expect(new Set(CLUB_DICTIONARY_V1.shapes.map((k) => JSON.stringify(k))).size).toBe(CLUB_DICTIONARY_V1.shapes.length);
    expect([CLUB_DICTIONARY_V1.strings.length, CLUB_DICTIONARY_V1.shapes.length]).toEqual([30, 8]);
    expect(crc32(new TextEncoder().encode(JSON.stringify(CLUB_DICTIONARY_V1)))).toBe(0xf84393b9);
  });
});
