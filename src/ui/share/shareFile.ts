import { downloadFile, type DownloadEnv } from '../data/download';
import type { ExportFile } from '../data/games';

/*
 * A game's export file handed to another app: through the system share sheet (Web Share API, files) where the
 * browser can share it, else downloaded. Chrome on Android shares only some file types (images, text, PDF…),
 * not JSON, so there the file is downloaded; Safari on iOS and the share sheets of desktop systems take it.
 */

/** How the file left: through the share sheet, as a download, or not at all (the player closed the sheet). */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** The browser features used, passed in so tests need not replace globals: the share sheet, and the download's. */
export interface ShareEnv extends DownloadEnv {
  readonly navigator: { readonly share?: (data: ShareData) => Promise<void>; readonly canShare?: (data: ShareData) => boolean };
}

function browser(): ShareEnv {
  return { navigator, document, url: URL };
}

// Characters no file system takes in a name (Windows is the strictest), and control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go.
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/**
 * `text` fit for a file name: what no file system takes becomes a space, spaces run together, no dot at either end
 * (hidden or refused names), at most `max` characters; `''` when nothing is left.
 */
export function safeFileName(text: string, max: number): string {
  return text
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, max)
    .trim();
}

/**
 * A file name from a game's title and the day it started (the device's local date), e.g.
 * `'Ann v Bob 2026-11-27.json'`; characters a file system refuses become spaces, and an empty title
 * `'Muggins game'`.
 */
export function gameFileName(title: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const safe = safeFileName(title, 80);
  return `${safe || 'Muggins game'} ${day}.json`;
}

/**
 * Shares one game's export file (from the store's `exportGame`) through the share sheet, or downloads it where
 * the browser cannot share files. A share the player cancels is `'cancelled'`, not an error; a share the browser
 * refuses (e.g. `NotAllowedError` when the tap is too long ago) falls back to the download. Call it from the tap
 * that asked for it: the share sheet needs that tap. Never throws.
 */
export async function shareGameFile(file: ExportFile, env: ShareEnv = browser()): Promise<ShareOutcome> {
  const game = file.games[0];
  const title = game?.title ?? '';
  const name = gameFileName(title, new Date(game?.createdAt ?? file.exportedAt));
  return shareFile(new File([JSON.stringify(file, null, 2)], name, { type: 'application/json' }), title || name, env);
}

/** Shares any file (a tournament card, a game) through the share sheet, or downloads it, as `shareGameFile` does. */
export async function shareFile(json: File, title: string, env: ShareEnv = browser()): Promise<ShareOutcome> {
  const share = env.navigator.share;
  let canShare = false;
  try {
    canShare = typeof share === 'function' && env.navigator.canShare?.({ files: [json] }) === true;
  } catch {
    // An old canShare that throws on files: download instead.
  }
  if (canShare) {
    try {
      await share!.call(env.navigator, { files: [json], title });
      return 'shared';
    } catch (e) {
      if ((e as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  downloadFile(json, env);
  return 'downloaded';
}
