import { phonesFollowing, type SaveStatus } from '../session/session';

interface Props {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly save: SaveStatus;
  readonly onHome: () => void;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  /** Opens the menu: history and penalties. */
  readonly onMenu: () => void;
}

/** The visual saved mark: not a live region (issue 15.7); a failed write is announced as a problem instead. */
const SAVE_MARK: Readonly<Record<SaveStatus['kind'], [string, string]>> = {
  idle: ['', ''],
  saving: ['…', ''],
  saved: ['✓', ' saved'],
  failed: ['✕', ' not saved!'],
};

/**
 * Home, the saved mark, undo, redo and the menu. Undo and redo stay focusable when there is nothing to take back
 * (`aria-disabled`), so focus never falls back to the page after the last undo.
 */
export function TopBar({ canUndo, canRedo, save, onHome, onUndo, onRedo, onMenu }: Props) {
  // Phones following this game now: the menu holds their link ("Let phones follow").
  const following = phonesFollowing.value;
  const phones =
    following === 0 ? '' : following === 1 ? '; 1 phone follows this game (Let phones follow)' : `; ${following} phones follow this game (Let phones follow)`;
  return (
    <header class="topbar">
      <button
        type="button"
        class="secondary topbar__home"
        onClick={onHome}
        aria-label={save.kind === 'failed' ? 'Home: what is not saved yet is dropped' : 'Home: every score is already saved'}
      >
        Home
      </button>
      <span class={`topbar__save topbar__save--${save.kind}`} aria-hidden="true">
        {SAVE_MARK[save.kind][0]}
        <span class="topbar__save-word">{SAVE_MARK[save.kind][1]}</span>
      </span>
      <button
        type="button"
        class="secondary"
        onClick={() => canUndo && onUndo()}
        aria-disabled={canUndo ? undefined : 'true'}
        aria-label="Undo the last action"
      >
        ↶ Undo
      </button>
      <button type="button" class="secondary" onClick={() => canRedo && onRedo()} aria-disabled={canRedo ? undefined : 'true'} aria-label="Redo">
        ↷ Redo
      </button>
      <button type="button" class="secondary" onClick={onMenu} aria-label={`More: history, penalties, replay and share${phones}`}>
        ☰
      </button>
    </header>
  );
}
