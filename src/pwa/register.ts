import { signal } from '@preact/signals';

/**
 * True once a new version of the app is installed and waiting. The UI offers it only at a boundary
 * (between hands or games) and then calls `applyUpdate`.
 */
export const updateAvailable = signal(false);

/** True once the first install has cached the app, so it works offline from now on. */
export const offlineReady = signal(false);

/** How often an open app asks the server for a new version, in ms (hourly). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;
let skipWaiting: ((reloadPage?: boolean) => Promise<void>) | undefined;

/**
 * Registers the service worker. Call once, after the first render: the registration code and workbox-window
 * are loaded by dynamic import, so they stay out of the first-load bundle. A no-op where service workers are
 * unsupported (or in private modes that refuse them).
 */
export async function startPwa(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const { registerSW } = await import('virtual:pwa-register');
  skipWaiting = registerSW({
    immediate: true,
    onNeedRefresh() {
      updateAvailable.value = true;
    },
    onOfflineReady() {
      offlineReady.value = true;
    },
    onRegisteredSW(_url, registration) {
      if (registration)
        setInterval(() => {
          if (navigator.onLine) registration.update().catch(() => undefined);
        }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('Muggins: service worker registration failed; the app still works online.', error);
    },
  });
}

/**
 * Applies the waiting update: the new service worker takes control and the page reloads into the new version.
 * Call it only at a boundary (between hands or games, after the log is stored). Does nothing if no update waits.
 */
export async function applyUpdate(): Promise<void> {
  if (!updateAvailable.value || !skipWaiting) return;
  await skipWaiting(true);
}
