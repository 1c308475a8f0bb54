import { downloadFile } from '../share/shareFile';

/** Offering files to the player: text as a download (`downloadFile` does the download itself). */

/** A file name for a day, e.g. `muggins-backup-2026-11-23.json` for `kind` `'backup'` (the device's local date). */
export function datedFileName(kind: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `muggins-${kind}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** Offers `text` to the browser as a file download named `fileName`: JSON unless `type` says otherwise (e.g. `'text/csv'`). */
export function downloadText(text: string, fileName: string, type = 'application/json'): void {
  downloadFile(new File([text], fileName, { type }));
}
