import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EVENT_VERSION } from '../../src/game';
import { LINK_VERSION, MAX_LINK_CHARS, MAX_PACKED_BYTES, decodeLink, encodeLink, type SharedGame } from '../../src/link';
import { formatBase32, parseBase32 } from '../../src/link/base32';
import { crc32 } from '../../src/link/checksum';
import { writeEvents } from '../../src/link/columns';
import { deflateRaw } from '../../src/link/deflate';
import { DICTIONARY_V1 } from '../../src/link/dictionary';
import { ValueWriter } from '../../src/link/values';
import { CORPUS, corpusGame } from '../game/corpus';

const EXTRAS = { colors: ['red', 'blue'] };

function shared(events: readonly unknown[], title = 'Ann v Bob'): SharedGame {
  return { title, extras: EXTRAS, events };
}

async function encode(game: SharedGame): Promise<string> {
  const r = await encodeLink(game);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A link around packed bytes made by hand: the right tag, CRC and deflate, so only the packing is tested. */
async function frame(packed: Uint8Array, version = LINK_VERSION): Promise<string> {
  const deflated = await deflateRaw(packed);
  const framed = new Uint8Array(4 + deflated.length);
  new DataView(framed.buffer).setUint32(0, crc32(packed));
  framed.set(deflated, 4);
  return `M${version}.${formatBase32(framed)}`;
}

/** Packs a title, extras and events as `encodeLink` does, without its checks. */
function pack(title: unknown, extras: unknown, events: readonly Record<string, unknown>[]): Uint8Array {
  const w = new ValueWriter(DICTIONARY_V1);
  w.value(title);
  w.value(extras);
  writeEvents(w, events);
  return w.bytes();
}

const small = corpusGame('three-player, void');

describe('a game link round-trips exactly (issue 12, item 3)', () => {
  test.each(CORPUS.map((g) => [g.name, g] as const))('%s', async (_name, g) => {
    const game = shared(g.events);
    const back = await decodeLink(await encode(game));
    expect(back).toStrictEqual({ ok: true, value: game });
    // Key order too: the decoded log serializes to the same JSON as the stored one.
    expect(back.ok && JSON.stringify(back.value.events)).toBe(JSON.stringify(g.events));
  });

  test('any title and extras a table may hold (fast-check)', async () => {
    await fc.assert(
      // A `__proto__` key is no table's: it is refused as unsafe (tested below), so the extras here hold none.
      fc.asyncProperty(
        fc.string({ unit: 'grapheme' }),
        fc.jsonValue().filter((v) => !JSON.stringify(v).includes('"__proto__"')),
        async (title, extras) => {
          const game = { title, extras, events: small.events };
          expect(await decodeLink(await encode(game))).toStrictEqual({ ok: true, value: game });
        },
      ),
      { numRuns: 150 },
    );
  });

  test('any prefix of a log that ends a command, and any time in ms (fast-check)', async () => {
    const log = corpusGame('traditional, muggins and penalties').events;
    // A stored log always ends a command (a prefix cut inside one is refused: see "bad links" below).
    const ends = log.flatMap((e, i) => (log[i + 1]?.n === e.n ? [] : [i + 1]));
    const time = fc.oneof(
      fc.constant(0),
      fc.integer({ min: 0, max: 2 ** 45 }),
      fc.constant(Number.MAX_SAFE_INTEGER),
      fc.double({ min: 0, max: 2e12, noNaN: true }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ends), fc.array(time, { minLength: log.length, maxLength: log.length }), async (length, times) => {
        const events = log.slice(0, length).map((e, i) => ({ ...e, at: times[i]! }));
        expect(await decodeLink(await encode(shared(events)))).toStrictEqual({ ok: true, value: shared(events) });
      }),
      { numRuns: 60 },
    );
  });

  test('values JSON cannot hold survive too: -0, a float time, undefined, a sparse array read back dense', async () => {
    const events = small.events.map((e, i) => (i === 1 ? { ...e, at: 1_795_734_000_000.25 } : e));
    const game = { title: '', extras: { zero: -0, none: undefined, big: 2 ** 60, nan: Number.NaN, inf: -Infinity }, events };
    expect(await decodeLink(await encode(game))).toStrictEqual({ ok: true, value: game });
  });

  test('a field the engine adds later needs no change to the link', async () => {
    const events = small.events.map((e) => (e.type === 'GameEnded' ? { ...e, margin: 31, tops: ['JH', 'QS'] } : e));
    expect(await decodeLink(await encode(shared(events)))).toStrictEqual({ ok: true, value: shared(events) });
  });

  test('a link opens from the whole URL, its hash or the fragment alone, in any case', async () => {
    const fragment = await encode(shared(small.events));
    for (const text of [fragment, `#${fragment}`, `https://muggins.example/app/#${fragment}`, `  ${fragment}\n`, fragment.toLowerCase()])
      expect((await decodeLink(text)).ok).toBe(true);
  });
});

