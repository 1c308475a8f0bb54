/** Offering files to the player as downloads (the share sheet, `share/shareFile.ts`, falls back to `downloadFile`). */

/** The browser features a download uses, passed in so tests need not replace globals. */
export interface DownloadEnv {
  readonly document: Document;
  readonly url: { createObjectURL(blob: Blob): string; revokeObjectURL(url: string): void };
}

/** Offers a file to the browser as a download, through a temporary `<a download>` and a Blob URL. */
export function downloadFile(file: File, env: DownloadEnv = { document, url: URL }): void {
  const href = env.url.createObjectURL(file);
  const a = env.document.createElement('a');
  a.href = href;
  a.download = file.name;
  env.document.body.append(a);
  a.click();
  a.remove();
  // The download has started from the click; the URL is freed once this task is done.
  setTimeout(() => env.url.revokeObjectURL(href), 0);
}

/** A file name for a day, e.g. `muggins-backup-2026-11-23.json` for `kind` `'backup'` (the device's local date). */
export function datedFileName(kind: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `muggins-${kind}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** Offers `text` to the browser as a file download named `fileName`: JSON unless `type` says otherwise (e.g. `'text/csv'`). */
export function downloadText(text: string, fileName: string, type = 'application/json'): void {
  downloadFile(new File([text], fileName, { type }));
}
