// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { clearDraft, loadDraft, readDraft, saveDraft } from '../../../src/ui/session/draft';
import { deleteGame } from '../../../src/ui/data/games';
import { closeGame, gameId, getStore, openGame, send, startGame } from '../../../src/ui/session/session';

afterEach(() => closeGame());

const DRAFT = { round: 3, count: 1, cards: ['5H', 'JD'], starter: null, claim: '' };

describe('a half-entered count is kept per game (issue 15.8), in the store (issue 27 item 4)', () => {
  test('kept under the game id, for its own count only, read back as after a reload, and cleared once scored', async () => {
    await saveDraft('g-1', DRAFT);
    expect(loadDraft('g-1', 3, 1)).toEqual(DRAFT);
    expect(await (await getStore()).getDraft('g-1')).toEqual(DRAFT);
    // A reload: nothing in memory but what the store gives back.
    expect(await readDraft('g-2')).toBeNull();
    expect(loadDraft('g-1', 3, 1)).toBeNull();
    expect(await readDraft('g-1')).toEqual(DRAFT);
    expect(loadDraft('g-1', 3, 1)).toEqual(DRAFT);
    expect(loadDraft('g-1', 3, 2)).toBeNull();
    expect(loadDraft('g-2', 3, 1)).toBeNull();
    await clearDraft('g-1');
    expect(loadDraft('g-1', 3, 1)).toBeNull();
    expect(await (await getStore()).getDraft('g-1')).toBeUndefined();
    expect(await readDraft('g-1')).toBeNull();
  });

  test('an empty draft is no draft; an unreadable one reads as none', async () => {
    await saveDraft('g-1', DRAFT);
    await saveDraft('g-1', { round: 1, count: 0, cards: [], starter: null, claim: '' });
    expect(await (await getStore()).getDraft('g-1')).toBeUndefined();
    await (await getStore()).putDraft('g-1', '{not a draft');
    expect(await readDraft('g-1')).toBeNull();
    await (await getStore()).putDraft('g-1', { ...DRAFT, cards: [5] });
    expect(await readDraft('g-1')).toBeNull();
  });

  test('changes are written in the order made: a clear right after a save leaves none', async () => {
    void saveDraft('g-3', DRAFT);
    void saveDraft('g-3', { ...DRAFT, cards: ['5H', 'JD', '5C'] });
    await clearDraft('g-3');
    expect(await (await getStore()).getDraft('g-3')).toBeUndefined();
  });

  test("opening a game brings its draft; deleting the game (the home screen's Delete) deletes it", async () => {
    expect(await startGame({ ruleset: 'traditional', players: ['Ann', 'Bob'] })).toBeNull();
    expect(await send({ type: 'cutForDeal', dealer: 0 })).toBe(true);
    const id = gameId.value!;
    await saveDraft(id, DRAFT);
    closeGame();
    await readDraft('g-other');
    expect(loadDraft(id, 3, 1)).toBeNull();
    expect(await openGame(id)).toBeNull();
    expect(loadDraft(id, 3, 1)).toEqual(DRAFT);
    closeGame();
    await deleteGame(id);
    expect(await (await getStore()).getDraft(id)).toBeUndefined();
    expect(await readDraft(id)).toBeNull();
  });
});
