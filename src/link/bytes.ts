import { platform } from './platform';

/*
 * Bytes in and out for the link format: unsigned and zigzag varints (LEB128), UTF-8 strings and float64.
 * The reader checks every bound; a link is untrusted input, so running off the end or an over-long varint
 * throws `Malformed`, which `decodeLink` turns into a "damaged link" value (it never reaches a caller).
 */

/** The largest magnitude stored as a varint: zigzag doubles it, and 2^53 is still exact. */
export const MAX_VARINT_INT = 2 ** 52;

/** A payload that cannot be read: truncated, an impossible value or an unsafe key. */
export class Malformed extends Error {
  constructor(
    /** `'damaged'` for broken bytes, `'unsafe'` for a hostile key such as `__proto__`. */
    readonly kind: 'damaged' | 'unsafe',
    message: string,
  ) {
    super(message);
  }
}

/** True for an integer a varint holds exactly (not -0, which only a float64 keeps). */
export function isVarintInt(x: number): boolean {
  return Number.isInteger(x) && Math.abs(x) <= MAX_VARINT_INT && !Object.is(x, -0);
}

const encoder = new platform.TextEncoder();

/** A growing byte buffer. */
export class ByteWriter {
  private buf = new Uint8Array(256);
  private len = 0;

  private room(n: number): void {
    if (this.len + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.len + n));
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.len++] = b;
  }

  /** An unsigned integer up to 2^53, 7 bits a byte, low bits first. */
  uint(x: number): void {
    while (x >= 128) {
      this.byte((x % 128) | 128);
      x = Math.floor(x / 128);
    }
    this.byte(x);
  }

  /** A signed integer of magnitude up to 2^52, zigzagged (0, -1, 1, -2 ... as 0, 1, 2, 3 ...). */
  int(x: number): void {
    this.uint(x < 0 ? -2 * x - 1 : 2 * x);
  }

  float(x: number): void {
    this.room(8);
    new DataView(this.buf.buffer).setFloat64(this.len, x);
    this.len += 8;
  }

  /** A string as its UTF-8 length and bytes. */
  text(s: string): void {
    const bytes = encoder.encode(s);
    this.uint(bytes.length);
    this.room(bytes.length);
    this.buf.set(bytes, this.len);
    this.len += bytes.length;
  }

  /** The bytes written so far. */
  bytes(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

const decoder = new platform.TextDecoder('utf-8', { fatal: true });

/** Reads what `ByteWriter` wrote, checking every bound. */
export class ByteReader {
  private pos = 0;

  constructor(private readonly buf: Uint8Array) {}

  /** Bytes not read yet. */
  get left(): number {
    return this.buf.length - this.pos;
  }

  byte(): number {
    if (this.pos >= this.buf.length) throw new Malformed('damaged', 'The link ends too soon.');
    return this.buf[this.pos++]!;
  }

  uint(): number {
    let x = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      x += (b & 127) * scale;
      if (b < 128) {
        if (x > 2 * MAX_VARINT_INT) throw new Malformed('damaged', 'The link holds a number too large.');
        return x;
      }
      scale *= 128;
    }
    throw new Malformed('damaged', 'The link holds a number too long.');
  }

  int(): number {
    const z = this.uint();
    return z % 2 === 1 ? -(z + 1) / 2 : z / 2;
  }

  float(): number {
    if (this.left < 8) throw new Malformed('damaged', 'The link ends too soon.');
    const x = new DataView(this.buf.buffer, this.buf.byteOffset).getFloat64(this.pos);
    this.pos += 8;
    return x;
  }

  text(): string {
    const n = this.uint();
    if (n > this.left) throw new Malformed('damaged', 'The link ends too soon.');
    const bytes = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    try {
      return decoder.decode(bytes);
    } catch {
      throw new Malformed('damaged', 'The link holds text that is not UTF-8.');
    }
  }
}
