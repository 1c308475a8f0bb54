import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach } from 'vitest';
import { deleteStore, openStore, type EventCheck, type LogCheck, type OpenOptions, type Store } from '../../src/store';

/** A tiny stand-in for the game engine's events: `{ type: 'scored', v: 1, points }`. */
export interface TestEvent {
  type: 'scored';
  v: 1;
  points: number;
}

export function scored(points: number): TestEvent {
  return { type: 'scored', v: 1, points };
}

/** True for a `TestEvent`. */
export function isTestEvent(e: unknown): boolean {
  return checkTestEvent(e).ok;
}

/** The event check the game engine injects; here it accepts only `TestEvent`s and says why not, like `parseEvent`. */
export const checkTestEvent: EventCheck = (e) => {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) return { ok: false, error: { message: 'An event must be an object.' } };
  const o = e as Record<string, unknown>;
  if (o.v !== 1) return { ok: false, error: { message: `Event version ${String(o.v)} is not supported (expected 1).` } };
  if (o.type !== 'scored') return { ok: false, error: { message: `Unknown event type ${String(o.type)}.` } };
  if (typeof o.points !== 'number' || !Number.isInteger(o.points)) return { ok: false, error: { message: 'Event scored has a missing or malformed field.' } };
  return { ok: true };
};

/**
 * The whole-log check the game engine injects, in small: every event a `TestEvent` (code `bad-event`, as the engine's
 * `checkLog` runs `parseEvent` on each), and the log may not pass 121 points in all. Says which event does not fit.
 */
export const checkTestLog: LogCheck = (events) => {
  for (const [index, e] of events.entries()) {
    const checked = checkTestEvent(e);
    if (!checked.ok) return { ok: false, error: { code: 'bad-event', index, message: checked.error.message } };
  }
  let total = 0;
  for (const [index, e] of events.entries()) {
    total += (e as TestEvent).points;
    if (total > 121) return { ok: false, error: { index, message: `This scored passes 121 (${total}).` } };
  }
  return { ok: true };
};

/** The log of an imported copy, as the engine's `withGameId` makes it: the first event names the copy. */
export function renameTestLog(events: readonly unknown[], id: string): readonly unknown[] {
  return events.map((e, i) => (i === 0 ? { ...(e as object), game: id } : e));
}

/** Opens a fresh database whose store checks whole logs (`checkTestLog`) and renames imported copies (`renameTestLog`). */
export async function freshLogStore(): Promise<Store> {
  return openStore(freshName(), { ...testOptions(), checkLog: checkTestLog, renameLog: renameTestLog });
}

let counter = 0;
const opened: string[] = [];

/** A clock that ticks one second per call, from a fixed start. */
export function fakeClock(start = 1_795_734_000_000): () => number {
  let t = start;
  return () => (t += 1000);
}

/** The options every test store opens with. */
export function testOptions(): OpenOptions {
  return { checkEvent: checkTestEvent, now: fakeClock() };
}

/** A fresh, unique database name, deleted after the test. */
export function freshName(): string {
  const name = `muggins-test-${++counter}`;
  opened.push(name);
  return name;
}

/** Opens a fresh, uniquely named database, deleted after the test. */
export async function freshStore(): Promise<Store> {
  return openStore(freshName(), testOptions());
}

/** Closes `store` and opens its database again (a new connection, as after a reload). */
export async function reopen(store: Store): Promise<Store> {
  store.close();
  return openStore(store.name, testOptions());
}

/** Changes raw records behind the store's back (tampering), with the store closed; returns the reopened store. */
export async function tamper(store: Store, change: (db: Awaited<ReturnType<typeof openDB>>) => Promise<unknown>): Promise<Store> {
  store.close();
  const db = await openDB(store.name);
  await change(db);
  db.close();
  return openStore(store.name, testOptions());
}

/** Everything in the database, to prove an operation changed nothing. */
export async function snapshot(store: Store): Promise<unknown> {
  const db = await openDB(store.name);
  const out: Record<string, unknown> = {};
  for (const name of [...db.objectStoreNames].sort()) out[name] = await db.getAll(name);
  db.close();
  return out;
}

afterEach(async () => {
  for (const name of opened.splice(0)) await deleteStore(name);
});
