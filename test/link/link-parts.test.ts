import { describe, expect, test } from 'vitest';
import { formatBase32, parseBase32 } from '../../src/link/base32';
import { ByteReader, ByteWriter, MAX_VARINT_INT, Malformed } from '../../src/link/bytes';
import { crc32 } from '../../src/link/checksum';
import { readEvents, writeEvents } from '../../src/link/columns';
import { DICTIONARY_V1 } from '../../src/link/dictionary';
import { ValueReader, ValueWriter } from '../../src/link/values';

const text = (s: string) => new TextEncoder().encode(s);

describe('base32 (RFC 4648 section 6, no padding)', () => {
  test.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('RFC 4648 section 10 vector %j is %j', (plain, encoded) => {
    expect(formatBase32(text(plain))).toBe(encoded);
    expect(parseBase32(encoded)).toEqual(text(plain));
    expect(parseBase32(encoded.toLowerCase())).toEqual(text(plain));
  });
  test('every byte value round-trips', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(parseBase32(formatBase32(all))).toEqual(all);
  });
  test.each([
    ['padding', 'MY======'],
    ['a digit base32 lacks (1)', 'MZXW6Y1B'],
    ['a digit base32 lacks (0)', 'MZXW6YT0'],
    ['a space', 'MZ XW'],
    ['stray low bits', 'MZ'],
    ['stray low bits', 'MZXW6YT'],
    ['an impossible length (9)', 'MZXW6YTBO'],
    ['an impossible length (3)', 'MZX'],
    ['an impossible length (6)', 'MZXW6Y'],
    ['a letter outside ASCII', 'MZXW6YTÉ'],
  ])('refuses %s: %j', (_why, bad) => {
    expect(parseBase32(bad)).toBeNull();
  });
});

describe('CRC-32', () => {
  test('the standard check value: crc32("123456789") is 0xCBF43926', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});

describe('bytes', () => {
  test.each([0, 1, 127, 128, 300, 2 ** 31, 2 ** 32 + 5, MAX_VARINT_INT, -1, -64, -(2 ** 40), -MAX_VARINT_INT])('int %d round-trips', (x) => {
    const w = new ByteWriter();
    w.int(x);
    expect(new ByteReader(w.bytes()).int()).toBe(x);
  });
  test('a varint of more than 8 bytes, or past 2^53, is refused', () => {
    expect(() => new ByteReader(new Uint8Array(9).fill(0xff)).uint()).toThrow(Malformed);
    expect(() => new ByteReader(Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f])).uint()).toThrow(Malformed);
  });
  test('reading past the end is refused', () => {
    expect(() => new ByteReader(new Uint8Array(0)).byte()).toThrow(Malformed);
    expect(() => new ByteReader(Uint8Array.from([5, 65])).text()).toThrow(Malformed);
    expect(() => new ByteReader(new Uint8Array(7)).float()).toThrow(Malformed);
  });
  test('text that is not UTF-8 is refused', () => {
    expect(() => new ByteReader(Uint8Array.from([1, 0xff])).text()).toThrow(Malformed);
  });
});

describe('values: a generic packing', () => {
  const roundTrip = (v: unknown) => {
    const w = new ValueWriter(DICTIONARY_V1);
    w.value(v);
    const r = new ValueReader(w.bytes(), DICTIONARY_V1);
    const back = r.value();
    expect(r.left).toBe(0);
    return back;
  };
  test.each([
    null,
    true,
    false,
    undefined,
    0,
    -32,
    159,
    160,
    -33,
    1e21,
    0.1,
    -0,
    Number.NaN,
    Infinity,
    '',
    'hand',
    'Ann 🂡',
    [],
    [1, [2, [3]]],
    new Array(40).fill('x'),
    {},
    { a: 1, b: { c: [null] } },
    { kind: 'fifteen', cards: ['5H', 'JD'], points: 2 },
  ])('%j', (v) => {
    expect(Object.is(roundTrip(v), v) || roundTrip(v)).toStrictEqual(Object.is(roundTrip(v), v) || v);
  });
  test('a repeated text and key list cost a few bytes after the first', () => {
    const w = new ValueWriter(DICTIONARY_V1);
    w.value({ name: 'Flo the Magnificent' });
    const first = w.bytes().length;
    w.value({ name: 'Flo the Magnificent' });
    expect(w.bytes().length - first).toBe(5); // object, key list, text, its place (2 bytes)
  });
  test('a dictionary word costs two bytes', () => {
    const w = new ValueWriter(DICTIONARY_V1);
    w.value('StarterTurned');
    expect(w.bytes().length).toBe(2);
  });
});

describe('columns: a log by field', () => {
  test('an event type and fields the engine does not have yet pack with no change', () => {
    const events = [
      { type: 'IntelShown', v: 2, n: 0, at: 5, cards: ['AH'], by: { seat: 1 } },
      { type: 'CribBattle', v: 2, n: 1, at: -5, winner: 0, margin: 3.5 },
      { type: 'IntelShown', v: 2, n: 1, at: 2 ** 50, cards: [], by: { seat: 0 } },
    ];
    const w = new ValueWriter(DICTIONARY_V1);
    writeEvents(w, events);
    expect(readEvents(new ValueReader(w.bytes(), DICTIONARY_V1))).toStrictEqual(events);
  });
  test('times in ms between taps cost about two bytes each, not eight', () => {
    const size = (at: readonly number[]) => {
      const w = new ValueWriter(DICTIONARY_V1);
      writeEvents(
        w,
        at.map((t) => ({ at: t })),
      );
      return w.bytes().length;
    };
    const at = Array.from({ length: 200 }, (_, i) => 1_795_734_000_000 + i * 7_919 + ((i * 7_753) % 3_001));
    expect(size(at) - size(at.map(() => 0))).toBeLessThan(200 * 2 + 10);
  });
});

describe('the dictionary of link format 1 is frozen', () => {
  test('no text or key list twice', () => {
    expect(new Set(DICTIONARY_V1.strings).size).toBe(DICTIONARY_V1.strings.length);
    expect(new Set(DICTIONARY_V1.shapes.map((k) => JSON.stringify(k))).size).toBe(DICTIONARY_V1.shapes.length);
  });
  test('its checksum is pinned: links already shared depend on every entry and its place (raise LINK_VERSION to change it)', () => {
    expect(DICTIONARY_V1.strings.length).toBe(DICTIONARY_PIN.strings);
    expect(DICTIONARY_V1.shapes.length).toBe(DICTIONARY_PIN.shapes);
    expect(crc32(text(JSON.stringify(DICTIONARY_V1)))).toBe(DICTIONARY_PIN.crc);
  });
});

const DICTIONARY_PIN = { strings: 270, shapes: 41, crc: 0x4b4390dd };
