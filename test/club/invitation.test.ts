import { describe, expect, test } from 'vitest';
import { GRASS_ROOTS, MAX_PASTED_CARD, dealRounds, pastedProblem } from '../../src/club';
import { formatBase32 } from '../../src/link/base32';
import { crc32 } from '../../src/link/checksum';
import { CLUB_DICTIONARY_V1, decodeClubLink, encodeClubLink } from '../../src/link/clubLink';
import { deflateRaw } from '../../src/link/deflate';
import { ValueWriter } from '../../src/link/values';

/*
 * The invitation carries the night's entrants and seating (issue 35 items 1, 2) as optional keys of card link format
 * 1, so an invitation made before them still reads; a forged format is refused (issue 36 item 7: qualify 1e-300);
 * a paste too long to be a card is refused from its length alone (issue 36 item 4).
 */

const NIGHT = { id: 'n-thu', name: 'Thursday club', date: '2026-11-26', format: GRASS_ROOTS };

/** A link around any packed value, with the right tag, CRC and deflate: only the contents are tested. */
async function frame(value: unknown): Promise<string> {
  const w = new ValueWriter(CLUB_DICTIONARY_V1);
  w.value(value);
  const packed = w.bytes();
  const deflated = await deflateRaw(packed);
  const framed = new Uint8Array(4 + deflated.length);
  new DataView(framed.buffer).setUint32(0, crc32(packed));
  framed.set(deflated, 4);
  return `C1.${formatBase32(framed)}`;
}

describe('an invitation with the entrants and the seating', () => {
  test('read back as made: the names and rounds, the seating; ACC numbers and fees stay on the director’s phone', async () => {
    const entrants = [
      { name: 'Ann', acc: '123456', paid: true },
      { name: 'Bob', guest: true },
      { name: 'Cy', from: 2 },
    ];
    const seating = dealRounds(entrants, 3);
    const made = await encodeClubLink({ kind: 'night', night: NIGHT, entrants, seating });
    if (!made.ok) throw new Error(made.error.message);
    expect(await decodeClubLink(made.value)).toEqual({
      ok: true,
      value: { kind: 'night', night: NIGHT, entrants: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy', from: 2 }], seating },
    });
  });

  test('an invitation made before entrants (no such keys) reads as a night without a list', async () => {
    expect(await decodeClubLink(await frame({ kind: 'night', night: NIGHT }))).toEqual({ ok: true, value: { kind: 'night', night: NIGHT } });
  });

  test('two entrants of one name are refused', async () => {
    const r = await decodeClubLink(await frame({ kind: 'night', night: NIGHT, entrants: [{ name: 'Bob' }, { name: ' bob' }] }));
    expect(r).toEqual({ ok: false, error: { code: 'bad-card', message: "This invitation's list of entrants is damaged (names must be unique)." } });
  });

  test('qualify 1e-300 is refused (issue 36 item 7)', async () => {
    const r = await decodeClubLink(await frame({ kind: 'night', night: { ...NIGHT, format: { ...GRASS_ROOTS, qualify: 1e-300 } } }));
    expect(r).toEqual({
      ok: false,
      error: { code: 'bad-card', message: 'This link holds a night this app cannot read. The share that qualifies is 1% to 100%.' },
    });
  });
});

describe('a paste too long to be a card (issue 36 item 4)', () => {
  test('32,000 characters may be a card; 32,001 (what the field holds of a longer paste) is refused at once, saying why', () => {
    expect(MAX_PASTED_CARD).toBe(32_000);
    expect(pastedProblem('x'.repeat(32_000))).toBeNull();
    expect(pastedProblem('x'.repeat(32_001))).toBe('This is longer than any card link or card (more than 32,000 characters): nothing was read.');
  });
});
