import { describe, expect, it } from 'vitest';
import { formatAnswerCode, formatOfferCode } from '../../src/follow/code';
import type { Candidate, Essentials } from '../../src/follow/sdp';
import { makeQr } from '../../src/ui/share/qr';
import { readQr } from '../ui/share/qrRead';

/*
 * How big the linking codes' QR codes are (issue 28 item 1: small enough to scan at arm's length), each read back
 * by jsQR (an independent decoder). The table phone's code is an app URL (bytes) with the code (alphanumeric); the
 * answer is the code alone. A phone that has not used its camera yet offers an mDNS name for its address (19 bytes
 * in the code) rather than the address (7 bytes); the following phone has used its camera, so its answer carries
 * addresses.
 */

const BASE: Omit<Essentials, 'candidates' | 'setup'> = {
  ufrag: 'x0tM',
  pwd: 'lYTd8dPmKbh2/1DTGtfkWK2/',
  fingerprint: Uint8Array.from({ length: 32 }, (_, i) => (i * 37) & 0xff),
};
const SECRET = Uint8Array.from({ length: 16 }, (_, i) => 255 - i);
/** An id as the app makes it: `g-` + the time in base 36 + 6 random characters. */
const GAME_ID = 'g-mhz3k2a1-x7q2kd';

const IPV4: Candidate = { kind: 'ipv4', address: '192.168.1.23', port: 54768 };
const LOOPBACK: Candidate = { kind: 'ipv4', address: '127.0.0.1', port: 54768 };
const MDNS: Candidate = { kind: 'mdns', address: '1f4712db-ea17-4bcf-a596-105139dfd8bf.local', port: 61012 };
const IPV6: Candidate = { kind: 'ipv6', address: '2a02:8108:1:2:3:4:5:6', port: 61013 };

async function version(text: string): Promise<{ version: number; level: string; chars: number }> {
  const qr = await makeQr(text);
  if (!qr.ok) throw new Error(qr.error.message);
  expect(readQr(qr.value.size, qr.value.path)).toBe(text);
  return { version: qr.value.version, level: qr.value.level, chars: text.length };
}

async function offerVersion(origin: string, candidates: Candidate[]) {
  const code = formatOfferCode({ essentials: { ...BASE, setup: 'actpass', candidates }, secret: SECRET, gameId: GAME_ID });
  if (!code.ok) throw new Error(code.error.message);
  return version(`${origin}/#${code.value}`);
}

async function answerVersion(candidates: Candidate[]) {
  return version(formatAnswerCode({ essentials: { ...BASE, setup: 'active', candidates }, offerUfrag: 'x0tM' }));
}

describe("the linking codes' QR codes", () => {
  it.each([
    ['the browser tests (loopback, http://localhost:4276)', 'http://localhost:4276', [LOOPBACK], { version: 8, level: 'M', chars: 191 }],
    ['a table phone on Wi-Fi (an mDNS name)', 'https://muggins.example', [MDNS], { version: 9, level: 'M', chars: 212 }],
    ['a table phone on Wi-Fi with an IPv6 address too', 'https://muggins.example', [MDNS, IPV6], { version: 9, level: 'M', chars: 243 }],
    ['a table phone whose camera was used (its address)', 'https://muggins.example', [IPV4], { version: 8, level: 'M', chars: 193 }],
  ])("the table phone's code, %s", async (_, origin, candidates, want) => {
    expect(await offerVersion(origin, candidates)).toEqual(want);
  });

  it.each([
    ['one address', [IPV4], { version: 5, level: 'M', chars: 120 }],
    ['an IPv4 and an IPv6 address', [IPV4, IPV6], { version: 6, level: 'M', chars: 151 }],
  ])("a phone's answer with %s", async (_, candidates, want) => {
    expect(await answerVersion(candidates)).toEqual(want);
  });
});
