import { useEffect, useState } from 'preact/hooks';
import { BUILT_IN_BOARDS, parseBoard, type Board, type BoardSpec } from '../../board';
import { plural } from '../../game';
import { lazyScreen } from '../shell/lazy';
import { deleteBoard, listBoards, saveBoard } from './boards';
import '../shell/screens.css';
import { BuiltInBoardSelect } from './BuiltInBoardSelect';
import { ScreenBar } from '../shell/ScreenBar';

/** The boards screen takes nothing: it lists, edits and deletes the saved custom boards. */
export type Props = Record<string, never>;

/** The editor is loaded only when a board is opened. */
const BoardEditor = lazyScreen(() => import('./BoardEditor').then((m) => m.BoardEditor));

/** A saved board as listed: its data when it can be read, else why not. */
interface Listed {
  readonly id: string;
  readonly name: string;
  readonly board: Board | null;
  readonly problem: string;
}

/** What is being edited: a saved board, or a new copy of a built-in one. */
interface Editing {
  readonly board: Board;
}

/** A new board id made at the edge, e.g. `'b-lq3xa1-9zz'` (lowercase letters, digits and dashes). */
function newBoardId(): string {
  return `b-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A built-in board copied under a new id and name, ready to edit. */
function copyOf(board: Board): Board | null {
  const spec: BoardSpec = { ...board, id: newBoardId(), name: `${board.name} (my copy)` };
  const parsed = parseBoard(spec);
  return parsed.ok ? parsed.value : null;
}

function zonesText(board: Board): string {
  const n = board.zones.length;
  return n === 0 ? 'no zones' : plural(n, 'zone');
}

const BUILT_INS = Object.values(BUILT_IN_BOARDS);

/** Saved custom boards with Edit and Delete, and "New board from…" a built-in board, opening the board editor. */
export function BoardsScreen(_props: Props) {
  const [boards, setBoards] = useState<readonly Listed[] | null>(null);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [base, setBase] = useState(BUILT_INS[0]!.id);

  const refresh = async () => {
    try {
      const listed = await listBoards();
      setBoards(listed.boards);
      if (listed.unreadable.length) setError(`Saved boards that cannot be read (kept as they are): ${listed.unreadable.join('; ')}`);
    } catch (e) {
      setError(`The saved boards could not be read: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening: `refresh` is made anew each render and only reads the store and sets state
  useEffect(() => {
    void refresh();
  }, []);

  /** Saves the edited board; resolves to why it was not saved (shown in the editor, which stays open), or `null`. */
  const save = async (board: Board): Promise<string | null> => {
    try {
      await saveBoard(board);
    } catch (e) {
      return `The board was not saved: ${e instanceof Error ? e.message : String(e)}`;
    }
    setEditing(null);
    setError('');
    setMessage(`Saved “${board.name}”.`);
    await refresh();
    return null;
  };

  const remove = async (item: Listed) => {
    setConfirming(null);
    try {
      await deleteBoard(item.id);
      setMessage(`Deleted “${item.name}”.`);
      await refresh();
    } catch (e) {
      setError(`The board was not deleted: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  const startNew = () => {
    const from = BUILT_INS.find((b) => b.id === base);
    const copy = from ? copyOf(from) : null;
    if (!copy) return setError('That board could not be copied.');
    setError('');
    setMessage('');
    setEditing({ board: copy });
  };

  if (editing) {
    return <BoardEditor key={editing.board.id} board={editing.board} onSave={save} onCancel={() => setEditing(null)} />;
  }

  return (
    <main class="boards-screen">
      <ScreenBar title="Boards" error={error} />
      {message && (
        <p class="success" role="status">
          {message}
        </p>
      )}

      <section class="screen__section" aria-labelledby="boards-saved">
        <h2 id="boards-saved">Your boards</h2>
        {boards === null && !error && <p class="muted">Reading your boards…</p>}
        {boards?.length === 0 && <p class="muted">No boards of your own yet. Start one from a built-in board below.</p>}
        {boards && boards.length > 0 && (
          <ul class="board-list">
            {boards.map((item) => (
              <li key={item.id}>
                <span>
                  <strong>{item.name}</strong>{' '}
                  <span class="muted">{item.board ? `${plural(item.board.finish, 'hole')}, ${zonesText(item.board)}` : `cannot be read: ${item.problem}`}</span>
                </span>
                <span class="screen__actions">
                  {confirming === item.id ? (
                    <>
                      <button type="button" onClick={() => void remove(item)} aria-label={`Yes, delete ${item.name}`}>
                        Yes, delete
                      </button>
                      <button type="button" class="secondary" onClick={() => setConfirming(null)} aria-label={`Keep ${item.name}`}>
                        Keep
                      </button>
                    </>
                  ) : (
                    <>
                      <button
                        type="button"
                        class="secondary"
                        disabled={!item.board}
                        aria-label={`Edit ${item.name}`}
                        onClick={() => item.board && setEditing({ board: item.board })}
                      >
                        Edit
                      </button>
                      <button type="button" class="secondary" aria-label={`Delete ${item.name}`} onClick={() => setConfirming(item.id)}>
                        Delete
                      </button>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section class="screen__section" aria-labelledby="boards-new">
        <h2 id="boards-new">New board</h2>
        <div class="from-board">
          <BuiltInBoardSelect label="New board from…" value={base} onChange={setBase} />
          <button type="button" onClick={startNew}>
            Start editing
          </button>
        </div>
      </section>
    </main>
  );
}
