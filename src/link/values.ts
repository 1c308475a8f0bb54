import { ByteReader, ByteWriter, Malformed, isVarintInt } from './bytes';
import type { Dictionary } from './dictionary';

/*
 * A generic, self-describing packing of JSON-like values (null, booleans, numbers, strings, arrays, plain
 * objects, and undefined, which a stored event may hold): every string and every object's key list is written
 * once and referred to by number after that, and small integers take one byte. Nothing here knows an event
 * type, so a new event or field needs no change.
 */

/** The first byte of each value. */
const Tag = {
  Null: 0x00,
  False: 0x01,
  True: 0x02,
  Undefined: 0x03,
  Int: 0x04,
  Float: 0x05,
  NewString: 0x06,
  StringRef: 0x07,
  Array: 0x08,
  /** Then its key list (see `shape`) and its values in that order. */
  Object: 0x09,
  /** 0x10 + n: an array of n < 16 items. */
  ShortArray: 0x10,
  /** 0x40 + (x - SMALL_MIN): an integer from SMALL_MIN to SMALL_MAX in one byte. */
  Small: 0x40,
} as const;
const SHORT_ARRAY_MAX = 15;
const SMALL_MIN = -32;
const SMALL_MAX = 0xff - Tag.Small + SMALL_MIN; // 159: holes, targets and points fit in one byte.

/** Deepest nesting a link may hold; a game's values nest a few levels, so more is hostile. */
export const MAX_DEPTH = 32;

/** A value that cannot be written: a function, a symbol, a bigint, a Date or other class instance. */
export class NotEncodable extends Error {}

