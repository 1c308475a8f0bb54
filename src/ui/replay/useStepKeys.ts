import { useEffect } from 'preact/hooks';

/** What a key does to the step shown, e.g. ArrowRight: one on; End: the last. */
export type StepKey = 'first' | 'back' | 'next' | 'last';

/** The replay's keys: arrows step (left and down back, right and up on), Home and End go to the ends. */
export function stepKeyOf(key: string): StepKey | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return 'back';
    case 'ArrowRight':
    case 'ArrowUp':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** True where a key belongs to the control that has it: a text field, a list, or the slider (it steps by itself). */
function ownsKeys(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable;
}

/** Steps the replay from the keyboard anywhere on the page while it is shown (not while typing or on the slider). */
export function useStepKeys(onKey: (key: StepKey) => void): void {
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || ownsKeys(e.target)) return;
      const key = stepKeyOf(e.key);
      if (!key) return;
      e.preventDefault();
      onKey(key);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [onKey]);
}
