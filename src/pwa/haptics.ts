let enabled = false;

/** Vibration patterns in ms, e.g. a short tick for a tap and a double buzz for a refused action. */
export const HAPTIC = {
  tap: 10,
  score: [15, 40, 15],
  refused: [60, 50, 60],
} as const satisfies Record<string, number | readonly number[]>;

/** True where the device can vibrate (`navigator.vibrate`; not on iOS Safari). */
export function isHapticsSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
}

/** Turns haptic feedback on or off (off by default; the setting lives in the store). */
export function setHapticsEnabled(on: boolean): void {
  enabled = on;
}

/** Vibrates with a pattern, e.g. `buzz(HAPTIC.score)`. Returns false (silently) when off or unsupported. */
export function buzz(pattern: number | readonly number[] = HAPTIC.tap): boolean {
  if (!enabled || !isHapticsSupported()) return false;
  return navigator.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
}
