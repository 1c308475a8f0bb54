let wanted = false;
let sentinel: WakeLockSentinel | undefined;
let pending: Promise<boolean> | undefined;
let listening = false;

/** True where the Screen Wake Lock API exists (it also needs a secure context and a visible page). */
export function isWakeLockSupported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

function acquire(): Promise<boolean> {
  if (!wanted || !isWakeLockSupported() || document.visibilityState !== 'visible') return Promise.resolve(false);
  if (sentinel) return Promise.resolve(true);
  pending ??= navigator.wakeLock
    .request('screen')
    .then((s) => {
      sentinel = s;
      // The browser drops the lock when the page is hidden; `visibilitychange` takes it again.
      s.addEventListener('release', () => {
        if (sentinel === s) sentinel = undefined;
      });
      if (!wanted) void release();
      return wanted;
    })
    .catch(() => false) // refused (battery saver, permissions policy): the game goes on without it
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

async function release(): Promise<void> {
  const s = sentinel;
  sentinel = undefined;
  await s?.release().catch(() => undefined);
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'visible') void acquire();
}

/**
 * Keeps the screen awake during a game, and takes the lock again whenever the page becomes visible.
 * Resolves true if the lock is held now; false (and no error) where unsupported or refused.
 */
export function keepScreenAwake(): Promise<boolean> {
  wanted = true;
  if (!listening && typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibilityChange);
    listening = true;
  }
  return acquire();
}

/** Lets the screen sleep again (the game ended or was left). */
export async function allowScreenSleep(): Promise<void> {
  wanted = false;
  if (listening) {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    listening = false;
  }
  await release();
}
