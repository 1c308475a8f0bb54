import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';
import './sheet.css';

interface Props {
  /** The sheet's heading, e.g. `"Bob's hand"`. */
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ComponentChildren;
  /** Extra class, e.g. `'sheet--play'`. */
  readonly class?: string;
  /**
   * The sheet's actions ("Score it", the muggins calls, "Play over"): kept in view at its foot, below the scrolling
   * body, so a long picker or count never pushes them off the screen.
   */
  readonly actions?: ComponentChildren;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex="0"]';

/**
 * A sheet that opens on demand over the score pads and closes again: card entry, muggins, penalties, the keypad,
 * the history. It is a non-modal `<dialog>` (the table behind it is made inert by the screen), so the app's live
 * region, outside the table, still announces every move while it is open. Focus goes to its `autofocus` control or
 * its first control, Escape closes it, and focus returns to the control that opened it. Its actions, if any, stay in
 * view at its foot while the body scrolls.
 */
export function Sheet({ title, onClose, children, class: extra, actions }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    const first =
      dialog?.querySelector<HTMLElement>('[autofocus]') ??
      dialog?.querySelector<HTMLElement>(`.sheet__body ${FOCUSABLE}`) ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      // After the table behind is live again: back to the control that opened the sheet, if it is still there.
      queueMicrotask(() => {
        if (opener?.isConnected && !opener.closest('[inert]') && !opener.matches(':disabled')) opener.focus();
      });
    };
  }, []);
  const keys = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  return (
    <>
      <div class="sheet__backdrop" aria-hidden="true" onClick={onClose} />
      <dialog open ref={ref} class={`sheet${extra ? ` ${extra}` : ''}`} aria-labelledby={id} onKeyDown={keys}>
        <header class="sheet__head">
          <h2 id={id}>{title}</h2>
          <button type="button" class="secondary sheet__close" aria-label={`Close ${title}`} onClick={onClose}>
            ✕
          </button>
        </header>
        <div class="sheet__body">{children}</div>
        {actions && <footer class="sheet__foot">{actions}</footer>}
      </dialog>
    </>
  );
}
