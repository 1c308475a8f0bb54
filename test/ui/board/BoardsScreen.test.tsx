// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { BUILT_IN_BOARDS } from '../../../src/board';
import { getStore } from '../../../src/ui/session/session';
import { BoardsScreen } from '../../../src/ui/board/BoardsScreen';

afterEach(cleanup);

describe('BoardsScreen', () => {
  test('lists saved boards with holes and zones; Delete asks, then deletes', async () => {
    const store = await getStore();
    const board = { ...BUILT_IN_BOARDS['crib-wars'], id: 'b-mine', name: 'Grandpa’s board' };
    await store.saveBoard({ id: board.id, name: board.name, board });
    await store.saveBoard({ id: 'b-bad', name: 'Broken', board: { nope: true } });
    render(<BoardsScreen />);
    const item = (await screen.findByText('Grandpa’s board')).closest('li')!;
    expect(item.textContent).toMatch(new RegExp(`${board.finish} holes, ${board.zones.length} zones`));
    expect((screen.getByRole('button', { name: 'Edit Broken' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Grandpa’s board' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete Grandpa’s board' }));
    expect((await screen.findByRole('status')).textContent).toBe('Deleted “Grandpa’s board”.');
    expect((await store.listBoards()).items.map((b) => b.id)).toEqual(['b-bad']);
    expect(screen.getByLabelText('New board from…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
  });

  test('"New board from…" a built-in opens the editor on a copy; Save stores it and lists it', async () => {
    const store = await getStore();
    const before = (await store.listBoards()).items.length;
    render(<BoardsScreen />);
    await screen.findByText(/No boards of your own yet|Broken/);
    fireEvent.change(screen.getByLabelText('New board from…'), { target: { value: 'standard-61' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start editing' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /^Edit board: / }, { timeout: 3000 });
    expect(heading.textContent).toContain(`${BUILT_IN_BOARDS['standard-61'].name} (my copy)`);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(`Saved “${BUILT_IN_BOARDS['standard-61'].name} (my copy)”.`);
    const saved = (await store.listBoards()).items;
    expect(saved.length).toBe(before + 1);
    expect(saved.some((b) => /^b-[a-z0-9]+-[a-z0-9]+$/.test(b.id) && (b.board as { finish: number }).finish === BUILT_IN_BOARDS['standard-61'].finish)).toBe(
      true,
    );
  });
});
