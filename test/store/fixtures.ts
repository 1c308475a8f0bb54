import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { deleteStore, openStore, type Store } from '../../src/store';

/** A tiny stand-in for the game engine's events: `{ type: 'scored', v: 1, points }`. */
export interface TestEvent {
  type: 'scored';
  v: 1;
  points: number;
}

export function scored(points: number): TestEvent {
  return { type: 'scored', v: 1, points };
}

/** The validator the game engine will inject; here it accepts only `TestEvent`s. */
export function isTestEvent(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const o = e as Record<string, unknown>;
  return o.type === 'scored' && o.v === 1 && typeof o.points === 'number' && Number.isInteger(o.points);
}

let counter = 0;
const opened: string[] = [];

/** A clock that ticks one second per call, from a fixed start. */
export function fakeClock(start = 1_795_734_000_000): () => number {
  let t = start;
  return () => (t += 1000);
}

/** Opens a fresh, uniquely named database, deleted after the test. */
export async function freshStore(): Promise<Store> {
  const name = `muggins-test-${++counter}`;
  opened.push(name);
  return openStore(name, { now: fakeClock() });
}

afterEach(async () => {
  for (const name of opened.splice(0)) await deleteStore(name);
});
