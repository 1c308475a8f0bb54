import { openDB } from 'idb';
import { describe, expect, test } from 'vitest';
import { draftKey } from '../../src/store';
import { freshStore, reopen, scored } from './fixtures';

/** A half-entered count as the table keeps it (src/ui/session/draft.ts). */
const DRAFT = { round: 3, count: 1, cards: ['5H', 'JD'], starter: null, claim: '' };

describe('a half-entered count kept in the store (issue 27 item 4)', () => {
  test('the key is a device setting named for the game', () => {
    expect(draftKey('g-lq3x9a-4k2')).toBe('device:draft:g-lq3x9a-4k2');
  });

  test('saved, read back after a reopen, replaced, and cleared', async () => {
    const store = await freshStore();
    expect(await store.getDraft('g1')).toBeUndefined();
    await store.putDraft('g1', DRAFT);
    const reopened = await reopen(store);
    expect(await reopened.getDraft('g1')).toEqual(DRAFT);
    expect(await reopened.getDraft('g2')).toBeUndefined();
    await reopened.putDraft('g1', { ...DRAFT, cards: ['5H', 'JD', '5C'] });
    expect(await reopened.getDraft('g1')).toEqual({ ...DRAFT, cards: ['5H', 'JD', '5C'] });
    await reopened.deleteDraft('g1');
    expect(await reopened.getDraft('g1')).toBeUndefined();
    // Clearing a draft that is not there changes nothing and does not fail.
    await reopened.deleteDraft('g1');
    expect(await reopened.getDraft('g1')).toBeUndefined();
  });

  test('deleted with its game, in the same transaction; another game keeps its own', async () => {
    const store = await freshStore();
    for (const id of ['g1', 'g2']) {
      await store.createGame({ id, title: 't', setup: {} });
      await store.appendEvents(id, 0, [scored(2)]);
      await store.putDraft(id, { ...DRAFT, claim: id });
    }
    expect(await store.deleteGame('g1')).toBe(true);
    expect(await store.getDraft('g1')).toBeUndefined();
    expect(await store.getDraft('g2')).toEqual({ ...DRAFT, claim: 'g2' });
    store.close();
    const db = await openDB(store.name);
    expect((await db.getAllKeys('settings')).sort()).toEqual(['device:draft:g2']);
    db.close();
  });

  test('never in a backup, and a backup carrying one does not bring it in', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(2)]);
    await store.putDraft('g1', DRAFT);
    await store.putSetting('theme', 'dark');
    const { file } = await store.exportAll();
    expect(file.settings).toEqual([{ key: 'theme', value: 'dark' }]);

    const other = await freshStore();
    const carried = { ...file, settings: [...file.settings, { key: draftKey('g1'), value: DRAFT }] };
    const imported = await other.importData(JSON.stringify(carried));
    expect(imported.ok).toBe(true);
    expect(await other.getDraft('g1')).toBeUndefined();
  });
});
