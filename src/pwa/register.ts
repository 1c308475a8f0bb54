import { signal } from '@preact/signals';

/**
 * True once a new version of the app is installed and waiting. The UI offers it only at a boundary
 * (between hands or games) and then calls `applyUpdate`.
 */
export const updateAvailable = signal(false);

/** True once the first install has cached the app, so it works offline from now on. */
export const offlineReady = signal(false);

/**
 * True once a new version took over in another tab ("Update now" there): this tab still runs the old one, and the
 * UI reloads it at its own next boundary (between hands, nothing half typed), never in the middle of a count.
 */
export const reloadPending = signal(false);

/** How often an open app asks the server for a new version, in ms (hourly). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;
/** True in the tab whose "Update now" was tapped: it reloads as soon as the new version takes control. */
let applying = false;
let skipWaiting: ((reloadPage?: boolean) => Promise<void>) | undefined;

/** The new version took control of this page: reload now if this tab asked for it, else at its next boundary. */
function tookControl(): void {
  if (applying) location.reload();
  else reloadPending.value = true;
}

/**
 * Registers the service worker. Call once, after the first render: the registration code and workbox-window
 * are loaded by dynamic import, so they stay out of the first-load bundle. A no-op where service workers are
 * unsupported (or in private modes that refuse them).
 */
export async function startPwa(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  // Any tab a newer worker takes over (it may never have seen the update waiting) learns of it here; the first
  // install, which takes no page over in this app (prompt mode), fires nothing.
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) tookControl();
  });
  const { registerSW } = await import('virtual:pwa-register');
  skipWaiting = registerSW({
    immediate: true,
    onNeedRefresh() {
      updateAvailable.value = true;
      // Marked on the page as a stored move is (`data-saved-events`): a browser test waits for this, not for a time.
      document.documentElement.dataset.updateWaiting = 'true';
    },
    // Given, so that workbox-window does not reload every tab at once when one tab applies the update.
    onNeedReload: tookControl,
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
 * Applies the waiting update: the new service worker takes control and this page reloads into the new version;
 * other tabs reload at their own next boundary (`reloadPending`). Call it only at a boundary (between hands or
 * games, after the log is stored). Does nothing if no update waits.
 */
export async function applyUpdate(): Promise<void> {
  if (!updateAvailable.value || !skipWaiting) return;
  applying = true;
  await skipWaiting(true);
}
