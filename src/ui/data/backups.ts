import { boardById, parseBoard } from '../../board';
import { isDeckPips } from '../../game/rulesets/notEnough';
import { damagedName, tooLargeToImport, type BoardRecord, type ImportOptions, type ImportSummary, type UnreadableGame } from '../../store';
import { listPhrase, plural } from '../../game';
import { datedFileName, downloadText } from './download';
import { noteBackup, readMarker } from '../session/marker';
import { getStore } from '../session/session';
import { capitalized } from '../../rules/capital';

/**
 * Backups: one file with every game, board, deck profile and setting; importing one merges it without
 * duplicates; and a reminder after every tenth finished game since the last backup.
 */

/** The setting that remembers backups on this device (never backed up itself: `device:` keys stay here). */
const BACKUP_SETTING = 'device:backup';

/** Finished games between reminders. */
export const REMIND_EVERY = 10;

/** What this device remembers about backups. */
export interface BackupMemory {
  /** When the last backup was downloaded, ms since the epoch, or null if never. */
  readonly lastBackupAt: number | null;
  /** Finished games since that backup when the player last said "Not now", e.g. `10`. */
  readonly dismissedAt: number;
}

const NO_BACKUP: BackupMemory = { lastBackupAt: null, dismissedAt: 0 };

function isMemory(v: unknown): v is BackupMemory {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return (m.lastBackupAt === null || typeof m.lastBackupAt === 'number') && typeof m.dismissedAt === 'number';
}

async function memory(): Promise<BackupMemory> {
  return (await getStore()).getSetting(BACKUP_SETTING, isMemory, NO_BACKUP);
}

/** What a backup download did. */
export interface BackupOutcome {
  /** e.g. `'muggins-backup-2026-11-23.json'`. */
  readonly fileName: string;
  /** e.g. `'Saved 12 games, 1 board, 0 deck profiles and 2 settings in muggins-backup-2026-11-23.json.'` */
  readonly message: string;
  /** Games that could not be read and are not in the file (their raw data stays on the device). */
  readonly unreadable: readonly UnreadableGame[];
  /** True when every record is in the file as itself; false when some travel only raw (damaged), named in `message`. */
  readonly whole: boolean;
}

/**
 * The app's checks of what a file holds besides logs, one set for both ways: an import checks with them, and a
 * backup checks every record with them before it is called saved, so a backup always imports.
 */
export const IMPORT_CHECKS: ImportOptions = { validateBoard: (b) => parseBoard(b).ok, validateDeck: isDeckPips, renameBoard: ownBoardId };

/**
 * Builds the backup (the store checks every record with the import's own checks, `IMPORT_CHECKS`, keeps a damaged
 * one raw and named, and reads the very text offered back as an import, so it will import), offers it as
 * `muggins-backup-<date>.json` and remembers the time. Throws when the check fails (a bug: nothing is offered, and the
 * last backup time is not moved).
 */
export async function downloadBackup(): Promise<BackupOutcome> {
  const store = await getStore();
  const { file, text, unreadable, damagedRecords } = await store.exportAll(IMPORT_CHECKS);
  const fileName = datedFileName('backup', new Date(file.exportedAt));
  downloadText(text, fileName);
  noteBackup(file.exportedAt);
  // The file is offered already: a memory that cannot be stored (no room left) is said, not taken for a failed backup.
  const remembered = await store.putSetting(BACKUP_SETTING, { lastBackupAt: file.exportedAt, dismissedAt: 0 } satisfies BackupMemory).then(
    () => '',
    (e: unknown) =>
      `This device could not note the backup's time (${e instanceof Error ? e.message.replace(/\.$/, '') : String(e)}), so the reminder may come early`,
  );
  const nights = file.clubs?.length ? [plural(file.clubs.length, 'club night')] : [];
  const what = listPhrase([
    plural(file.games.length, 'game'),
    plural(file.boards.length, 'board'),
    plural(file.decks.length, 'deck profile'),
    plural(file.settings.length, 'setting'),
    ...nights,
  ]);
  const names = listPhrase(unreadable.map((u) => (u.title === null ? `game '${u.id}'` : `'${u.title.length > 80 ? `${u.title.slice(0, 80)}…` : u.title}'`)));
  const left = [
    unreadable.length
      ? `${plural(unreadable.length, 'game')} could not be read (${names}): ${unreadable.length === 1 ? 'it is' : 'they are'} in the file only as raw records, exactly as stored, to keep or to send for repair (see below)`
      : '',
    damagedRecords.length
      ? `${plural(damagedRecords.length, 'other record')} could not be read or would not import (${damagedRecords.map((d) => `${damagedName(d)}: ${d.problem}`).join('; ')}): ${damagedRecords.length === 1 ? 'it is' : 'they are'} in the file only as raw data, exactly as stored`
      : '',
    remembered,
  ].filter(Boolean);
  const whole = unreadable.length === 0 && damagedRecords.length === 0;
  return { fileName, message: `Saved ${what} in ${fileName}.${left.length ? ` ${left.join('. ')}.` : ''}`, unreadable, whole };
}

