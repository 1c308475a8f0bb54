import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMPORT_LIMITS, deleteStore, openStore, type ExportFile, type Store } from '../../src/store';
import { scored, snapshot, testOptions } from './fixtures';
import { FUTURE_VERSION, HOSTILE_VALUE, Tally, clone as copy, deep, objectsIn, plantProto, type Obj } from './fuzzCases';

/**
 * Import fuzzing (issue 11 item 7): hostile files of six kinds are refused with a message and change nothing
 * (the database and a full export are identical before and after). The tally is printed at the end. The generators
 * (`fuzzCases.ts`) are the ones the link and stored-record fuzzers use too.
 */

let source: ExportFile;
let target: Store;
let before: { db: unknown; file: unknown };
const tally = new Tally();

/** A full export without its time stamp, and every raw record. */
async function everything(store: Store): Promise<{ db: unknown; file: unknown }> {
  const { file } = await store.exportAll();
  return { db: await snapshot(store), file: { ...file, exportedAt: 0 } };
}

beforeAll(async () => {
  // Opened for the whole file (the fixtures' fresh stores are deleted after each test).
  const from = await openStore('muggins-fuzz-source', testOptions());
  await from.createGame({ id: 'g1', title: 'Ann v Bob', setup: { target: 121 } });
  await from.appendEvents('g1', 0, [scored(2), scored(4), scored(29)], { finished: true });
  await from.createGame({ id: 'g2', title: 'Cal v Dee', setup: { target: 61 } });
  await from.appendEvents('g2', 0, [scored(1)]);
  await from.saveBoard({ id: 'b1', name: 'Long board', board: { holes: 121 } });
  await from.saveDeck({ id: 'd1', name: 'Civil Four', deck: { pips: 'stars' } });
  await from.putSetting('preferences', { theme: 'dark' });
  source = (await from.exportAll()).file;
  // The device being imported into has a game of its own, which must survive every hostile file.
  target = await openStore('muggins-fuzz-target', testOptions());
  await target.createGame({ id: 'mine', title: 'my game', setup: {} });
  await target.appendEvents('mine', 0, [scored(3)]);
  await target.saveBoard({ id: 'b-mine', name: 'Mine', board: {} });
  await target.putSetting('theme', 'light');
  before = await everything(target);
});

afterAll(async () => {
  await deleteStore('muggins-fuzz-source');
  await deleteStore('muggins-fuzz-target');
  console.log(`${tally.line('import fuzz', 'hostile files')}; nothing changed`);
});