/** An object literal (or one without a prototype, read back as a literal): not a Date, Map or class instance. */
function isPlainObject(v: object): v is Record<string, unknown> {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Writes values, interning strings and key lists. */
export class ValueWriter extends ByteWriter {
  private readonly strings = new Map<string, number>();
  private readonly shapes = new Map<string, number>();

  /** `known`: texts and key lists both sides hold before the first byte (the format's dictionary). */
  constructor(known: Dictionary) {
    super();
    for (const s of known.strings) this.strings.set(s, this.strings.size);
    for (const keys of known.shapes) this.shapes.set(JSON.stringify(keys), this.shapes.size);
  }

  /** A string: new ones in full, repeats by number. */
  string(s: string): void {
    const ref = this.strings.get(s);
    if (ref !== undefined) {
      this.byte(Tag.StringRef);
      this.uint(ref);
    } else {
      this.strings.set(s, this.strings.size);
      this.byte(Tag.NewString);
      this.text(s);
    }
  }

  /** A key list: `0` then the number of keys and the keys when it is new, else its place in the list + 1. */
  shape(keys: readonly string[]): void {
    const id = JSON.stringify(keys);
    const ref = this.shapes.get(id);
    if (ref !== undefined) return this.uint(ref + 1);
    this.shapes.set(id, this.shapes.size);
    this.uint(0);
    this.uint(keys.length);
    for (const k of keys) this.string(k);
  }

  value(v: unknown, depth = 0): void {
    if (depth > MAX_DEPTH) throw new NotEncodable(`Values nest deeper than ${MAX_DEPTH} levels.`);
    if (v === null) this.byte(Tag.Null);
    else if (v === undefined) this.byte(Tag.Undefined);
    else if (v === false) this.byte(Tag.False);
    else if (v === true) this.byte(Tag.True);
    else if (typeof v === 'number') this.number(v);
    else if (typeof v === 'string') this.string(v);
    else if (Array.isArray(v)) {
      if (v.length <= SHORT_ARRAY_MAX) this.byte(Tag.ShortArray + v.length);
      else {
        this.byte(Tag.Array);
        this.uint(v.length);
      }
      // A sparse array's holes read back as undefined: the same for a log, which JSON and IndexedDB hold dense.
      for (let i = 0; i < v.length; i++) this.value(v[i], depth + 1);
    } else if (typeof v === 'object' && isPlainObject(v)) {
      const keys = Object.keys(v);
      this.byte(Tag.Object);
      this.shape(keys);
      for (const k of keys) this.value(v[k], depth + 1);
    } else throw new NotEncodable(`A ${typeof v === 'object' ? 'class instance' : typeof v} cannot be put in a link.`);
  }

  private number(x: number): void {
    if (!isVarintInt(x)) {
      this.byte(Tag.Float);
      this.float(x);
    } else if (x >= SMALL_MIN && x <= SMALL_MAX) this.byte(Tag.Small + x - SMALL_MIN);
    else {
      this.byte(Tag.Int);
      this.int(x);
    }
  }
}

/** Reads what `ValueWriter` wrote; throws `Malformed` on anything it could not have written. */
export class ValueReader extends ByteReader {
  private readonly strings: string[];
  private readonly shapes: (readonly string[])[];

  /** `known`: the same dictionary the writer was given. */
  constructor(bytes: Uint8Array, known: Dictionary) {
    super(bytes);
    this.strings = [...known.strings];
    this.shapes = [...known.shapes];
  }

  string(): string {
    const tag = this.byte();
    if (tag === Tag.NewString) {
      const s = this.text();
      this.strings.push(s);
      return s;
    }
    if (tag === Tag.StringRef) return this.ref(this.strings, 'text');
    throw new Malformed('damaged', 'The link holds a key that is not text.');
  }

  shape(): readonly string[] {
    const ref = this.uint();
    if (ref > 0) return this.ref(this.shapes, 'key list', ref - 1);
    const n = this.uint();
    if (n > this.left) throw new Malformed('damaged', 'The link ends too soon.');
    const keys: string[] = [];
    for (let i = 0; i < n; i++) {
      const k = this.string();
      // Assigning `__proto__` would change an object's prototype instead of adding a field: no game has one.
      if (k === '__proto__') throw new Malformed('unsafe', 'The link holds a field named __proto__, which no game has.');
      if (keys.includes(k)) throw new Malformed('damaged', `The link names the field '${k}' twice.`);
      keys.push(k);
    }
    this.shapes.push(keys);
    return keys;
  }

  value(depth = 0): unknown {
    if (depth > MAX_DEPTH) throw new Malformed('unsafe', `The link nests values deeper than ${MAX_DEPTH} levels.`);
    const tag = this.byte();
    if (tag >= Tag.Small) return tag - Tag.Small + SMALL_MIN;
    if (tag >= Tag.ShortArray && tag <= Tag.ShortArray + SHORT_ARRAY_MAX) return this.array(tag - Tag.ShortArray, depth);
    switch (tag) {
      case Tag.Null:
        return null;
      case Tag.False:
        return false;
      case Tag.True:
        return true;
      case Tag.Undefined:
        return undefined;
      case Tag.Int:
        return this.int();
      case Tag.Float:
        return this.float();
      case Tag.NewString: {
        const s = this.text();
        this.strings.push(s);
        return s;
      }
      case Tag.StringRef:
        return this.ref(this.strings, 'text');
      case Tag.Array:
        return this.array(this.uint(), depth);
      case Tag.Object:
        return this.object(this.shape(), depth);
    }
    throw new Malformed('damaged', `The link holds an unknown mark (${tag}).`);
  }

  /** A plain object from its keys and values read in order. */
  object(keys: readonly string[], depth: number, read: (key: string) => unknown = () => this.value(depth + 1)): Record<string, unknown> {
    const o: Record<string, unknown> = {};
    for (const k of keys) o[k] = read(k);
    return o;
  }

  private array(n: number, depth: number): unknown[] {
    // Every item takes at least a byte, so a length beyond the bytes left is a lie (and a way to exhaust memory).
    if (n > this.left) throw new Malformed('damaged', 'The link ends too soon.');
    const a: unknown[] = [];
    for (let i = 0; i < n; i++) a.push(this.value(depth + 1));
    return a;
  }

  private ref<T>(table: readonly T[], what: string, index = this.uint()): T {
    if (index >= table.length) throw new Malformed('damaged', `The link refers to a ${what} it never gave.`);
    return table[index]!;
  }
}
