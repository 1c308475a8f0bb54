/** Offering files to the player: a JSON download through a temporary `<a download>` and a blob URL. */

/** A file name for a day, e.g. `muggins-backup-2026-11-23.json` for `kind` `'backup'` (the device's local date). */
export function datedFileName(kind: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `muggins-${kind}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** Offers `text` to the browser as a file download named `fileName`: JSON unless `type` says otherwise (e.g. `'text/csv'`). */
export function downloadText(text: string, fileName: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `n` and a word, plural when needed, e.g. `1 game`, `3 games`, `2 deck profiles`. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Joins phrases as people list them: `a`, `a and b`, `a, b and c`. */
export function listPhrase(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
