import { useEffect, useRef, useState } from 'preact/hooks';
import { QR_QUIET_ZONE, makeQr, type QrCode } from '../share/qr';
import '../share/share.css';
import { useModulePx } from '../share/useModulePx';

interface Props {
  /** What the code holds, e.g. `'https://muggins.example/#F1.AEAQ…'` or `'A1.AIAQ…'`. */
  readonly text: string;
  /** For screen readers, e.g. `"QR code for another phone to follow the game"`. */
  readonly label: string;
}

type Shown = { readonly kind: 'making' } | { readonly kind: 'code'; readonly qr: QrCode } | { readonly kind: 'none'; readonly message: string };

/**
 * A linking code as a QR code, as large as the screen allows in whole device pixels per module (a camera reads big,
 * sharp modules from further away), dark on light whatever the theme, drawn as SVG elements (no markup from
 * strings: it works under the strict Content-Security-Policy). The QR maker (the share screen's) loads on first use.
 */
export function CodeQr({ text, label }: Props) {
  const [shown, setShown] = useState<Shown>({ kind: 'making' });
  const box = useRef<HTMLDivElement>(null);
  const full = shown.kind === 'code' ? shown.qr.size + 2 * QR_QUIET_ZONE : 0;
  const modulePx = useModulePx(box, full, 0.8);
  useEffect(() => {
    let live = true;
    setShown({ kind: 'making' });
    void makeQr(text).then(
      (r) => live && setShown(r.ok ? { kind: 'code', qr: r.value } : { kind: 'none', message: 'This code does not fit a QR code: copy it as text instead.' }),
    );
    return () => {
      live = false;
    };
  }, [text]);

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
    <figure class="qr follow__qr" data-qr-version={version} data-qr-level={level}>
      <div class="qr__box" ref={box}>
        <svg
          class="qr__code"
          width={side}
          height={side}
          viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${full} ${full}`}
          role="img"
          aria-label={label}
          shape-rendering="crispEdges"
        >
          <rect x={-QR_QUIET_ZONE} y={-QR_QUIET_ZONE} width={full} height={full} fill="#ffffff" />
          <path d={path} fill="#000000" />
        </svg>
      </div>
      <figcaption class="qr__note">
        QR version {version}, error correction {level}
      </figcaption>
    </figure>
  );
}
