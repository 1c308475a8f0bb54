import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';

/**
 * The CSS size of one module of a QR code `full` modules wide (quiet zone included) in `box`, at most `heightShare`
 * of the screen's height: a whole number of device pixels, so every module is drawn crisp for a camera; 0 while
 * nothing is drawn or the code cannot fit one device pixel a module. Measured again when the window resizes.
 */
export function useModulePx(box: RefObject<HTMLElement | null>, full: number, heightShare: number): number {
  const [modulePx, setModulePx] = useState(0);
  useLayoutEffect(() => {
    if (!full) return;
    const fitModules = () => {
      const dpr = window.devicePixelRatio || 1;
      const room = Math.min(box.current?.clientWidth ?? 0, window.innerHeight * heightShare || Infinity);
      const devicePx = Math.floor((room * dpr) / full);
      setModulePx(devicePx >= 1 ? devicePx / dpr : 0);
    };
    fitModules();
    window.addEventListener('resize', fitModules);
    return () => window.removeEventListener('resize', fitModules);
  }, [box, full, heightShare]);
  return modulePx;
}
