/* Addresses as candidates and codes carry them: IPv4, IPv6, the `.local` names browsers make, and which are local. */

/** Where a phone listens: a UDP host candidate. */
export type Candidate =
  | { readonly kind: 'ipv4'; readonly address: string; readonly port: number }
  | { readonly kind: 'ipv6'; readonly address: string; readonly port: number }
  /** A name that stands for a local address (mDNS), e.g. `'2f0e…-…-….local'`, resolved on the Wi-Fi by the other phone. */
  | { readonly kind: 'mdns'; readonly address: string; readonly port: number };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** True for a dotted IPv4 address, e.g. `'192.168.1.5'`. */
export function isIpv4(text: string): boolean {
  const m = IPV4.exec(text);
  return m?.slice(1).every((p) => Number(p) <= 255) ?? false;
}

/** An IPv6 address as 16 bytes, e.g. `'fd00::2'`; `null` when it is not one (an IPv4 tail is not accepted). */
export function parseIpv6(text: string): Uint8Array | null {
  if (!/^[0-9a-fA-F:]+$/.test(text) || text.length > 39) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...new Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  const out = new Uint8Array(16);
  for (const [i, g] of all.entries()) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
    const v = parseInt(g, 16);
    out[2 * i] = v >> 8;
    out[2 * i + 1] = v & 0xff;
  }
  return out;
}

/** 16 bytes as an IPv6 address, e.g. `'fd00:0:0:0:0:0:0:2'` (not compressed: the browser reads either). */
export function formatIpv6(bytes: Uint8Array): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}

/** A `.local` name a browser makes for a local address: a UUID, e.g. `'1f4712db-ea17-4bcf-a596-105139dfd8bf.local'`. */
export const MDNS_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$/;

/*
 * The addresses a code may carry: only what a phone on the table's own network can have. A code names where the
 * other phone sends its connectivity checks, so a code that named any address would let whoever made it point a
 * phone at a machine of their choosing (issue 36 item 3). Local means: a private IPv4 range (10/8, 172.16/12,
 * 192.168/16), link-local (169.254/16, fe80::/10), loopback (127/8, ::1), an IPv6 unique local address (fc00::/7),
 * or an mDNS name of the form browsers make for a local address (a UUID under `.local`).
 */

/** True for an IPv4 address of a private, link-local or loopback range, e.g. `'192.168.1.5'`. */
export function isLocalIpv4(address: string): boolean {
  if (!isIpv4(address)) return false;
  const [a, b] = address.split('.').map(Number) as [number, number];
  return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

/** True for an IPv6 address that is loopback, link-local or unique local, e.g. `'fd00::2'`, `'fe80::1'`. */
export function isLocalIpv6(address: string): boolean {
  const bytes = parseIpv6(address);
  if (!bytes) return false;
  const loopback = bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1;
  return loopback || (bytes[0]! & 0xfe) === 0xfc || (bytes[0] === 0xfe && (bytes[1]! & 0xc0) === 0x80);
}

/** True for a candidate a code may carry (see above). */
export function isLocal(c: Candidate): boolean {
  if (c.kind === 'ipv4') return isLocalIpv4(c.address);
  if (c.kind === 'ipv6') return isLocalIpv6(c.address);
  return MDNS_UUID.test(c.address);
}

/** Why a code naming `address` is refused, e.g. `'This code names 8.8.8.8, an address outside …'`. */
export function notLocalWords(address: string): string {
  return `This code names ${address}, an address outside the local network: Muggins links phones on the local network only, so it was not used.`;
}
