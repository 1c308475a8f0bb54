import { describe, expect, test } from 'vitest';
import { formatBase32, parseBase32 } from '../../src/link/base32';
import { decodeResultCode, encodeResultCode, isResultCode } from '../../src/link/resultLink';

/*
 * A game's result code (issue 35 item 3): one game of a club night, shown as a QR code by the phone that entered it,
 * scanned by the opponent's (the paper card's initials). Versioned (`R1.`), framed by a CRC-32 so a changed score is
 * refused as damaged, checked field by field. The format is the issue's; the rulebooks say nothing of result codes.
 */

const GAME = { night: 'n-thu', round: 3, from: 'Ann', to: 'Bob', own: 121, theirs: 100, line: 't-1' } as const;
const CODE = 'R1.WWPIP3QXAYCW4LLUNB2WGBQDIFXG4BQDIJXWFWOEAYBXILJR';

describe('result codes', () => {
  test('a game packs to 50 characters, all in the QR alphanumeric set, and reads back', () => {
    expect(encodeResultCode(GAME)).toBe(CODE);
    expect(/^[0-9A-Z.]+$/.test(CODE)).toBe(true);
    expect(decodeResultCode(CODE)).toEqual({ ok: true, value: GAME });
    // Any case and spaces round it read the same (a code typed or pasted).
    expect(decodeResultCode(` ${CODE.toLowerCase()} `)).toEqual({ ok: true, value: GAME });
    expect(isResultCode(CODE)).toBe(true);
    expect(isResultCode('C1.AAAA')).toBe(false);
  });

  test('a night without rounds writes round 0', () => {
    const code = encodeResultCode({ ...GAME, round: 0 });
    expect(decodeResultCode(code)).toEqual({ ok: true, value: { ...GAME, round: 0 } });
  });

  test('a changed score is refused as damaged: the checksum no longer fits', () => {
    const framed = parseBase32(CODE.slice(3))!;
    // The bytes hold 121 (0x40 + 121 + 32 = 0xd9) once: make it 120.
    const at = framed.indexOf(0xd9);
    expect(at).toBeGreaterThan(4);
    framed[at] = 0xd8;
    expect(decodeResultCode(`R1.${formatBase32(framed)}`)).toEqual({
      ok: false,
      error: { code: 'damaged', message: 'This result code is damaged or was changed: scan it again from the other phone.' },
    });
  });

  test.each([
    ['', 'empty', 'There is no result code to read.'],
    ['C1.ABCD', 'foreign', "This is not a game's result code: scan the code the other phone shows for your game."],
    ['http://localhost/#F2.AAAA', 'foreign', "This is not a game's result code: scan the code the other phone shows for your game."],
    ['R2.AAAA', 'future-version', 'This result code was made by a newer Muggins (code 2): update the app to read it.'],
    ['R0.AAAA', 'foreign', 'This is not a result code this app knows (format 0).'],
    ['R1.AAAAAAAA', 'damaged', 'This result code is damaged or was changed: scan it again from the other phone.'],
    ['R1.!!', 'damaged', 'This result code is damaged or was changed: scan it again from the other phone.'],
    [`R1.${'A'.repeat(700)}`, 'too-large', 'This is too long to be a result code.'],
  ])('%j is refused (%s)', (text, code, message) => {
    expect(decodeResultCode(text)).toEqual({ ok: false, error: { code, message } });
  });

  test('a well framed code whose fields are out of range is refused', () => {
    for (const bad of [
      { ...GAME, own: 1000 },
      { ...GAME, from: '' },
      { ...GAME, round: 100 },
      { ...GAME, line: '' },
    ]) {
      expect(decodeResultCode(encodeResultCode(bad)).ok).toBe(false);
    }
  });
});
