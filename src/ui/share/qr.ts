import { err, ok, type Result } from '../../rules/result';

/*
 * A QR code of a game link, made on the device by lean-qr (loaded only when a code is asked for: it is not in the
 * first load). The link's base32 payload is in the QR alphanumeric set, so the code mixes a byte segment for
 * `https://…/#` with an alphanumeric one for the game: about a fifth more game per code than bytes alone.
 */

/** Error correction, weakest first: L recovers about 7% of the code, M 15%, Q 25%, H 30%. */
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/** A QR code as data, ready to draw as one SVG path. */
export interface QrCode {
  /** Modules across, without the quiet zone, e.g. `61` (version 11). */
  readonly size: number;
  /** Version 1 to 40: each step adds 4 modules across, e.g. `11`. */
  readonly version: number;
  /** The error correction the code carries: M when the link fits at M, else L. */
  readonly level: QrLevel;
  /** The dark modules as SVG path data in module units, e.g. `'M0 0h7v1h-7z…'`. */
  readonly path: string;
}

/** Why no code was made. */
export interface QrError {
  /** `'too-long'`: the link does not fit even a version-40 code at level L. `'failed'`: anything else. */
  readonly code: 'too-long' | 'failed';
  /** e.g. `'This game is too long for one QR code: share it as a link or a file instead.'`. */
  readonly message: string;
}

/** The light modules a reader needs around a code (ISO/IEC 18004: 4 modules). */
export const QR_QUIET_ZONE = 4;

const TOO_LONG = 'This game is too long for one QR code: share it as a link or a file instead.';

/**
 * SVG path data for the dark modules of a `size`-square code: one rectangle per run of dark modules in a row,
 * e.g. a row `##.#` gives `M0 0h2v1h-2z M3 0h1v1h-1z` (without the space). One path keeps the DOM small.
 */
export function qrPath(size: number, isDark: (x: number, y: number) => boolean): string {
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; ) {
      if (!isDark(x, y)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < size && isDark(x + run, y)) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return d;
}

/**
 * Makes the QR code of `text` (a link): the smallest code at level M, or, when no code holds it at M, the smallest
 * at level L (a code on a screen is not smudged or torn, so L reads well there). Refuses a link too long for one
 * code with `too-long`. Never throws.
 */
export async function makeQr(text: string): Promise<Result<QrCode, QrError>> {
  let qr: typeof import('lean-qr');
  try {
    qr = await import('lean-qr');
  } catch {
    return err({ code: 'failed', message: 'The QR code maker could not be loaded: share the link or the file instead.' });
  }
  const { generate, mode, correction } = qr;
  const levels = [
    ['M', correction.M],
    ['L', correction.L],
  ] as const;
  for (const [name, min] of levels) {
    try {
      const data = mode.auto(text, { modes: [mode.numeric, mode.alphaNumeric, mode.ascii, mode.utf8] });
      const code = generate(data, { minCorrectionLevel: min, maxCorrectionLevel: min });
      return ok({ size: code.size, version: (code.size - 17) / 4, level: name, path: qrPath(code.size, (x, y) => code.get(x, y)) });
    } catch (e) {
      if ((e as { code?: unknown }).code !== 4) return err({ code: 'failed', message: 'The QR code could not be made: share the link or the file instead.' });
    }
  }
  return err({ code: 'too-long', message: TOO_LONG });
}
