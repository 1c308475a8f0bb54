import { useState } from 'preact/hooks';
import { QrCode } from './QrCode';
import './share.css';

/** The game's link as it is being made. */
export type LinkState = { readonly kind: 'making' } | { readonly kind: 'ready'; readonly url: string } | { readonly kind: 'failed'; readonly message: string };

interface Props {
  /** e.g. `'Ann v Bob'`. */
  readonly title: string;
  readonly link: LinkState;
  /**
   * Hands the game's file to the share sheet or downloads it; resolves to what to tell the player, e.g.
   * `'Downloaded Ann v Bob 2026-11-27.json.'`, or `''` (the player closed the share sheet).
   */
  readonly onFile: () => Promise<string>;
  /** The browser's clipboard and share sheet, passed in so tests need not replace globals. */
  readonly nav?: Pick<Navigator, 'clipboard' | 'share'> | undefined;
}

/** e.g. `'1,106 characters'`. */
function characters(n: number): string {
  return `${n.toLocaleString('en')} characters`;
}

/**
 * Share a game: its link (copy it, or hand it to the share sheet), the same link as a QR code when it fits one
 * code, and the game's file. The link holds the whole game after the `#`, which browsers never send to a server.
 */
export function ShareView({ title, link, onFile, nav = typeof navigator === 'undefined' ? undefined : navigator }: Props) {
  const [copied, setCopied] = useState('');
  const [fileSaid, setFileSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const url = link.kind === 'ready' ? link.url : '';

  const copy = async () => {
    try {
      await nav!.clipboard.writeText(url);
      setCopied('Copied: paste the link in a message to another phone.');
    } catch {
      setCopied('This browser would not copy it: select the link above and copy it by hand.');
    }
  };
  const shareLink = async () => {
    try {
      await nav!.share!({ title: `Muggins: ${title}`, url });
    } catch {
      // Closing the share sheet is not an error; a refusal leaves the copy button.
    }
  };
  const file = async () => {
    setBusy(true);
    try {
      setFileSaid(await onFile());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="share">
      <section class="share__part" aria-labelledby="share-link">
        <h2 id="share-link">Link</h2>
        {link.kind === 'making' && (
          <p class="muted" role="status">
            Making the link…
          </p>
        )}
        {link.kind === 'failed' && (
          <p class="error" role="alert">
            {link.message}
          </p>
        )}
        {link.kind === 'ready' && (
          <>
            <label class="share__url">
              <span class="visually-hidden">The game's link</span>
              <textarea readOnly rows={3} value={url} onFocus={(e) => (e.currentTarget as HTMLTextAreaElement).select()} />
            </label>
            <p class="muted share__size">
              {characters(url.length)}: the whole game is in the link, after the #, which no server ever sees. Opening it shows the game and offers to import
              it.
            </p>
            <div class="row">
              {nav?.clipboard && (
                <button type="button" onClick={() => void copy()}>
                  Copy the link
                </button>
              )}
              {typeof nav?.share === 'function' && (
                <button type="button" class="secondary" onClick={() => void shareLink()}>
                  Send the link…
                </button>
              )}
            </div>
            <p role="status" class="share__said">
              {copied}
            </p>
          </>
        )}
      </section>
      {link.kind === 'ready' && (
        <section class="share__part" aria-labelledby="share-qr">
          <h2 id="share-qr">QR code</h2>
          <QrCode url={url} title={title} />
        </section>
      )}
      <section class="share__part" aria-labelledby="share-file">
        <h2 id="share-file">File</h2>
        <p class="muted">The game as a file, for any phone or a backup: the share sheet where the browser has one, else a download.</p>
        <button type="button" class="secondary" disabled={busy} onClick={() => void file()}>
          Share the file
        </button>
        <p role="status" class="share__said">
          {fileSaid}
        </p>
      </section>
    </div>
  );
}
