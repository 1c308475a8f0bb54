import { describe, expect, it } from 'vitest';
import { formatIpv6, parseIpv6, type Candidate } from '../../src/follow/address';
import {
  formatAnswerCode,
  formatOfferCode,
  readAnswerCode,
  readOfferCode,
  secretText,
  type FollowAnswer,
  type FollowOffer,
  type Place,
} from '../../src/follow/code';
import { formatSdp, parseCandidate, parseSdp, type Essentials } from '../../src/follow/sdp';

/** An offer as Chromium 156 made it for one data channel, ICE gathering complete, on loopback (test/e2e/follow). */
const CHROMIUM_OFFER = [
  'v=0',
  'o=- 6209273967758605154 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:2568160057 1 udp 2122260223 127.0.0.1 54768 typ host generation 0 network-id 1 network-cost 50',
  'a=candidate:3890012577 1 tcp 1518280447 127.0.0.1 9 typ host tcptype active generation 0 network-id 1 network-cost 50',
  'a=ice-ufrag:x0tM',
  'a=ice-pwd:lYTd8dPmKbh2/1DTGtfkWK2/',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 81:5F:CF:B5:C3:32:19:EB:0D:75:23:1F:DD:00:7C:25:B3:74:C5:08:6A:5A:19:7A:8B:BF:92:C5:DB:8D:15:D8',
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

/** Its answer, as the other Chromium made it. */
const CHROMIUM_ANSWER = CHROMIUM_OFFER.replace('x0tM', 'e/SQ')
  .replace('lYTd8dPmKbh2/1DTGtfkWK2/', 'rQE/707Ta/McwIWO2Fy75GaK')
  .replace('a=setup:actpass', 'a=setup:active')
  .replace('54768', '34119');

const FINGERPRINT = Uint8Array.from([
  0x81, 0x5f, 0xcf, 0xb5, 0xc3, 0x32, 0x19, 0xeb, 0x0d, 0x75, 0x23, 0x1f, 0xdd, 0x00, 0x7c, 0x25, 0xb3, 0x74, 0xc5, 0x08, 0x6a, 0x5a, 0x19, 0x7a, 0x8b, 0xbf,
  0x92, 0xc5, 0xdb, 0x8d, 0x15, 0xd8,
]);

function essentials(sdp: string): Essentials {
  const r = parseSdp(sdp);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const SECRET = Uint8Array.from({ length: 16 }, (_, i) => i * 17);

describe('a description cut to what the connection needs', () => {
  it("reads Chromium's offer: ICE credentials, the SHA-256 fingerprint, the role and the UDP host candidate only", () => {
    expect(essentials(CHROMIUM_OFFER)).toEqual({
      ufrag: 'x0tM',
      pwd: 'lYTd8dPmKbh2/1DTGtfkWK2/',
      fingerprint: FINGERPRINT,
      setup: 'actpass',
      candidates: [{ kind: 'ipv4', address: '127.0.0.1', port: 54768 }],
    });
  });

  it('rebuilds a whole data-channel description from them', () => {
    expect(formatSdp(essentials(CHROMIUM_ANSWER)).split('\r\n')).toEqual([
      'v=0',
      'o=- 1 2 IN IP4 127.0.0.1',
      's=-',
      't=0 0',
      'a=group:BUNDLE 0',
      'a=msid-semantic: WMS',
      'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
      'c=IN IP4 0.0.0.0',
      'a=candidate:1 1 udp 2130706431 127.0.0.1 34119 typ host generation 0',
      'a=end-of-candidates',
      'a=ice-ufrag:e/SQ',
      'a=ice-pwd:rQE/707Ta/McwIWO2Fy75GaK',
      'a=fingerprint:sha-256 81:5F:CF:B5:C3:32:19:EB:0D:75:23:1F:DD:00:7C:25:B3:74:C5:08:6A:5A:19:7A:8B:BF:92:C5:DB:8D:15:D8',
      'a=setup:active',
      'a=mid:0',
      'a=sctp-port:5000',
      'a=max-message-size:262144',
      '',
    ]);
  });

  it('reads back what it rebuilt', () => {
    const e = essentials(CHROMIUM_OFFER);
    expect(essentials(formatSdp(e))).toEqual(e);
  });

  it.each([
    ['a=candidate:1 1 udp 2122260223 192.168.1.5 54321 typ host generation 0', { kind: 'ipv4', address: '192.168.1.5', port: 54321 }],
    ['candidate:9 1 UDP 2122252543 fd00::2 53188 typ host', { kind: 'ipv6', address: 'fd00::2', port: 53188 }],
    [
      'candidate:3 1 udp 2122260223 1F4712DB-EA17-4BCF-A596-105139DFD8BF.local 61012 typ host',
      { kind: 'mdns', address: '1f4712db-ea17-4bcf-a596-105139dfd8bf.local', port: 61012 },
    ],
    // Only the names browsers make for a local address (a UUID) are kept (issue 36 item 3).
    ['candidate:3 1 udp 2122260223 bobs-phone.local 61012 typ host', null],
    ['candidate:3 2 udp 2122260223 192.168.1.5 54321 typ host', null],
    ['candidate:3 1 tcp 1518280447 192.168.1.5 9 typ host tcptype active', null],
    ['candidate:3 1 udp 1686052607 203.0.113.7 54321 typ srflx raddr 192.168.1.5 rport 54321', null],
    ['candidate:3 1 udp 2122260223 example.com 54321 typ host', null],
    ['candidate:3 1 udp 2122260223 192.168.1.300 54321 typ host', null],
    ['candidate:3 1 udp 2122260223 192.168.1.5 0 typ host', null],
  ])('%s', (line, want) => {
    expect(parseCandidate(line)).toEqual(want);
  });

  it('IPv6 addresses read in any form and write in full', () => {
    expect(formatIpv6(parseIpv6('fd00::2')!)).toBe('fd00:0:0:0:0:0:0:2');
    expect(formatIpv6(parseIpv6('2001:db8:85a3::8a2e:370:7334')!)).toBe('2001:db8:85a3:0:0:8a2e:370:7334');
    expect(formatIpv6(parseIpv6('::1')!)).toBe('0:0:0:0:0:0:0:1');
    expect(parseIpv6('1::2::3')).toBe(null);
    expect(parseIpv6('1:2:3:4:5:6:7')).toBe(null);
    expect(parseIpv6('12345::1')).toBe(null);
  });

  it.each([
    ['no password', CHROMIUM_OFFER.replace(/a=ice-pwd:.*\r\n/, '')],
    ['a password too short', CHROMIUM_OFFER.replace('lYTd8dPmKbh2/1DTGtfkWK2/', 'short')],
    ['a SHA-1 fingerprint', CHROMIUM_OFFER.replace(/sha-256 [0-9A-F:]+/, 'sha-1 81:5F:CF:B5:C3:32:19:EB:0D:75:23:1F:DD:00:7C:25:B3:74:C5:08')],
    ['no role', CHROMIUM_OFFER.replace('a=setup:actpass\r\n', '')],
  ])('refuses a description with %s', (_, sdp) => {
    expect(parseSdp(sdp).ok).toBe(false);
  });

  it('keeps IPv4 first, then mDNS names, then IPv6, at most six, no repeats', () => {
    const lines = [
      'a=candidate:1 1 udp 1 fd00::2 1000 typ host',
      'a=candidate:2 1 udp 1 1f4712db-ea17-4bcf-a596-105139dfd8bf.local 1001 typ host',
      'a=candidate:3 1 udp 1 10.0.0.2 1002 typ host',
      'a=candidate:3 1 udp 1 10.0.0.2 1002 typ host',
      ...[3, 4, 5, 6, 7].map((i) => `a=candidate:${i} 1 udp 1 10.0.0.${i} 100${i} typ host`),
    ];
    const e = essentials(CHROMIUM_OFFER.replace(/a=candidate:.*\r\n/g, '').replace('a=ice-ufrag', `${lines.join('\r\n')}\r\na=ice-ufrag`));
    expect(e.candidates.map((c) => c.address)).toEqual(['10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5', '10.0.0.6', '10.0.0.7']);
  });
});

/** A place of a code from a description. */
function place(sdp: string): Place {
  const e = essentials(sdp);
  return { ufrag: e.ufrag, pwd: e.pwd, candidates: e.candidates };
}

/** The table phone's places: the Chromium offer's, and more on the same address with other credentials and ports. */
function places(n: number): Place[] {
  const first = place(CHROMIUM_OFFER);
  return Array.from({ length: n }, (_, i) =>
    i === 0 ? first : { ufrag: `x0t${i}`, pwd: `${first.pwd.slice(0, -1)}${i}`, candidates: [{ kind: 'ipv4', address: '127.0.0.1', port: 50000 + i }] },
  );
}

describe('the codes', () => {
  const offer: FollowOffer = { fingerprint: FINGERPRINT, places: places(1), secret: SECRET, gameId: 'g-lq3x9a-4k2' };
  const answer: FollowAnswer = { fingerprint: FINGERPRINT, setup: 'active', codeId: 'x0tM', places: [place(CHROMIUM_ANSWER)] };

  it('an offer reads back whole', () => {
    const code = formatOfferCode(offer);
    expect(code.ok && readOfferCode(code.value)).toEqual({ ok: true, value: offer });
  });

  it("an offer of one place on loopback is 98 bytes: 157 characters after 'F2.'", () => {
    // kind 1 + fingerprint 32 + secret 16 + game id 1+12 + places 1 + (ufrag 1+3 + password 1+18 + candidates 1+7) + CRC 4 = 98.
    const code = formatOfferCode(offer);
    expect(code.ok && code.value.length).toBe(3 + Math.ceil((98 * 8) / 5));
    expect(code.ok && code.value.slice(0, 3)).toBe('F2.');
  });

  it('an offer of five places, one address: each place after the first costs 28 bytes (the address is said once)', () => {
    const five = { ...offer, places: places(5) };
    const code = formatOfferCode(five);
    // The first place as above; each other: ufrag 1+3 + password 1+18 + candidates 1 + the address named 1 + port 2 = 27.
    expect(code.ok && code.value.length).toBe(3 + Math.ceil(((98 + 4 * 27) * 8) / 5));
    expect(code.ok && readOfferCode(code.value)).toEqual({ ok: true, value: five });
  });

  it('an answer reads back whole, naming the code it answers', () => {
    const code = formatAnswerCode(answer);
    expect(code.slice(0, 3)).toBe('A2.');
    // kind 1 + role 1 + fingerprint 32 + code 1+3 + places 1 + (ufrag 1+3 + password 1+18 + candidates 1+7) + CRC 4 = 74 bytes.
    expect(code.length).toBe(3 + Math.ceil((74 * 8) / 5));
    expect(readAnswerCode(code)).toEqual({ ok: true, value: answer });
  });

  it('every kind of local candidate travels', () => {
    const many: Candidate[] = [
      { kind: 'ipv4', address: '192.168.1.5', port: 54321 },
      { kind: 'ipv4', address: '10.0.0.7', port: 54322 },
      { kind: 'ipv4', address: '172.20.1.1', port: 54323 },
      { kind: 'ipv4', address: '169.254.3.4', port: 54324 },
      { kind: 'mdns', address: '1f4712db-ea17-4bcf-a596-105139dfd8bf.local', port: 61012 },
      { kind: 'ipv6', address: 'fd00:0:0:0:0:8a2e:370:7334', port: 65535 },
    ];
    const more = {
      ...answer,
      places: [
        { ...answer.places[0]!, candidates: many },
        { ...answer.places[0]!, ufrag: 'abcd', candidates: [many[5]!] },
      ],
    };
    expect(readAnswerCode(formatAnswerCode(more))).toEqual({ ok: true, value: more });
  });

  it('reads the whole URL, the fragment with #, any case, and whitespace anywhere inside (a chat app wraps a code)', () => {
    const code = formatOfferCode(offer);
    if (!code.ok) throw new Error('no code');
    expect(readOfferCode(`https://muggins.example/app/#${code.value}`)).toEqual({ ok: true, value: offer });
    expect(readOfferCode(` #${code.value.toLowerCase()} `)).toEqual({ ok: true, value: offer });
    const wrapped = `${code.value.slice(0, 40)} ${code.value.slice(40, 90)}\n${code.value.slice(90, 120)}\r\n\t${code.value.slice(120)}`;
    expect(readOfferCode(wrapped)).toEqual({ ok: true, value: offer });
  });

  it('the secret travels as 26 base32 characters (bytes 00 11 22 33 44 … as AAISEM2E…)', () => {
    expect(secretText(SECRET)).toBe('AAISEM2EKVTHPCEZVK54ZXPO74');
  });

  describe('only local addresses: a code naming any other is refused with a sentence (issue 36 item 3)', () => {
    it.each([
      ['8.8.8.8', { kind: 'ipv4', address: '8.8.8.8', port: 53 }],
      ['255.255.255.255', { kind: 'ipv4', address: '255.255.255.255', port: 9 }],
      ['0.0.0.0', { kind: 'ipv4', address: '0.0.0.0', port: 9 }],
      ['172.32.0.1', { kind: 'ipv4', address: '172.32.0.1', port: 9 }],
      ['2001:4860:4860:0:0:0:0:8888', { kind: 'ipv6', address: '2001:4860:4860:0:0:0:0:8888', port: 9 }],
    ] as [string, Candidate][])('%s', (address, candidate) => {
      // Made as a code maker of bad intent would: a correct checksum around the address of its choosing.
      const bad = formatAnswerCode({ ...answer, places: [{ ...answer.places[0]!, candidates: [candidate] }] });
      expect(readAnswerCode(bad)).toEqual({
        ok: false,
        error: {
          code: 'not-local',
          message: `This code names ${address}, an address outside the local network: Muggins links phones on the local network only, so it was not used.`,
        },
      });
      const badOffer = formatOfferCode({ ...offer, places: [{ ...offer.places[0]!, candidates: [candidate] }] });
      expect(badOffer.ok && readOfferCode(badOffer.value).ok).toBe(false);
    });

    it('a description offering a public address keeps only its local ones', () => {
      const sdp = CHROMIUM_OFFER.replace('a=ice-ufrag', 'a=candidate:9 1 udp 2122260223 2a02:8108:1:2:3:4:5:6 5000 typ host\r\na=ice-ufrag');
      expect(essentials(sdp).candidates).toEqual([{ kind: 'ipv4', address: '127.0.0.1', port: 54768 }]);
    });
  });

  describe('refused with a sentence, never thrown', () => {
    const code = formatOfferCode(offer);
    const text = code.ok ? code.value : '';
    const answerText = formatAnswerCode(answer);
    // One character changed in the middle: the CRC-32 no longer matches.
    const flipped = text.slice(0, 60) + (text[60] === 'A' ? 'B' : 'A') + text.slice(61);
    it.each([
      ['empty', '', 'empty', 'There is no code to read.'],
      ['a game link', 'M1.GZ5BAAAA', 'foreign', 'This is not a Muggins code for following a game.'],
      ['a newer code', 'F3.AAAA', 'future-version', 'This code was made by a newer Muggins (code format 3): update the app on this phone.'],
      [
        'a code of before',
        'F1.AAAA',
        'old-version',
        'This code was made by an older Muggins (code format 1): update the app on the other phone, then make a new code.',
      ],
      ['an answer where an offer goes', answerText, 'wrong-kind', "This is a phone's answer: scan it on the table phone, under “Scan a phone's answer”."],
      ['one character changed', flipped, 'damaged', 'This code is damaged or cut short: scan it again, or copy all of it.'],
      ['cut short', text.slice(0, 100), 'damaged', 'This code is damaged or cut short: scan it again, or copy all of it.'],
      ['a character no code has', `${text.slice(0, 50)}1${text.slice(51)}`, 'damaged', 'This code is damaged or cut short: scan it again, or copy all of it.'],
      ['far too long', `F2.${'A'.repeat(3000)}`, 'too-long', 'This is far too long to be a Muggins code.'],
    ])('%s', (_, input, code, message) => {
      expect(readOfferCode(input)).toEqual({ ok: false, error: { code, message } });
    });

    it("the table phone's code where an answer goes", () => {
      expect(readAnswerCode(text)).toEqual({
        ok: false,
        error: { code: 'wrong-kind', message: "This is the table phone's code: scan it on the phone that is to follow the game." },
      });
    });
  });
});
