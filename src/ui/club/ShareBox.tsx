import { useEffect, useState } from 'preact/hooks';
import { clubLink, type ClubShare } from './clubs';
import { QrCode } from '../share/QrCode';
import { shareFile } from '../share/shareFile';
import '../share/share.css';

interface Props {
  readonly share: ClubShare;
  /** What is handed on, e.g. `"Ann's card"` or `'the invitation to Thursday club'`. */
  readonly what: string;
  /** What the other phone does with it, e.g. `"Point the director's phone camera at the code"`. */
  readonly caption: string;
  /** The same as a file (a card), e.g. `{ name: 'Ann Thursday club 2026-11-26 card.json', text: '{…}' }`. */
  readonly file?: { readonly name: string; readonly text: string } | undefined;
  /** The browser's clipboard and share sheet, passed in so tests need not replace globals. */
  readonly nav?: Pick<Navigator, 'clipboard' | 'share'> | undefined;
}

type Link = { readonly kind: 'making' } | { readonly kind: 'ready'; readonly url: string } | { readonly kind: 'failed'; readonly message: string };

/**
 * A card (or a night's invitation) handed to another phone: its link (copy it, or send it through the share sheet),
 * the same link as a QR code, and, for a card, its file. No server sees any of it: it is all after the `#`.
 */
export function ShareBox({ share, what, caption, file, nav = typeof navigator === 'undefined' ? undefined : navigator }: Props) {
  const [link, setLink] = useState<Link>({ kind: 'making' });
  const [said, setSaid] = useState('');
  useEffect(() => {
    let live = true;
    setLink({ kind: 'making' });
    void clubLink(share).then((r) => live && setLink(r.ok ? { kind: 'ready', url: r.value } : { kind: 'failed', message: r.message }));
    return () => {
      live = false;
    };
  }, [share]);

  const copy = async (url: string) => {
    try {
      await nav!.clipboard.writeText(url);
      setSaid('Copied: paste the link in a message.');
    } catch {
      setSaid('This browser would not copy it: select the link and copy it by hand.');
    }
  };
  const send = async (url: string) => {
    try {
      await nav!.share!({ title: `Muggins: ${what}`, url });
    } catch {
      // Closing the share sheet is not an error.
    }
  };
  const sendFile = async () => {
    if (!file) return;
    const outcome = await shareFile(new File([file.text], file.name, { type: 'application/json' }), what);
    setSaid(outcome === 'downloaded' ? `Downloaded ${file.name}.` : outcome === 'shared' ? 'Shared.' : '');
  };

  if (link.kind === 'making')
    return (
      <p class="muted" role="status">
        Making the link…
      </p>
    );
  if (link.kind === 'failed')
    return (
      <p class="error" role="alert">
        {link.message}
      </p>
    );
  return (
    <div class="club-share">
      <label class="share__url">
        <span>The link to {what}</span>
        <textarea readOnly rows={3} value={link.url} onFocus={(e) => (e.currentTarget as HTMLTextAreaElement).select()} />
      </label>
      <div class="row">
        {nav?.clipboard && (
          <button type="button" onClick={() => void copy(link.url)}>
            Copy the link
          </button>
        )}
        {typeof nav?.share === 'function' && (
          <button type="button" class="secondary" onClick={() => void send(link.url)}>
            Send the link…
          </button>
        )}
        {file && (
          <button type="button" class="secondary" onClick={() => void sendFile()}>
            Share the file
          </button>
        )}
      </div>
      <p role="status" class="share__said">
        {said}
      </p>
      <QrCode url={link.url} title={what} label={`QR code of ${what}`} caption={caption} />
    </div>
  );
}
