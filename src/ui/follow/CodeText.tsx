import { useRef, useState } from 'preact/hooks';
import { CODE_COPIED, CODE_NOT_COPIED, CODE_SELECTED } from '../../follow/words';

interface Props {
  /** The code, e.g. `'A2.AIAQ…'` or the whole URL. */
  readonly code: string;
  /** What it is, e.g. `"This phone's answer as text"`. */
  readonly label: string;
  /** Shown open (a phone with no camera, where the text is the way the code travels). */
  readonly open?: boolean;
  /** The clipboard, passed in so tests need not replace globals; null where there is none. */
  readonly clipboard?: Pick<Clipboard, 'writeText'> | null;
  /** The system share sheet, where the browser has one; null where there is none. */
  readonly share?: ((data: ShareData) => Promise<void>) | null;
}

const nav = typeof navigator === 'undefined' ? undefined : navigator;

/**
 * A code as text, for a device without a camera, a laptop or a screen reader: the system share sheet where it
 * exists (a chat app, a message), a copy in one tap where the clipboard may be written, and everywhere a button that
 * selects all of it for the phone's own Copy (a plain `http://` address has neither share nor clipboard).
 */
export function CodeText({ code, label, open = false, clipboard = nav?.clipboard ?? null, share = nav?.share ? (data) => nav.share(data) : null }: Props) {
  const [said, setSaid] = useState('');
  const text = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await clipboard!.writeText(code);
      setSaid(CODE_COPIED);
    } catch {
      setSaid(CODE_NOT_COPIED);
    }
  };
  const send = async () => {
    try {
      await share!({ text: code });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };
  const selectAll = () => {
    const el = text.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(0, el.value.length);
    setSaid(CODE_SELECTED);
  };
  return (
    <details class="follow__text" open={open}>
      <summary>{label}</summary>
      <label>
        <span class="visually-hidden">{label}</span>
        <textarea ref={text} readOnly rows={4} value={code} onFocus={(e) => (e.currentTarget as HTMLTextAreaElement).select()} />
      </label>
      <div class="row">
        {share && (
          <button type="button" class="secondary" onClick={() => void send()}>
            Share…
          </button>
        )}
        {clipboard && (
          <button type="button" class="secondary" onClick={() => void copy()}>
            Copy
          </button>
        )}
        <button type="button" class="secondary" onClick={selectAll}>
          Select all
        </button>
      </div>
      <p role="status" class="follow__said">
        {said}
      </p>
    </details>
  );
}
