import { crc32 } from '../link/checksum';
import { formatIpv6, isLocal, MDNS_UUID, parseIpv6, type Candidate } from './address';
import { ICE_CHARS, MAX_CANDIDATES } from './sdp';

/*
 * The bytes of a linking code: ICE text at 6 bits a character, candidates (an address said once per code, then
 * named by its place: the table phone's places in one code share their addresses), and a CRC-32 at the end.
 */

/** A code that did not read: thrown inside the readers only, returned as `damaged`. */
export class Broken extends Error {}

/** A code that names an address outside the local network (issue 36 item 3): refused with its address. */
export class NotLocal extends Error {
  constructor(readonly address: string) {
    super(address);
  }
}

const ADDRESS = { ipv4: 4, ipv6: 6, mdnsUuid: 16 } as const;
/** An address said before in this code, by its place (0 to 31): `SAID + place`. */
const SAID = 0x40;

export class Writer {
  private readonly bytes: number[] = [];
  private readonly addresses: string[] = [];

  byte(b: number): void {
    this.bytes.push(b & 0xff);
  }

  all(bytes: Uint8Array): void {
    for (const b of bytes) this.byte(b);
  }

  /** ICE characters, 6 bits each after a length byte: 4 characters in 3 bytes. */
  ice(text: string): void {
    this.byte(text.length);
    let acc = 0;
    let bits = 0;
    for (const ch of text) {
      acc = (acc << 6) | ICE_CHARS.indexOf(ch);
      bits += 6;
      while (bits >= 8) {
        bits -= 8;
        this.byte(acc >> bits);
      }
      acc &= (1 << bits) - 1;
    }
    if (bits > 0) this.byte(acc << (8 - bits));
  }

  /** A phone's candidates (at most `MAX_CANDIDATES`), each address written once per code. */
  candidates(list: readonly Candidate[]): void {
    const kept = list.slice(0, MAX_CANDIDATES);
    this.byte(kept.length);
    for (const c of kept) {
      const place = this.addresses.indexOf(c.address);
      if (place >= 0 && place < 32) this.byte(SAID + place);
      else {
        this.addresses.push(c.address);
        if (c.kind === 'ipv4') {
          this.byte(ADDRESS.ipv4);
          for (const part of c.address.split('.')) this.byte(Number(part));
        } else if (c.kind === 'ipv6') {
          this.byte(ADDRESS.ipv6);
          this.all(parseIpv6(c.address)!);
        } else {
          this.byte(ADDRESS.mdnsUuid);
          const hex = c.address.slice(0, 36).replace(/-/g, '');
          for (let i = 0; i < 32; i += 2) this.byte(parseInt(hex.slice(i, i + 2), 16));
        }
      }
      this.byte(c.port >> 8);
      this.byte(c.port);
    }
  }

  done(): Uint8Array {
    const body = Uint8Array.from(this.bytes);
    const out = new Uint8Array(body.length + 4);
    out.set(body);
    new DataView(out.buffer).setUint32(body.length, crc32(body));
    return out;
  }
}

export class Reader {
  private at = 0;
  private readonly addresses: Omit<Candidate, 'port'>[] = [];
  constructor(private readonly bytes: Uint8Array) {}

  get left(): number {
    return this.bytes.length - this.at;
  }

  byte(): number {
    if (this.at >= this.bytes.length) throw new Broken();
    return this.bytes[this.at++]!;
  }

  take(n: number): Uint8Array {
    if (this.at + n > this.bytes.length) throw new Broken();
    const out = this.bytes.slice(this.at, this.at + n);
    this.at += n;
    return out;
  }

  ice(min: number, max: number): string {
    const length = this.byte();
    if (length < min || length > max) throw new Broken();
    const packed = this.take(Math.ceil((length * 6) / 8));
    let text = '';
    let acc = 0;
    let bits = 0;
    let i = 0;
    while (text.length < length) {
      acc = ((acc << 8) | packed[i++]!) & 0xffff;
      bits += 8;
      while (bits >= 6 && text.length < length) {
        bits -= 6;
        text += ICE_CHARS[(acc >> bits) & 63];
      }
    }
    if ((acc & ((1 << bits) - 1)) !== 0) throw new Broken();
    return text;
  }

  /** Candidates as `Writer.candidates` wrote them; an address outside the local network throws `NotLocal`. */
  candidates(): Candidate[] {
    const count = this.byte();
    if (count > MAX_CANDIDATES) throw new Broken();
    return Array.from({ length: count }, () => this.candidate());
  }

  private candidate(): Candidate {
    const kind = this.byte();
    let address: Omit<Candidate, 'port'>;
    if (kind >= SAID && kind < SAID + 32) {
      const said = this.addresses[kind - SAID];
      if (!said) throw new Broken();
      address = said;
    } else {
      if (kind === ADDRESS.ipv4) address = { kind: 'ipv4', address: [...this.take(4)].join('.') };
      else if (kind === ADDRESS.ipv6) address = { kind: 'ipv6', address: formatIpv6(this.take(16)) };
      else if (kind === ADDRESS.mdnsUuid) {
        const hex = [...this.take(16)].map((b) => b.toString(16).padStart(2, '0')).join('');
        address = { kind: 'mdns', address: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local` };
      } else throw new Broken();
      this.addresses.push(address);
    }
    const port = (this.byte() << 8) | this.byte();
    if (port === 0) throw new Broken();
    const c = { ...address, port } as Candidate;
    if (!isLocal(c) || (c.kind === 'mdns' && !MDNS_UUID.test(c.address))) throw new NotLocal(c.address);
    return c;
  }
}