/** Imports `file` into the target and checks it was refused with a message and changed nothing. */
async function refused(kind: string, file: unknown): Promise<void> {
  const t = tally.tried(kind);
  const r = await target.importData(file);
  expect(r.ok, `${kind} was accepted`).toBe(false);
  expect(!r.ok && r.error.message.length).toBeGreaterThan(10);
  expect(await everything(target)).toEqual(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  t.refused();
}

const clone = (): Obj => copy(source) as unknown as Obj;
const games = (f: Obj) => f.games as Obj[];

/** Fields with a strict type: where to find them, and whether a value is acceptable there. */
const TYPED: readonly { name: string; set: (f: Obj, v: unknown) => void; valid: (v: unknown) => boolean }[] = [
  { name: 'format', set: (f, v) => (f.format = v), valid: (v) => v === 'muggins-export' },
  { name: 'version', set: (f, v) => (f.version = v), valid: (v) => v === 1 || v === 2 },
  { name: 'exportedAt', set: (f, v) => (f.exportedAt = v), valid: (v) => v === undefined || (typeof v === 'number' && Number.isFinite(v) && v >= 0) },
  { name: 'games', set: (f, v) => (f.games = v), valid: (v) => Array.isArray(v) && v.length === 0 },
  { name: 'boards', set: (f, v) => (f.boards = v), valid: (v) => v === undefined || (Array.isArray(v) && v.length === 0) },
  { name: 'games[0].id', set: (f, v) => (games(f)[0]!.id = v), valid: (v) => typeof v === 'string' && v.length > 0 && v.length <= 200 && v !== 'g2' },
  { name: 'games[0].version', set: (f, v) => (games(f)[0]!.version = v), valid: (v) => v === 1 },
  { name: 'games[0].createdAt', set: (f, v) => (games(f)[0]!.createdAt = v), valid: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 },
  { name: 'games[1].title', set: (f, v) => (games(f)[1]!.title = v), valid: (v) => typeof v === 'string' && v.length <= 1000 },
  { name: 'games[1].events', set: (f, v) => (games(f)[1]!.events = v), valid: (v) => Array.isArray(v) && v.length === 0 },
  { name: 'games[0].events[1]', set: (f, v) => ((games(f)[0]!.events as unknown[])[1] = v), valid: () => false },
  { name: 'games[0].events[2].points', set: (f, v) => ((games(f)[0]!.events as Obj[])[2]!.points = v), valid: (v) => Number.isInteger(v) },
  { name: 'games[0].finished', set: (f, v) => (games(f)[0]!.finished = v), valid: (v) => v === undefined || typeof v === 'boolean' },
  { name: 'decks[0].name', set: (f, v) => ((f.decks as Obj[])[0]!.name = v), valid: (v) => typeof v === 'string' && v.length <= 1000 },
  {
    name: 'settings[0].key',
    set: (f, v) => ((f.settings as Obj[])[0]!.key = v),
    valid: (v) => typeof v === 'string' && v.length > 0 && v.length <= 200 && !['__proto__', 'constructor', 'prototype'].includes(v),
  },
];

describe('import fuzzing: hostile files are refused and change nothing (issue 11 item 7)', () => {
  test('truncated files', async () => {
    const text = JSON.stringify(source, null, 2);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: text.length - 1 }), async (cut) => refused('truncated', text.slice(0, cut))),
      { numRuns: 150 },
    );
  });

  test('mistyped fields', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TYPED), HOSTILE_VALUE, fc.boolean(), async (field, value, asText) => {
        fc.pre(!field.valid(value));
        const f = clone();
        field.set(f, value);
        // undefined disappears in JSON text: it stays a missing field, which is just as wrong where it is required.
        await refused('mistyped', asText ? JSON.stringify(f) : f);
      }),
      { numRuns: 250 },
    );
  });

  test('oversized files', async () => {
    const builders: Record<string, () => unknown> = {
      'a title of 1,001 characters': () => ({ ...clone(), games: [{ ...games(clone())[0]!, title: 'x'.repeat(1001) }] }),
      'an id of 201 characters': () => ({ ...clone(), games: [{ ...games(clone())[0]!, id: 'g'.repeat(201) }] }),
      'too many settings': () => ({ ...clone(), settings: Array.from({ length: IMPORT_LIMITS.settings + 1 }, (_, i) => ({ key: `k${i}`, value: i })) }),
      'too many events': () => ({
        ...clone(),
        games: [{ ...games(clone())[0]!, events: Array.from({ length: IMPORT_LIMITS.eventsPerGame + 1 }, () => scored(1)) }],
      }),
      'a setup nested too deeply': () => ({ ...clone(), games: [{ ...games(clone())[0]!, setup: deep(IMPORT_LIMITS.depth + 5) }] }),
      'a text longer than the limit': () => `${JSON.stringify(source)}${' '.repeat(IMPORT_LIMITS.text)}`,
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(builders)), async (name) => refused('oversized', builders[name]!())),
      { numRuns: 12 },
    );
  });

  test('duplicated entries', async () => {
    const lists = ['games', 'boards', 'decks', 'settings'] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...lists), fc.boolean(), fc.boolean(), async (list, changed, asText) => {
        const f = clone();
        const items = f[list] as Obj[];
        const copy = { ...items[0]!, ...(changed ? (list === 'settings' ? { value: 'other' } : { updatedAt: 7 }) : {}) };
        f[list] = [...items, copy];
        await refused('duplicated', asText ? JSON.stringify(f) : f);
      }),
      { numRuns: 60 },
    );
  });

  test('future versions (file, game record, board, deck profile or event)', async () => {
    await fc.assert(
      fc.asyncProperty(FUTURE_VERSION, fc.constantFrom('file', 'game', 'board', 'deck', 'event'), async (version, where) => {
        const f = clone();
        if (where === 'file') f.version = version;
        if (where === 'game') games(f)[1]!.version = version - 1;
        if (where === 'board') (f.boards as Obj[])[0]!.version = version;
        if (where === 'deck') (f.decks as Obj[])[0]!.version = version;
        if (where === 'event') (games(f)[0]!.events as Obj[])[0]!.v = version;
        await refused('future-version', JSON.stringify(f));
      }),
      { numRuns: 100 },
    );
  });

  test('__proto__ keys anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.jsonValue(), async (pick, value) => {
        const f = clone();
        const objects = objectsIn(f);
        const at = objects[pick % objects.length]!;
        plantProto(at, value);
        await refused('__proto__', JSON.stringify(f));
      }),
      { numRuns: 150 },
    );
  });
});