/**
 * When the last backup was made, ms since the epoch, or null. The database's record of it goes when the database
 * goes: then the device's memory outside it (`marker.ts`) still knows.
 */
export async function lastBackupAt(): Promise<number | null> {
  const stored = await memory().then(
    (m) => m.lastBackupAt,
    () => null,
  );
  return stored ?? readMarker().backupAt;
}

/** The reminder's state: how many games finished since the last backup, and whether to remind now. */
export interface Reminder {
  /** e.g. `10`. */
  readonly finishedSince: number;
  /** True after every tenth finished game since the last backup, until the player backs up or says "Not now". */
  readonly due: boolean;
}

/**
 * Counts finished games changed since the last backup (from the store's index of finished games: no record is
 * read) and says whether a reminder is due.
 */
export async function backupReminder(): Promise<Reminder> {
  const m = await memory();
  const finishedSince = await (await getStore()).countFinishedSince(m.lastBackupAt);
  const due = finishedSince >= REMIND_EVERY && Math.floor(finishedSince / REMIND_EVERY) > Math.floor(m.dismissedAt / REMIND_EVERY);
  return { finishedSince, due };
}

/** "Not now": remind again at the next tenth finished game. */
export async function dismissReminder(finishedSince: number): Promise<void> {
  const m = await memory();
  await (await getStore()).putSetting(BACKUP_SETTING, { ...m, dismissedAt: finishedSince } satisfies BackupMemory);
}

/** What an import says, e.g. `Added 3 games and 1 board; 12 games were already here.` */
export function describeImport(s: ImportSummary): string {
  const counted = (c: { games: number; boards: number; decks: number; settings: number; clubs?: number }) =>
    [
      c.games ? plural(c.games, 'game') : '',
      c.boards ? plural(c.boards, 'board') : '',
      c.decks ? plural(c.decks, 'deck profile') : '',
      c.settings ? plural(c.settings, 'setting') : '',
      c.clubs ? plural(c.clubs, 'club night') : '',
    ].filter(Boolean);
  const added = counted(s.added);
  const here = counted(s.alreadyHere);
  const parts = [
    added.length ? `Added ${listPhrase(added)}` : 'Nothing new to add',
    here.length ? `${listPhrase(here)} ${here.length === 1 && /^1 /.test(here[0]!) ? 'was' : 'were'} already here` : '',
  ].filter(Boolean);
  const notes = [
    ...s.copies.map((c) => `a game with the same id but another log was already here, so the backup's is added as '${c.title}'`),
    ...s.renamed,
    ...s.leftOut.map((l) => `left out ${l}`),
    s.damagedInFile.length
      ? `the file also holds the raw records of ${plural(s.damagedInFile.length, s.damagedInFile.every((n) => !n.startsWith('the ')) ? 'damaged game' : 'damaged record')} (${listPhrase(s.damagedInFile)}), which cannot be imported`
      : '',
  ].filter(Boolean);
  return `${parts.join('; ')}.${notes.map((n) => ` ${capitalized(n)}.`).join('')}`;
}

/**
 * Imports a backup or a game export (text). Everything is checked first; a bad file changes nothing and the
 * result says why. On success, says what was added.
 */
export async function importBackup(text: string): Promise<{ readonly ok: boolean; readonly message: string }> {
  const result = await (await getStore()).importData(text, IMPORT_CHECKS);
  if (!result.ok) return refused(result.error.message);
  return { ok: true, message: describeImport(result.value) };
}

/**
 * A saved board whose id is a built-in board's (it would shadow the built-in one in the setup screen), under an id of
 * its own: `crib-wars` becomes `crib-wars-copy`, named "… (my copy)", the same each time so a second import finds it.
 */
export function ownBoardId(record: BoardRecord): BoardRecord | null {
  const data = record.board as { readonly id?: unknown } | null;
  const taken = boardById(record.id) ?? (typeof data?.id === 'string' ? boardById(data.id) : undefined);
  if (!taken) return null;
  const id = `${record.id}-copy`;
  const name = `${record.name} (my copy)`;
  return { ...record, id, name, board: typeof data === 'object' && data !== null ? { ...data, id, name } : record.board };
}

function refused(why: string): { readonly ok: false; readonly message: string } {
  return { ok: false, message: `Nothing was imported: ${why.replace(/\.$/, '')}.` };
}

/**
 * Imports a picked file as `importBackup` does, checking its size before reading it: Chromium reads a file of
 * hundreds of MB (a video picked by mistake) as empty text, which would be refused as "not JSON" instead of for
 * its size.
 */
export async function importBackupFile(file: Pick<Blob, 'size' | 'text'>): Promise<{ readonly ok: boolean; readonly message: string }> {
  const tooLarge = tooLargeToImport(file.size);
  return tooLarge ? refused(tooLarge) : importBackup(await file.text());
}
