import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../src/follow/address';
import { formatAnswerCode, formatOfferCode, type Place } from '../../src/follow/code';
import { makeQr } from '../../src/ui/share/qr';
import { readQr } from '../ui/share/qrRead';

/*
 * How big the linking codes' QR codes are (issue 28 item 1: small enough to scan at arm's length), each read back
 * by jsQR (an independent decoder). The table phone's code is an app URL (bytes) with the code (alphanumeric); the
 * answer is the code alone. A phone that has not used its camera yet offers an mDNS name for its address (19 bytes
 * in the code) rather than the address (7 bytes); the following phone has used its camera, so its answer carries
 * addresses.
 */

const FINGERPRINT = Uint8Array.from({ length: 32 }, (_, i) => (i * 37) & 0xff);

/** `n` places of one phone: each its own credentials and ports, on the same addresses. */
function places(n: number, candidates: readonly Candidate[]): Place[] {
  return Array.from({ length: n }, (_, i) => ({
    ufrag: `x0t${i}`,
    pwd: `lYTd8dPmKbh2/1DTGtfkWK2${i}`,
    candidates: candidates.map((c) => ({ ...c, port: c.port + i })),
  }));
}
const SECRET = Uint8Array.from({ length: 16 }, (_, i) => 255 - i);
/** An id as the app makes it: `g-` + the time in base 36 + 6 random characters. */
const GAME_ID = 'g-mhz3k2a1-x7q2kd';

const IPV4: Candidate = { kind: 'ipv4', address: '192.168.1.23', port: 54768 };
const LOOPBACK: Candidate = { kind: 'ipv4', address: '127.0.0.1', port: 54768 };
const MDNS: Candidate = { kind: 'mdns', address: '1f4712db-ea17-4bcf-a596-105139dfd8bf.local', port: 61012 };
const IPV6: Candidate = { kind: 'ipv6', address: 'fd12:3456:789a:1:2:3:4:5', port: 61013 };

async function version(text: string): Promise<{ version: number; level: string; chars: number }> {
  const qr = await makeQr(text);
  if (!qr.ok) throw new Error(qr.error.message);
  expect(readQr(qr.value.size, qr.value.path)).toBe(text);
  return { version: qr.value.version, level: qr.value.level, chars: text.length };
}

async function offerVersion(origin: string, candidates: Candidate[], n: number) {
  const code = formatOfferCode({ fingerprint: FINGERPRINT, places: places(n, candidates), secret: SECRET, gameId: GAME_ID });
  if (!code.ok) throw new Error(code.error.message);
  return version(`${origin}/#${code.value}`);
}

async function answerVersion(candidates: Candidate[], n: number) {
  return version(formatAnswerCode({ fingerprint: FINGERPRINT, setup: 'active', codeId: 'x0t0', places: places(n, candidates) }));
}

/*
 * One code links up to five phones at once (issue 34): a place for each phone that may still follow, so the first
 * code of a table of six has five, and a phone answers each place. What that costs in QR size, measured here.
 */
describe("the linking codes' QR codes", () => {
  it.each([
    ['the browser tests (loopback, http://localhost:4276), 5 places', 'http://localhost:4276', [LOOPBACK], 5, { version: 12, level: 'M', chars: 364 }],
    ['the browser tests, 1 place (four phones follow)', 'http://localhost:4276', [LOOPBACK], 1, { version: 8, level: 'M', chars: 191 }],
    ['a table phone on Wi-Fi (an mDNS name), 5 places', 'https://muggins.example', [MDNS], 5, { version: 12, level: 'M', chars: 385 }],
    ['a table phone on Wi-Fi with an IPv6 address too, 5 places', 'https://muggins.example', [MDNS, IPV6], 5, { version: 13, level: 'M', chars: 435 }],
    ['a table phone whose camera was used (its address), 5 places', 'https://muggins.example', [IPV4], 5, { version: 12, level: 'M', chars: 366 }],
  ])("the table phone's code, %s", async (_, origin, candidates, n, want) => {
    expect(await offerVersion(origin, candidates, n)).toEqual(want);
  });

  it.each([
    ['one address, 5 places', [IPV4], 5, { version: 10, level: 'M', chars: 295 }],
    ['one address, 1 place', [IPV4], 1, { version: 5, level: 'M', chars: 122 }],
    ['an IPv4 and an IPv6 address, 5 places', [IPV4, IPV6], 5, { version: 11, level: 'M', chars: 344 }],
  ])("a phone's answer with %s", async (_, candidates, n, want) => {
    expect(await answerVersion(candidates, n)).toEqual(want);
  });
});
