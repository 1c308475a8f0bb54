import { useState } from 'preact/hooks';

interface Props {
  /** The code, e.g. `'A1.AIAQ…'` or the whole URL. */
  readonly code: string;
  /** What it is, e.g. `"This phone's answer as text"`. */
  readonly label: string;
  /** The clipboard, passed in so tests need not replace globals. */
  readonly clipboard?: Pick<Clipboard, 'writeText'> | undefined;
}

/** A code as text, for a device without a camera, a laptop or a screen reader: selectable, and copied in one tap. */
export function CodeText({ code, label, clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard }: Props) {
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await clipboard!.writeText(code);
      setSaid('Copied: paste it on the other phone.');
    } catch {
      setSaid('This browser would not copy it: select the text and copy it by hand.');
    }
  };
  return (
    <details class="follow__text">
      <summary>{label}</summary>
      <label>
        <span class="visually-hidden">{label}</span>
        <textarea readOnly rows={3} value={code} onFocus={(e) => (e.currentTarget as HTMLTextAreaElement).select()} />
      </label>
      {clipboard && (
        <button type="button" class="secondary" onClick={() => void copy()}>
          Copy
        </button>
      )}
      <p role="status" class="follow__said">
        {said}
      </p>
    </details>
  );
}
