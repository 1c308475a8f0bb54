// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { BUILT_IN_BOARDS, type Board } from '../../../src/board';
import { createSetup, type GameEvent } from '../../../src/game';
import { importBackup } from '../../../src/ui/data/backups';
import { listBoards, saveBoard, usableBoards } from '../../../src/ui/board/boards';
import { importLinkedGame } from '../../../src/ui/share/links';
import { getStore } from '../../../src/ui/session/session';

/*
 * Issue 24 item 5: a saved board may not take a built-in board's id (a custom board saved or imported as `crib-wars`
 * shadowed the built-in Crib Wars board in the setup screen). Refused on save, given an id of its own on import; a
 * linked game carries its board inside its setup and saves no board, so it cannot shadow one.
 */

const builtIn = BUILT_IN_BOARDS['crib-wars'];
/** Crib Wars with a zone moved: a player's own board, but under the built-in id. */
const impostor: Board = { ...builtIn, name: 'Our Crib Wars', zones: builtIn.zones.slice(1) };

afterEach(async () => {
  const store = await getStore();
  for (const b of (await store.listBoards()).items) await store.deleteBoard(b.id);
  for (const g of (await store.listGames()).games) await store.deleteGame(g.id);
});

describe("a built-in board's id is never a saved board's (issue 24 item 5)", () => {
  test('save: refused with a message that says what to do, and nothing is saved', async () => {
    await expect(saveBoard(impostor)).rejects.toThrow(
      "“Our Crib Wars” cannot be saved as 'crib-wars': that is the id of the built-in board “Crib Wars (approximate)”. Give it an id of its own in its JSON (letters, digits and dashes, e.g. 'my-crib-wars'), then save.",
    );
    expect((await listBoards()).boards).toEqual([]);
    await saveBoard({ ...impostor, id: 'my-crib-wars' });
    expect((await usableBoards()).map((b) => b.id)).toEqual(['my-crib-wars']);
  });

  test('import: the board is saved under an id of its own, and the import says so; a second import adds nothing', async () => {
    const file = {
      format: 'muggins-export',
      version: 2,
      exportedAt: 1,
      games: [],
      boards: [{ id: 'crib-wars', version: 1, name: 'Our Crib Wars', updatedAt: 1, board: impostor }],
    };
    expect(await importBackup(JSON.stringify(file))).toEqual({
      ok: true,
      message:
        "Added 1 board. The board 'Our Crib Wars' (id 'crib-wars') is saved as 'Our Crib Wars (my copy)' (id 'crib-wars-copy'): 'crib-wars' is a built-in board's id.",
    });
    const usable = await usableBoards();
    expect(usable.map((b) => [b.id, b.name])).toEqual([['crib-wars-copy', 'Our Crib Wars (my copy)']]);
    expect(usable[0]!.zones).toEqual(impostor.zones);
    expect((await importBackup(JSON.stringify(file))).message).toBe(
      "Nothing new to add; 1 board was already here. The board 'Our Crib Wars' (id 'crib-wars') is saved as 'Our Crib Wars (my copy)' (id 'crib-wars-copy'): 'crib-wars' is a built-in board's id.",
    );
  });

  test('a board saved under a built-in id before this is never offered to play on', async () => {
    await (await getStore()).saveBoard({ id: 'crib-wars', name: 'Our Crib Wars', board: impostor });
    expect(await usableBoards()).toEqual([]);
  });

  test('link: a linked game on its own board saves the game, and no board', async () => {
    const setup = createSetup({ ruleset: 'crib-wars', players: ['Ann', 'Bob'], board: impostor });
    if (!setup.ok) throw new Error(setup.error.message);
    const start: GameEvent = { type: 'GameStarted', v: 1, n: 0, at: 1, gameId: 'g-linked', setup: setup.value };
    const saved = await importLinkedGame({ title: 'Ann v Bob', extras: { colors: [] }, events: [start] });
    expect(saved).toMatchObject({ ok: true, id: 'g-linked' });
    expect((await listBoards()).boards).toEqual([]);
    expect(await usableBoards()).toEqual([]);
  });
});
