import type { SaveStatus } from '../app/session';

interface Props {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly save: SaveStatus;
  readonly onHome: () => void;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
}

const SAVE_TEXT: Readonly<Record<SaveStatus['kind'], string>> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved ✓',
  failed: 'Not saved!',
};

/** Home, the game's name, whether the last score is safely stored, undo and redo. */
export function TopBar({ canUndo, canRedo, save, onHome, onUndo, onRedo }: Props) {
  return (
    <header class="topbar">
      <button type="button" class="secondary" onClick={onHome} aria-label="Home: every score is already saved">
        ← Home
      </button>
      <span class={`topbar__save topbar__save--${save.kind}`} role="status">
        {SAVE_TEXT[save.kind]}
      </span>
      <div class="row">
        <button type="button" class="secondary" onClick={onUndo} disabled={!canUndo} aria-label="Undo the last action">
          ↶ Undo
        </button>
        <button type="button" class="secondary" onClick={onRedo} disabled={!canRedo} aria-label="Redo">
          ↷ Redo
        </button>
      </div>
    </header>
  );
}
