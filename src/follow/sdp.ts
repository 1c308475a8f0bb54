import { err, ok, type Result } from '../rules/result';
import { MDNS_UUID, isIpv4, isLocal, parseIpv6, type Candidate } from './address';

/*
 * A data channel's session description cut to what the connection needs, and made whole again on the other phone.
 * A browser's offer or answer for one data channel is mostly boilerplate: the app knows its shape (one
 * `m=application` section, `UDP/DTLS/SCTP webrtc-datachannel`, SCTP port 5000, BUNDLE of mid 0). What differs from
 * call to call is the ICE username fragment and password, the DTLS certificate's SHA-256 fingerprint, the DTLS role
 * and the host candidates (this phone's local addresses, or the `.local` names that stand for them, with ports).
 * Only those travel in a code; `formatSdp` rebuilds a description the browser accepts from them.
 */

/** The DTLS role: the offer leaves it open (`actpass`); the answer takes one. */
export type SetupRole = 'actpass' | 'active' | 'passive';

/** What a connection needs of one side's description. */
export interface Essentials {
  /** ICE username fragment, e.g. `'x0tM'` (4 to 32 ICE characters). */
  readonly ufrag: string;
  /** ICE password, e.g. `'lYTd8dPmKbh2/1DTGtfkWK2/'` (22 to 64 ICE characters). */
  readonly pwd: string;
  /** The SHA-256 fingerprint of the DTLS certificate: 32 bytes. */
  readonly fingerprint: Uint8Array;
  readonly setup: SetupRole;
  /** UDP host candidates, IPv4 first, at most `MAX_CANDIDATES`. */
  readonly candidates: readonly Candidate[];
}

/** Candidates kept in a code: a phone on one Wi-Fi needs one or two; each costs 7 to 19 bytes of QR code. */
export const MAX_CANDIDATES = 6;

/** ICE characters (RFC 8839 `ice-char`): letters, digits, `+` and `/`, exactly 64, so 6 bits each. */
export const ICE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ICE_TEXT = /^[A-Za-z0-9+/]+$/;

/** Why a description cannot travel in a code. */
export interface SdpError {
  readonly code: 'bad-sdp';
  /** e.g. `'The connection offer has no ICE password.'`. */
  readonly message: string;
}

function bad(message: string): { readonly ok: false; readonly error: SdpError } {
  return err({ code: 'bad-sdp', message });
}

/** The value of the first `a=<name>:` line, e.g. `attribute(lines, 'ice-ufrag')` -> `'x0tM'`. */
function attribute(lines: readonly string[], name: string): string | null {
  const prefix = `a=${name}:`;
  const line = lines.find((l) => l.startsWith(prefix));
  return line === undefined ? null : line.slice(prefix.length).trim();
}

/**
 * One `a=candidate:` line's UDP host candidate of component 1, or `null` for any other (TCP, relay, reflexive, RTCP,
 * or an address it cannot read): e.g. `'candidate:1 1 udp 2122260223 192.168.1.5 54768 typ host generation 0'`.
 */
export function parseCandidate(line: string): Candidate | null {
  const fields = line
    .replace(/^a=/, '')
    .replace(/^candidate:/, '')
    .trim()
    .split(/\s+/);
  const [, component, transport, , address, port, typ, type] = fields;
  if (component !== '1' || transport?.toLowerCase() !== 'udp' || typ !== 'typ' || type !== 'host' || !address) return null;
  const p = Number(port);
  if (!Number.isInteger(p) || p < 1 || p > 65535) return null;
  if (isIpv4(address)) return { kind: 'ipv4', address, port: p };
  if (parseIpv6(address)) return { kind: 'ipv6', address: address.toLowerCase(), port: p };
  const name = address.toLowerCase();
  return MDNS_UUID.test(name) ? { kind: 'mdns', address: name, port: p } : null;
}

const ORDER: Readonly<Record<Candidate['kind'], number>> = { ipv4: 0, mdns: 1, ipv6: 2 };

/**
 * Reads what a connection needs from a browser's description (its `localDescription.sdp` once ICE gathering is
 * complete). Refuses one without ICE credentials, without a SHA-256 fingerprint (every browser sends one), or
 * whose credentials are not ICE characters.
 */
export function parseSdp(sdp: string): Result<Essentials, SdpError> {
  const lines = sdp.split(/\r?\n/).map((l) => l.trim());
  const ufrag = attribute(lines, 'ice-ufrag');
  const pwd = attribute(lines, 'ice-pwd');
  const fingerprint = attribute(lines, 'fingerprint');
  const setup = attribute(lines, 'setup');
  if (!ufrag || !pwd) return bad('The connection description has no ICE username or password.');
  if (!ICE_TEXT.test(ufrag) || ufrag.length < 4 || ufrag.length > 32) return bad('The connection description has an ICE username this app cannot carry.');
  if (!ICE_TEXT.test(pwd) || pwd.length < 22 || pwd.length > 64) return bad('The connection description has an ICE password this app cannot carry.');
  const fp = /^sha-256\s+((?:[0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2})$/i.exec(fingerprint ?? '');
  if (!fp) return bad('The connection description has no SHA-256 certificate fingerprint.');
  if (setup !== 'actpass' && setup !== 'active' && setup !== 'passive') return bad('The connection description has no DTLS role.');
  const bytes = Uint8Array.from(fp[1]!.split(':').map((h) => parseInt(h, 16)));
  const seen = new Set<string>();
  const candidates = lines
    .filter((l) => l.startsWith('a=candidate:'))
    .map(parseCandidate)
    .filter((c): c is Candidate => c !== null)
    // Only what the other phone may reach on the local network travels (a public IPv6 address stays here).
    .filter(isLocal)
    .filter((c) => {
      const key = `${c.address} ${c.port}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind])
    .slice(0, MAX_CANDIDATES);
  return ok({ ufrag, pwd, fingerprint: bytes, setup, candidates });
}

/** A fingerprint as SDP writes it, e.g. `'81:5F:CF:…'`. */
function fingerprintText(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

/** Host candidate priority (RFC 8445 5.1.2.1): type preference 126, local preference falling with each candidate. */
function priority(index: number): number {
  return 126 * 2 ** 24 + (65535 - index) * 2 ** 8 + 255;
}

/**
 * A whole description for one data channel, from another phone's essentials: what `setRemoteDescription` takes,
 * e.g. `'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n…'`. Every candidate is given, then the end of candidates (no trickle).
 */
export function formatSdp(e: Essentials): string {
  const lines = [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...e.candidates.map((c, i) => `a=candidate:${i + 1} 1 udp ${priority(i)} ${c.address} ${c.port} typ host generation 0`),
    // No candidates: the other phone's checks are awaited (a peer-reflexive candidate), so nothing is said to end.
    ...(e.candidates.length > 0 ? ['a=end-of-candidates'] : []),
    `a=ice-ufrag:${e.ufrag}`,
    `a=ice-pwd:${e.pwd}`,
    `a=fingerprint:sha-256 ${fingerprintText(e.fingerprint)}`,
    `a=setup:${e.setup}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
