import { BUILT_IN_BOARDS, boardById, parseBoard, type Board } from '../../board';
import { getStore } from '../session/session';

/** The player's saved boards: the UI reaches the store's boards only through here. */

/** A saved board as listed: its data when it can be read, else why not. */
export interface SavedBoard {
  /** e.g. `'b-lq3xa1-9zz'`. */
  readonly id: string;
  /** e.g. `'Kitchen Crib Wars'`. */
  readonly name: string;
  /** The validated board, or null when its data fails `parseBoard`. */
  readonly board: Board | null;
  /** Why the board cannot be used, or `''`. */
  readonly problem: string;
}

/** Every saved board by name, and the messages of records that could not be read at all. */
export async function listBoards(): Promise<{ readonly boards: readonly SavedBoard[]; readonly unreadable: readonly string[] }> {
  const { items, unreadable } = await (await getStore()).listBoards();
  const boards = items.map((r) => {
    const parsed = parseBoard(r.board);
    return parsed.ok ? { id: r.id, name: r.name, board: parsed.value, problem: '' } : { id: r.id, name: r.name, board: null, problem: parsed.error.message };
  });
  return { boards, unreadable: unreadable.map((e) => e.message) };
}

/**
 * The saved boards that can be played on (for the setup screen). A board saved under a built-in board's id (before
 * such a save was refused) is left out: it would shadow the built-in board of that id. Never rejects: when the store
 * cannot be read, there are none (the built-in boards remain, and starting a game says what is wrong).
 */
export async function usableBoards(): Promise<readonly Board[]> {
  const listed = await listBoards().catch(() => null);
  return (listed?.boards ?? []).flatMap((b) => (b.board && !boardById(b.board.id) && !boardById(b.id) ? [b.board] : []));
}

/**
 * Why a board may not be saved under its id, or null: a built-in board's id (`crib-wars`, `standard-121-2`, …)
 * would shadow that board in the setup screen.
 */
export function reservedIdProblem(board: Pick<Board, 'id' | 'name'>): string | null {
  const builtIn = boardById(board.id);
  if (!builtIn) return null;
  return `“${board.name}” cannot be saved as '${board.id}': that is the id of the built-in board “${builtIn.name}”. Give it an id of its own in its JSON (letters, digits and dashes, e.g. 'my-${board.id}'), then save.`;
}

/** Saves (creates or replaces) a board under its own id; throws, saving nothing, for a built-in board's id. */
export async function saveBoard(board: Board): Promise<void> {
  const reserved = reservedIdProblem(board);
  if (reserved) throw new Error(reserved);
  await (await getStore()).saveBoard({ id: board.id, name: board.name, board });
}

/** Deletes a saved board; true when it existed. */
export async function deleteBoard(id: string): Promise<boolean> {
  return (await getStore()).deleteBoard(id);
}

/**
 * The built-in board a board was made from, as the editor's "Start from" first offers it (issue 37.8: a copy of Crib
 * Wars read "Standard 121"): the one with its hole count and tracks, the first built-in when none has.
 */
export function builtInLike(board: Pick<Board, 'finish' | 'tracks'>): Board {
  const all = Object.values(BUILT_IN_BOARDS);
  return all.find((b) => b.finish === board.finish && b.tracks === board.tracks) ?? all[0]!;
}
