import { useEffect, useRef, useState } from 'preact/hooks';
import { QR_QUIET_ZONE, makeQr, type QrCode as QrData } from './qr';
import './share.css';
import { useModulePx } from './useModulePx';

interface Props {
  /** The link the code holds, e.g. `'https://muggins.example/#M1.GZ5B…'`. */
  readonly url: string;
  /** The game's title, for screen readers, e.g. `'Ann v Bob'`. */
  readonly title: string;
  /** What the code is, for screen readers, when not a game's link, e.g. `"QR code of Ann's card"`. */
  readonly label?: string;
  /** What another phone does with it, when not a game's link, without a full stop, e.g. `"Point the director's camera at the code"`. */
  readonly caption?: string;
  /** The whole line under the code, in place of the caption, e.g. a following code's. */
  readonly note?: string;
  /** A class of the figure besides `qr`, e.g. `'follow__qr'`. */
  readonly class?: string;
  /** How much of the box's width the code may take, e.g. `0.8`. */
  readonly fill?: number;
}

type Shown = { readonly kind: 'making' } | { readonly kind: 'code'; readonly qr: QrData } | { readonly kind: 'none'; readonly message: string };

/**
 * The one QR code of the app (a game's link, a club card, a following code) for another phone's camera, drawn as SVG elements (one path of the dark modules on a
 * light square with its quiet zone): no markup from strings, so it works under a strict Content-Security-Policy.
 * Always dark on light, whatever the theme: many readers cannot read an inverted code. The QR library is loaded
 * on first use; a link too long for one code gets a sentence instead. Its QR version and error correction are on the
 * figure's data attributes, for the tests: to a player they are jargon.
 */
export function QrCode({ url, title, label, caption, note, class: extra, fill = 0.7 }: Props) {
  const [shown, setShown] = useState<Shown>({ kind: 'making' });
  const box = useRef<HTMLDivElement>(null);
  // CSS px per module, a whole number of device pixels so every module is as sharp as the screen allows; 0 until
  // measured (the code then just fills its box).
  const full = shown.kind === 'code' ? shown.qr.size + 2 * QR_QUIET_ZONE : 0;
  const modulePx = useModulePx(box, full, fill);
  useEffect(() => {
    let live = true;
    setShown({ kind: 'making' });
    void makeQr(url).then(
      (r) => {
        if (live) setShown(r.ok ? { kind: 'code', qr: r.value } : { kind: 'none', message: r.error.message });
      },
      // The QR code's library is loaded on first use: offline before it was cached, say so rather than wait.
      () => live && setShown({ kind: 'none', message: 'The QR code could not be made here (its code did not load): share the link or the file instead.' }),
    );
    return () => {
      live = false;
    };
  }, [url]);

  if (shown.kind === 'making')
    return (
      <p class="qr__note" role="status">
        Making the QR code…
      </p>
    );
  if (shown.kind === 'none')
    return (
      <p class="qr__note" role="status">
        {shown.message}
      </p>
    );
  const { path, version, level } = shown.qr;
  const side = modulePx ? modulePx * full : undefined;
  return (
    <figure class={extra ? `qr ${extra}` : 'qr'} data-qr-version={version} data-qr-level={level}>
      <div class="qr__box" ref={box}>
        <svg
          class="qr__code"
          width={side}
          height={side}
          viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${full} ${full}`}
          role="img"
          aria-label={label ?? `QR code of the link to the game ${title}`}
          shape-rendering="crispEdges"
        >
          <rect x={-QR_QUIET_ZONE} y={-QR_QUIET_ZONE} width={full} height={full} fill="#ffffff" />
          <path d={path} fill="#000000" />
        </svg>
      </div>
      <figcaption class="qr__note">{note ?? `${caption ?? "Point another phone's camera at the code to open this game there"}.`}</figcaption>
    </figure>
  );
}
