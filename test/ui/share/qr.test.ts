import { describe, expect, test } from 'vitest';
import { encodeLink } from '../../../src/link';
import { makeQr, qrPath } from '../../../src/ui/share/qr';
import { corpusGame } from '../../game/corpus';
import { gridOf, readQr } from './qrRead';

const PREFIX = 'https://muggins.example/#';

async function linkOf(name: string): Promise<string> {
  const r = await encodeLink({ title: 'Ann v Bob', extras: { colors: ['red', 'blue'] }, events: corpusGame(name).events });
  if (!r.ok) throw new Error(r.error.message);
  return PREFIX + r.value;
}

describe('qrPath: the dark modules as one SVG path', () => {
  test('one rectangle per run of dark modules in a row', () => {
    const rows = ['##.#', '....', '.###', '#..#'];
    const path = qrPath(4, (x, y) => rows[y]![x] === '#');
    expect(path).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3zM0 3h1v1h-1zM3 3h1v1h-1z');
    expect(gridOf(4, path).map((r) => r.map((d) => (d ? '#' : '.')).join(''))).toEqual(rows);
  });
  test('an empty code has an empty path', () => {
    expect(qrPath(3, () => false)).toBe('');
  });
});

describe('makeQr: a link as a QR code that a reader reads back exactly', () => {
  test('a short link: a small code at level M, read back by an independent decoder', async () => {
    const url = `${PREFIX}M1.GZ5BQWERTY234567`;
    const r = await makeQr(url);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({ level: 'M', version: 3, size: 29 }); // 330 bits: version 3-M holds 352
    expect(readQr(r.value.size, r.value.path)).toBe(url);
  });

  test('a whole traditional game by taps fits one code at level M, and reads back as its link', async () => {
    const url = await linkOf('traditional by taps');
    const r = await makeQr(url);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.level).toBe('M');
    expect(r.value.size).toBe(17 + 4 * r.value.version);
    expect(readQr(r.value.size, r.value.path)).toBe(url);
  });

  test('a long game by taps (27 rounds) fits at level M too', async () => {
    const r = await makeQr(await linkOf('traditional by taps, long'));
    expect(r.ok && r.value.level).toBe('M');
  });

  test('a link too long for one code says so, as a value', async () => {
    const r = await makeQr(`${PREFIX}M1.${'A2'.repeat(2500)}`);
    expect(r).toEqual({ ok: false, error: { code: 'too-long', message: 'This game is too long for one QR code: share it as a link or a file instead.' } });
  });
});
