import fc from 'fast-check';
import { MAX_EVENT_POINTS, type GameEvent } from '../../src/game';
import { crc32 } from '../../src/link/checksum';
import { formatBase32 } from '../../src/link/base32';
import { writeEvents } from '../../src/link/columns';
import { deflateRaw } from '../../src/link/deflate';
import { DICTIONARY_V1 } from '../../src/link/dictionary';
import { LINK_VERSION } from '../../src/link';
import { ValueWriter } from '../../src/link/values';

/*
 * The hostile cases every way in is fuzzed with (issue 11 item 7, issue 26): an import file, a game link, a stored
 * record. One set of generators, so each entry point is tried with the same values: truncation, a mistyped field
 * (any value where a typed one belongs), nesting and sizes over the limits, duplicates, future versions, and
 * `__proto__` keys planted anywhere.
 */

export type Obj = Record<string, unknown>;

/** Any value where a typed one belongs: anything at all, and the usual suspects. */
export const HOSTILE_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything()),
  fc.constantFrom(1e300, -1e300, 2 ** 53, Number.NaN, Infinity, -0, 1000, -1000),
);

/** A version past every one this app reads. */
export const FUTURE_VERSION: fc.Arbitrary<number> = fc.integer({ min: 3, max: 1_000_000 });

/** Every object in a JSON value, to pick one to plant a key in. */
export function objectsIn(v: unknown, out: Obj[] = []): Obj[] {
  if (Array.isArray(v)) {
    for (const x of v) objectsIn(x, out);
  } else if (typeof v === 'object' && v !== null) {
    out.push(v as Obj);
    for (const x of Object.values(v)) objectsIn(x, out);
  }
  return out;
}

/** Plants an own `__proto__` key in `at`, exactly as `JSON.parse` makes one from text. */
export function plantProto(at: Obj, value: unknown): void {
  Object.defineProperty(at, '__proto__', {
    value: { polluted: true, ...(typeof value === 'object' ? { value } : {}) },
    enumerable: true,
    configurable: true,
    writable: true,
  });
}

/** A value nested `n` levels deep, e.g. `{ a: { a: 1 } }` for 2. */
export function deep(n: number): unknown {
  return n === 0 ? 1 : { a: deep(n - 1) };
}

/** A deep copy through JSON. */
export function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** A field of an event that a hostile value may replace, and whether a value is acceptable there. */
export interface EventField {
  readonly name: string;
  /** The event's place in the log. */
  readonly i: number;
  readonly key: string;
  readonly valid: (v: unknown) => boolean;
}

/**
 * The typed fields of a real log (its start, a Scored, a CardPlayed, a HandCounted, and fields every event has),
 * for the mistyped cases of the link and stored-record fuzzers. `scored` and `counted` are the places of the Scored
 * and the HandCounted used. `idKnown`: the log is stored under its game's id, so its start must name that game (a
 * link carries no other id, so any id will do there).
 */
export function eventFieldCases(
  events: readonly GameEvent[],
  idKnown: boolean,
): { readonly fields: readonly EventField[]; readonly scored: number; readonly counted: number } {
  const at = (type: GameEvent['type'], nth = 0) => events.map((e, i) => [e, i] as const).filter(([e]) => e.type === type)[nth]![1];
  const field = (i: number, key: string): unknown => (events[i] as unknown as Obj)[key];
  const scored = at('Scored', 3);
  const played = at('CardPlayed', 2);
  const counted = at('HandCounted', 1);
  const isWhole = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
  const fields: EventField[] = [
    { name: 'events[0].setup', i: 0, key: 'setup', valid: () => false },
    {
      name: 'events[0].gameId',
      i: 0,
      key: 'gameId',
      valid: (v) => (idKnown ? v === field(0, 'gameId') : typeof v === 'string' && v.length > 0 && v.length <= 200),
    },
    { name: 'events[1].type', i: 1, key: 'type', valid: (v) => v === field(1, 'type') },
    { name: 'events[5].v', i: 5, key: 'v', valid: (v) => v === 1 },
    { name: 'events[7].n', i: 7, key: 'n', valid: (v) => v === field(7, 'n') },
    { name: 'events[9].at', i: 9, key: 'at', valid: (v) => typeof v === 'number' && v >= 0 && v <= Number.MAX_SAFE_INTEGER },
    { name: `events[${scored}].points (a Scored)`, i: scored, key: 'points', valid: (v) => isWhole(v, -MAX_EVENT_POINTS, MAX_EVENT_POINTS) },
    // Another side of the game is a Scored the table could have tapped: no log check can tell it from the real one.
    { name: `events[${scored}].side`, i: scored, key: 'side', valid: (v) => v === 0 || v === 1 },
    { name: `events[${scored}].items`, i: scored, key: 'items', valid: (v) => Array.isArray(v) && v.length === 0 },
    { name: `events[${played}].card (a CardPlayed)`, i: played, key: 'card', valid: (v) => v === field(played, 'card') },
    { name: `events[${counted}].claimed (a HandCounted)`, i: counted, key: 'claimed', valid: (v) => v === field(counted, 'claimed') },
  ];
  return { fields, scored, counted };
}

/** Counts the cases tried and refused, per kind, and prints them in one line. */
export class Tally {
  private readonly kinds = new Map<string, { tried: number; refused: number }>();

  tried(kind: string): { refused(): void } {
    const t = this.kinds.get(kind) ?? { tried: 0, refused: 0 };
    this.kinds.set(kind, t);
    t.tried++;
    return { refused: () => void t.refused++ };
  }

  /** e.g. `'import fuzz: 722 of 722 hostile files refused (truncated: 150/150 refused; …)'`. */
  line(label: string, what: string): string {
    const rows = [...this.kinds].map(([kind, t]) => `${kind}: ${t.refused}/${t.tried} refused`);
    const total = [...this.kinds.values()].reduce((a, t) => ({ tried: a.tried + t.tried, refused: a.refused + t.refused }), { tried: 0, refused: 0 });
    return `${label}: ${total.refused} of ${total.tried} ${what} refused (${rows.join('; ')})`;
  }
}

/** Packs a title, extras and events as `encodeLink` does, without its checks: what a hostile link may hold. */
export function packLink(title: unknown, extras: unknown, events: readonly unknown[]): Uint8Array {
  const w = new ValueWriter(DICTIONARY_V1);
  w.value(title);
  w.value(extras);
  writeEvents(w, events as readonly Record<string, unknown>[]);
  return w.bytes();
}

/**
 * Packs a game whose extras nest `depth` arrays deep, written byte by byte: the app's writer refuses to make one
 * (`NotEncodable`), a hostile encoder need not.
 */
export function packDeepLink(title: string, depth: number, events: readonly unknown[]): Uint8Array {
  const w = new ValueWriter(DICTIONARY_V1);
  w.value(title);
  for (let i = 0; i < depth; i++) w.byte(0x11); // an array of one item
  w.byte(0x40); // the integer -32
  writeEvents(w, events as readonly Record<string, unknown>[]);
  return w.bytes();
}

/** A link fragment around packed bytes, with the right tag, CRC and deflate, as the app's encoder frames them. */
export async function frameLink(packed: Uint8Array, version = LINK_VERSION): Promise<string> {
  const deflated = await deflateRaw(packed);
  const framed = new Uint8Array(4 + deflated.length);
  new DataView(framed.buffer).setUint32(0, crc32(packed));
  framed.set(deflated, 4);
  return `M${version}.${formatBase32(framed)}`;
}
