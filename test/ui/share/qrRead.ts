import jsQR from 'jsqr';
import { QR_QUIET_ZONE } from '../../../src/ui/share/qr';

/** The dark modules of a QR path as a grid, read back from the `M{x} {y}h{run}v1h-{run}z` rectangles. */
export function gridOf(size: number, path: string): boolean[][] {
  const grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const rects = [...path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
  expectFullyParsed(path, rects);
  for (const [, x, y, run] of rects) for (let i = 0; i < Number(run); i++) grid[Number(y)]![Number(x) + i] = true;
  return grid;
}

function expectFullyParsed(path: string, rects: RegExpMatchArray[]): void {
  if (rects.map((m) => m[0]).join('') !== path) throw new Error('the path holds something other than module runs');
}

/**
 * Reads a QR code drawn from its path, as a phone camera would read the screen: the modules rasterized at
 * `scale` pixels with the quiet zone, then decoded by jsQR (an independent decoder). Returns the text, or null.
 */
export function readQr(size: number, path: string, scale = 4): string | null {
  const grid = gridOf(size, path);
  const side = (size + 2 * QR_QUIET_ZONE) * scale;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const x = Math.floor(px / scale) - QR_QUIET_ZONE;
      const y = Math.floor(py / scale) - QR_QUIET_ZONE;
      if (grid[y]?.[x]) rgba.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
    }
  }
  return jsQR(rgba, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
