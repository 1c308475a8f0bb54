// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportFile } from '../../../src/store';
import { gameFileName, shareGameFile, type ShareEnv } from '../../../src/ui/share/shareFile';

/** 27 Nov 2026, 20:30 on the device's clock. */
const STARTED = new Date(2026, 10, 27, 20, 30).getTime();

const FILE: ExportFile = {
  format: EXPORT_FORMAT,
  version: EXPORT_VERSION,
  exportedAt: STARTED + 3_600_000,
  games: [{ id: 'g-1', version: 1, createdAt: STARTED, updatedAt: STARTED, title: 'Ann v Bob', setup: {}, events: [] }],
  boards: [],
  decks: [],
  settings: [],
};

interface Recorded {
  env: ShareEnv;
  shared: ShareData[];
  downloads: { name: string; href: string; inDocument: boolean }[];
  revoked: string[];
}

/** A browser with (or without) the Web Share API; downloads are caught at the click. */
function browser(share?: (data: ShareData) => Promise<void>, canShare: (data: ShareData) => boolean = () => true): Recorded {
  const rec: Recorded = { env: undefined!, shared: [], downloads: [], revoked: [] };
  const onClick = (e: Event) => {
    const a = e.target as HTMLAnchorElement;
    rec.downloads.push({ name: a.download, href: a.getAttribute('href')!, inDocument: document.body.contains(a) });
    e.preventDefault();
  };
  document.addEventListener('click', onClick, { capture: true });
  cleanups.push(() => document.removeEventListener('click', onClick, { capture: true }));
  rec.env = {
    navigator: share
      ? {
          share: (d) => {
            rec.shared.push(d);
            return share(d);
          },
          canShare,
        }
      : {},
    document,
    url: { createObjectURL: () => 'blob:muggins/1', revokeObjectURL: (u) => rec.revoked.push(u) },
  };
  return rec;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const f of cleanups.splice(0)) f();
});

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('gameFileName: the title and the day the game started', () => {
  test.each([
    ['Ann v Bob', 'Ann v Bob 2026-11-27.json'],
    ['  Kitchen:  Friday / "final"?  ', 'Kitchen Friday final 2026-11-27.json'],
    ['..hidden..', 'hidden 2026-11-27.json'],
    ['', 'Muggins game 2026-11-27.json'],
    ['<>|*', 'Muggins game 2026-11-27.json'],
    ['Ann\u0000Bob\nCy', 'Ann Bob Cy 2026-11-27.json'],
    ['x'.repeat(200), `${'x'.repeat(80)} 2026-11-27.json`],
  ])('%j is %j', (title, name) => {
    expect(gameFileName(title, new Date(STARTED))).toBe(name);
  });
});

describe('shareGameFile', () => {
  test('where the browser shares files: the share sheet gets the export as a JSON file', async () => {
    const rec = browser(async () => undefined);
    expect(await shareGameFile(FILE, rec.env)).toBe('shared');
    expect(rec.shared.length).toBe(1);
    const [file] = rec.shared[0]!.files!;
    expect([file!.name, file!.type, rec.shared[0]!.title]).toEqual(['Ann v Bob 2026-11-27.json', 'application/json', 'Ann v Bob']);
    expect(JSON.parse(await file!.text())).toEqual(FILE);
    expect(rec.downloads).toEqual([]);
  });

  test('a share the player cancels is not an error, and downloads nothing', async () => {
    const rec = browser(() => Promise.reject(domError('AbortError')));
    expect(await shareGameFile(FILE, rec.env)).toBe('cancelled');
    expect(rec.downloads).toEqual([]);
  });

  test('a share the browser refuses (NotAllowedError) falls back to the download', async () => {
    const rec = browser(() => Promise.reject(domError('NotAllowedError')));
    expect(await shareGameFile(FILE, rec.env)).toBe('downloaded');
    expect(rec.downloads.map((d) => d.name)).toEqual(['Ann v Bob 2026-11-27.json']);
  });

  test('where files cannot be shared (Chrome on Android and JSON): a download, named, from a Blob URL freed after', async () => {
    const rec = browser(
      async () => undefined,
      (d) => !d.files,
    );
    expect(await shareGameFile(FILE, rec.env)).toBe('downloaded');
    expect(rec.shared).toEqual([]);
    expect(rec.downloads).toEqual([{ name: 'Ann v Bob 2026-11-27.json', href: 'blob:muggins/1', inDocument: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await vi.waitFor(() => expect(rec.revoked).toEqual(['blob:muggins/1']));
  });

  test('no Web Share API at all (desktop Firefox): a download', async () => {
    const rec = browser();
    expect(await shareGameFile(FILE, rec.env)).toBe('downloaded');
    expect(rec.downloads.length).toBe(1);
  });

  test('a canShare that throws on files is a browser without file sharing', async () => {
    const rec = browser(
      async () => undefined,
      () => {
        throw new TypeError('files');
      },
    );
    expect(await shareGameFile(FILE, rec.env)).toBe('downloaded');
  });
});