describe('bad links are refused with a sentence, and nothing else happens (issue 12, item 3)', () => {
  test.each([
    ['empty', '', 'empty'],
    ['only a hash', 'https://muggins.example/#', 'empty'],
    ["the app's own route", 'https://muggins.example/#/game/g-1', 'foreign'],
    ['another tag', 'X1.AAAAAAAA', 'foreign'],
    ['no version', 'M.AAAAAAAA', 'foreign'],
    ['no dot', 'M1AAAAAAAA', 'foreign'],
    ['version 0', 'M0.AAAAAAAA', 'foreign'],
    ['a future version', 'M2.AAAAAAAA', 'future-version'],
    ['a far future version', 'm17.anything-at-all', 'future-version'],
    ['not base32: 1 (a digit base32 lacks)', 'M1.AAAA1AAA', 'damaged'],
    ['not base32: padding', 'M1.MY======', 'damaged'],
    ['not base32: base64url', 'M1.Zm9v-_8', 'damaged'],
    ['not base32: a space inside', 'M1.AAAA AAAA', 'damaged'],
    ['not base32: an impossible length', 'M1.AAAAAAAAA', 'damaged'],
    ['nothing after the tag', 'M1.', 'damaged'],
    ['too short for a checksum', 'M1.AAAAAAA', 'damaged'],
    ['over the size limit', `M1.${'A'.repeat(MAX_LINK_CHARS)}`, 'too-large'],
  ])('%s', async (_name, text, code) => {
    const r = await decodeLink(text);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
    if (!r.ok) expect(r.error.message).toMatch(/^[A-Z].*\.$/);
  });

  test('a future version says to update the app', async () => {
    const r = await decodeLink('M2.AAAAAAAA');
    expect(r.ok ? '' : r.error.message).toBe('This game link was made by a newer Muggins (link format 2): update the app to open it.');
  });

  test('a link cut short anywhere is refused', async () => {
    const fragment = await encode(shared(small.events));
    for (let end = 3; end < fragment.length; end++) {
      const r = await decodeLink(fragment.slice(0, end));
      expect(r.ok ? `ok at ${end}` : r.error.code).toBe('damaged');
    }
  });

  test('no flipped bit reads as another game (the CRC-32 covers what deflate does not)', async () => {
    const game = shared(small.events);
    const fragment = await encode(game);
    const framed = parseBase32(fragment.slice(3))!;
    const accepted: number[] = [];
    for (let bit = 0; bit < framed.length * 8; bit++) {
      const flipped = framed.slice();
      flipped[bit >> 3]! ^= 1 << (bit & 7);
      const r = await decodeLink(`M1.${formatBase32(flipped)}`);
      if (r.ok) {
        // Only deflate's padding after its end mark is unread: the game is then the very same.
        expect(r.value).toStrictEqual(game);
        accepted.push(bit);
      }
    }
    expect(accepted.every((bit) => bit >> 3 === framed.length - 1)).toBe(true);
    expect(accepted.length).toBeLessThan(8);
  });

  test('no character changed to another reads as another game', async () => {
    const game = shared(small.events);
    const fragment = await encode(game);
    const accepted: number[] = [];
    for (let i = 3; i < fragment.length; i++) {
      const other = fragment[i] === 'A' ? 'B' : 'A'; // a different base32 digit
      const r = await decodeLink(fragment.slice(0, i) + other + fragment.slice(i + 1));
      if (r.ok) {
        expect(r.value).toStrictEqual(game); // deflate's padding, as above
        accepted.push(i);
      }
    }
    expect(accepted.every((i) => i >= fragment.length - 2)).toBe(true); // the chars of the last byte
  });

  test('valid deflate of junk (JSON text) is damaged', async () => {
    const r = await decodeLink(await frame(new TextEncoder().encode('{"title":"Ann v Bob","events":[]}')));
    expect(r.ok ? 'ok' : r.error.code).toBe('damaged');
  });

  test('bytes left over after the game are damaged', async () => {
    const packed = pack('t', null, small.events as unknown as Record<string, unknown>[]);
    const r = await decodeLink(await frame(Uint8Array.from([...packed, 0])));
    expect(r.ok ? 'ok' : r.error.code).toBe('damaged');
  });

  test('a title that is not text is damaged', async () => {
    const r = await decodeLink(await frame(pack(7, null, small.events as unknown as Record<string, unknown>[])));
    expect(r.ok ? 'ok' : r.error.code).toBe('damaged');
  });

  test('an event that fails parseEvent is refused and named', async () => {
    const events = [...small.events, { type: 'Scored', side: 0, points: 2, v: EVENT_VERSION, n: 9, at: 0 }];
    const r = await decodeLink(await frame(pack('t', null, events as Record<string, unknown>[])));
    expect(r.ok ? 'ok' : r.error).toEqual({
      code: 'bad-event',
      message: `This game link holds a game this app cannot read. Event ${events.length} of the game is not valid: Event Scored has a missing or malformed field.`,
    });
  });

  test('an event of a newer version is refused', async () => {
    const events = small.events.map((e, i) => (i === 2 ? { ...e, v: EVENT_VERSION + 1 } : e));
    const r = await decodeLink(await frame(pack('t', null, events as unknown as Record<string, unknown>[])));
    expect(r.ok ? 'ok' : r.error.code).toBe('bad-event');
  });

  test('a log that does not start with GameStarted is refused', async () => {
    const r = await decodeLink(await frame(pack('t', null, small.events.slice(1) as unknown as Record<string, unknown>[])));
    expect(r.ok ? 'ok' : r.error.code).toBe('bad-event');
    expect((await decodeLink(await frame(pack('t', null, [])))).ok).toBe(false);
  });

  test('a __proto__ key, anywhere, is refused as unsafe and pollutes nothing', async () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "colors": []}') as unknown;
    for (const packed of [
      pack('t', hostile, small.events as unknown as Record<string, unknown>[]),
      pack('t', null, [JSON.parse('{"__proto__": 1, "type": "PlayEnded"}') as Record<string, unknown>]),
    ]) {
      const r = await decodeLink(await frame(packed));
      expect(r.ok ? 'ok' : r.error.code).toBe('unsafe');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('absurd nesting is refused as unsafe, without a stack overflow', async () => {
    const deep = Uint8Array.from([...new Array<number>(100_000).fill(0x11), 0x40]); // [[[[...0...]]]]
    const r = await decodeLink(await frame(deep));
    expect(r.ok ? 'ok' : r.error.code).toBe('unsafe');
  });

  test('a count longer than the bytes left is damaged, not a huge allocation', async () => {
    const w = new ValueWriter(DICTIONARY_V1);
    w.value('t');
    w.value(null);
    w.uint(2 ** 40); // events
    const r = await decodeLink(await frame(w.bytes()));
    expect(r.ok ? 'ok' : r.error.code).toBe('damaged');
  });

  test(`a link that inflates past ${MAX_PACKED_BYTES / 2 ** 20} MiB is refused before it is read`, async () => {
    const bomb = await frame(new Uint8Array(MAX_PACKED_BYTES + 1));
    expect(bomb.length).toBeLessThan(10_000);
    const r = await decodeLink(bomb);
    expect(r.ok ? 'ok' : r.error.code).toBe('too-large');
  });
});

describe('encodeLink refuses what decodeLink would', () => {
  test('an event that fails parseEvent, or a log without its setup', async () => {
    const bad = await encodeLink(shared([...small.events, { type: 'Exploded', v: 1, n: 9, at: 0 }]));
    expect(bad.ok ? 'ok' : bad.error).toEqual({ code: 'bad-event', message: 'Event 6 of the game is not valid: Unknown event type Exploded.' });
    const headless = await encodeLink(shared(small.events.slice(1)));
    expect(headless.ok ? 'ok' : headless.error.code).toBe('bad-event');
  });

  test('a value a link cannot hold (a Date, a function)', async () => {
    for (const extras of [{ when: new Date(0) }, { f: () => 1 }, { b: 1n }]) {
      const r = await encodeLink({ title: 't', extras, events: small.events });
      expect(r.ok ? 'ok' : r.error.code).toBe('not-encodable');
    }
  });

  test(`a game whose link would pass ${MAX_LINK_CHARS.toLocaleString('en')} characters`, async () => {
    // Noise does not compress: 100,000 random characters (7 bits each) make a link of about 140,000.
    const rand = fc.sample(fc.string({ minLength: 100_000, maxLength: 100_000, unit: 'binary-ascii' }), { numRuns: 1, seed: 1 })[0]!;
    const r = await encodeLink({ title: 't', extras: rand, events: small.events });
    expect(r.ok ? 'ok' : r.error.code).toBe('too-large');
  });
});
