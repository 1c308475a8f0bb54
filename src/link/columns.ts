import { type ByteReader, type ByteWriter, MAX_VARINT_INT, Malformed, isVarintInt } from './bytes';
import type { ValueReader, ValueWriter } from './values';

/*
 * A log is packed by column, not event by event: each event's key list (its shape, e.g. the keys of a `Scored`),
 * then, for each field name in order of first use, that field's values from every event that has it. Values of
 * one kind sit together, so deflate finds the repeats (`"hand"`, `[]`, `v: 1`), and a column of whole numbers is
 * stored as differences when that is smaller: `n` runs up by 0 or 1, `round` by 1, and `at` (ms since the epoch)
 * becomes the ms between two events. Differences of whole numbers below 2^52 add back exactly.
 */

/** A column of any values, each self-described. */
const VALUES = 0;
/**
 * A column of whole numbers: `INTS` plus flags. `DELTAS`: each is stored as its difference from the one before
 * (the first from 0); `SIGNED`: zigzagged (0, -1, 1, -2 ... as 0, 1, 2, 3 ...); `WIDE`: see `writeWide`, else
 * one byte each.
 */
const INTS = 0x10;
const DELTAS = 1;
const SIGNED = 2;
const WIDE = 4;

/**
 * Roughly the bits deflate needs for `xs`: each distinct number spelled out once, then every number coded by its
 * frequency (zeroth-order entropy). All-distinct absolute times cost their full width; their differences, small
 * and often 0 (the events of one command share a time), cost far less.
 */
function estimatedBits(xs: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  let bits = 0;
  for (const [x, c] of counts) bits += 8 * byteLength(Math.abs(x)) + c * Math.log2(xs.length / c);
  return bits;
}

/** Bytes of an unsigned whole number up to 2^53, e.g. 0 for 0, 2 for 30000. */
function byteLength(u: number): number {
  let n = 0;
  for (; u >= 1; u = Math.floor(u / 256)) n++;
  return n;
}

/**
 * Writes unsigned whole numbers (up to 2^53) as each one's byte count, then their bytes laid out by position:
 * every number's lowest byte, then the next byte of those that have one, and so on. The ms between two taps are
 * noise in the low byte and nearly constant above: kept apart, deflate codes each plane near its entropy, where
 * varints would spend a bit a byte on continuation and mix the two. (Measured on the test corpus: bit-packing
 * below the leading 1 deflates worse, since the bit lengths then carry the noise of the high bits.)
 */
function writeWide(w: ByteWriter, us: readonly number[]): void {
  const lengths = us.map(byteLength);
  for (const n of lengths) w.byte(n);
  let rest = us.map((u, i) => ({ u, n: lengths[i]! }));
  for (let k = 0; rest.length > 0; k++) {
    rest = rest.filter((x) => x.n > k);
    for (const x of rest) w.byte(Math.floor(x.u / 256 ** k) % 256);
  }
}

/** Reads `count` numbers written by `writeWide`. */
function readWide(r: ByteReader, count: number): number[] {
  const lengths = Array.from({ length: count }, () => r.byte());
  if (lengths.some((n) => n > 7)) throw new Malformed('damaged', 'The link holds a number too long.');
  const values = new Array<number>(count).fill(0);
  for (let k = 0; k < 7; k++) {
    for (let i = 0; i < count; i++) if (lengths[i]! > k) values[i]! += r.byte() * 256 ** k;
  }
  if (values.some((u) => u > 2 * MAX_VARINT_INT)) throw new Malformed('damaged', 'The link holds a number too large.');
  return values;
}

const zigzag = (x: number): number => (x < 0 ? -2 * x - 1 : 2 * x);
const unzigzag = (z: number): number => (z % 2 === 1 ? -(z + 1) / 2 : z / 2);

/** Writes whole numbers (magnitude up to 2^52) as they are or as differences, whichever should deflate smaller. */
function writeInts(w: ByteWriter, xs: readonly number[]): void {
  const deltas = xs.map((x, i) => x - (i > 0 ? xs[i - 1]! : 0));
  const useDeltas = deltas.every(isVarintInt) && estimatedBits(deltas) < estimatedBits(xs);
  const chosen = useDeltas ? deltas : xs;
  const signed = chosen.some((x) => x < 0);
  const us = signed ? chosen.map(zigzag) : chosen;
  const wide = us.some((u) => u > 255);
  w.byte(INTS | (useDeltas ? DELTAS : 0) | (signed ? SIGNED : 0) | (wide ? WIDE : 0));
  if (wide) writeWide(w, us);
  else for (const u of us) w.byte(u);
}

/** Reads `count` numbers written by `writeInts` with this kind byte. */
function readInts(r: ByteReader, kind: number, count: number): number[] {
  const us = kind & WIDE ? readWide(r, count) : Array.from({ length: count }, () => r.byte());
  const xs = kind & SIGNED ? us.map(unzigzag) : us;
  let last = 0;
  return kind & DELTAS ? xs.map((d) => (last += d)) : xs;
}

/** Writes a log of plain objects (`ValueWriter.value` refuses anything else) by column. */
export function writeEvents(w: ValueWriter, events: readonly Record<string, unknown>[]): void {
  w.uint(events.length);
  const columns = new Map<string, unknown[]>();
  for (const e of events) {
    const keys = Object.keys(e);
    w.shape(keys);
    for (const k of keys) {
      let column = columns.get(k);
      if (!column) {
        column = [];
        columns.set(k, column);
      }
      column.push(e[k]);
    }
  }
  for (const values of columns.values()) {
    if (values.every((x) => typeof x === 'number' && isVarintInt(x))) writeInts(w, values as number[]);
    else {
      w.byte(VALUES);
      for (const x of values) w.value(x, 1);
    }
  }
}

/** Reads what `writeEvents` wrote. */
export function readEvents(r: ValueReader): Record<string, unknown>[] {
  const count = r.uint();
  // Each event's shape takes at least a byte.
  if (count > r.left) throw new Malformed('damaged', 'The link ends too soon.');
  const shapes: (readonly string[])[] = [];
  const sizes = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const keys = r.shape();
    shapes.push(keys);
    for (const k of keys) sizes.set(k, (sizes.get(k) ?? 0) + 1);
  }
  const columns = new Map<string, unknown[]>();
  for (const [key, size] of sizes) {
    if (size > r.left) throw new Malformed('damaged', 'The link ends too soon.');
    const kind = r.byte();
    let values: unknown[];
    if (kind === VALUES) values = Array.from({ length: size }, () => r.value(1));
    else if ((kind & ~(DELTAS | SIGNED | WIDE)) === INTS) values = readInts(r, kind, size);
    else throw new Malformed('damaged', `The link holds an unknown kind of column (${kind}).`);
    columns.set(key, values);
  }
  const next = new Map<string, number>();
  return shapes.map((keys) =>
    r.object(keys, 0, (k) => {
      const i = next.get(k) ?? 0;
      next.set(k, i + 1);
      return columns.get(k)![i];
    }),
  );
}
