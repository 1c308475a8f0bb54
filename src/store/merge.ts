import type { IDBPTransaction } from 'idb';
import { ok } from '../rules/result';
import { storeError, type StoreResult } from './errors';
import { abortQuietly, eventsOf } from './connection';
import type { ExportFile } from './exportFile';
import { damagedName } from './damaged';
import { DEVICE_SETTING_PREFIX } from './format';
import { MAX_ID, parseGameRecord } from './parse';
import { withIndexKeys, type BoardRecord, type DeckRecord, type MugginsDB } from './schema';
import { contentHash, sameValue } from './sameValue';
import type { ImportOptions, ImportSummary } from './transferTypes';
import type { OpenOptions } from './types';

/* An import's merge: what is new is added, what is here is kept, and the summary says which. */

/** The read-write transaction over every store an import writes. */
export type MergeTx = IDBPTransaction<MugginsDB, ['games', 'events', 'boards', 'decks', 'settings', 'clubs'], 'readwrite'>;

/** Counts with club nights named only when there were any (files and summaries without clubs read as before). */
function withClubs<C extends { clubs: number }>(c: C): Omit<C, 'clubs'> & { clubs?: number } {
  const { clubs, ...rest } = c;
  return clubs > 0 ? { ...rest, clubs } : rest;
}

/**
 * Merges a checked file in one transaction: what is new is added, what is already here is skipped, a game whose id
 * is here with another log is added as a copy under a new id (its log through `renameLog`); each game is stored with
 * its summary (`summarize`); nothing here changes.
 */
export async function merge(
  tx: MergeTx,
  input: ExportFile,
  writes: Promise<unknown>[],
  importOptions: ImportOptions,
  { renameLog, summarize }: Pick<OpenOptions, 'renameLog' | 'summarize'>,
): Promise<StoreResult<ImportSummary>> {
  const games = tx.objectStore('games');
  const events = tx.objectStore('events');
  const added = { games: 0, events: 0, boards: 0, decks: 0, settings: 0, clubs: 0 };
  const here = { games: 0, boards: 0, decks: 0, settings: 0, clubs: 0 };
  const copies: { from: string; id: string; title: string }[] = [];
  const leftOut: string[] = [];
  const renamed: string[] = [];

  /** 'free' when nothing is stored under the id, 'same' when the same log is, 'other' otherwise. */
  const compare = async (id: string, log: readonly unknown[]): Promise<'free' | 'same' | 'other'> => {
    const [raw, rows] = await Promise.all([games.get(id), events.getAll(eventsOf(id))]);
    if (raw === undefined && rows.length === 0) return 'free';
    const record = raw === undefined ? null : parseGameRecord(raw);
    const same =
      record?.ok === true &&
      record.value.length === log.length &&
      rows.length === log.length &&
      rows.every((r, i) => r.seq === i && sameValue(r.event, log[i]));
    return same ? 'same' : 'other';
  };

  for (const g of input.games) {
    // A game with no moves was never started: there is nothing of it to play or replay (and it would open on nothing).
    if (g.events.length === 0) {
      leftOut.push(`the game '${g.title}' (id '${g.id}'): it has no moves (it was never started)`);
      continue;
    }
    let target = g;
    let found = await compare(g.id, g.events);
    if (found === 'other') {
      // Keep both: the copy's id comes from its log, so importing the same file again finds it and adds nothing.
      // Its log names the copy (`renameLog`), so its state, summary and drafts are its own, not the original's.
      const id = `${g.id.slice(0, MAX_ID - 20)}~${contentHash(g.events)}`;
      target = { ...g, id, title: `${g.title} (imported copy)`, events: renameLog ? renameLog(g.events, id) : g.events };
      found = await compare(target.id, target.events);
      if (found === 'other') {
        await abortQuietly(tx, writes);
        return storeError('id-exists', `${g.title} (id '${g.id}') is on this device with another log, and so is its imported copy; nothing was imported`);
      }
    }
    if (found === 'same') {
      here.games++;
      continue;
    }
    const { events: log, ...record } = target;
    // Finished and the summary as the session would have stored them: the game list and statistics read no log.
    const meta = summarize?.(log) ?? {};
    const { finished: _finished, ...shell } = record;
    const finished = meta.finished ?? record.finished;
    const stored = {
      ...shell,
      length: log.length,
      ...(finished !== undefined ? { finished } : {}),
      ...(meta.summary !== undefined ? { summary: meta.summary } : {}),
    };
    writes.push(games.put(withIndexKeys(stored)));
    for (const [seq, event] of log.entries()) writes.push(events.put({ gameId: target.id, seq, event }));
    added.games++;
    added.events += log.length;
    if (target !== g) copies.push({ from: g.id, id: target.id, title: target.title });
  }

  const named = async <K extends 'boards' | 'decks'>(store: K, list: readonly (K extends 'boards' ? BoardRecord : DeckRecord)[], what: string) => {
    const os = tx.objectStore(store);
    for (const item of list) {
      const raw: unknown = await os.get(item.id);
      if (raw === undefined) {
        writes.push(os.put(item as BoardRecord & DeckRecord));
        added[store]++;
      } else if (sameValue({ ...(raw as object), updatedAt: 0 }, { ...item, updatedAt: 0 })) here[store]++;
      else leftOut.push(`the ${what} '${item.name}' (id '${item.id}'): this device has another version, which was kept`);
    }
  };
  const boards = input.boards.map((b) => {
    const own = importOptions.renameBoard?.(b);
    if (own) renamed.push(`the board '${b.name}' (id '${b.id}') is saved as '${own.name}' (id '${own.id}'): '${b.id}' is a built-in board's id`);
    return own ?? b;
  });
  await named('boards', boards, 'board');
  await named('decks', input.decks, 'deck profile');

  const settings = tx.objectStore('settings');
  for (const s of input.settings) {
    if (s.key.startsWith(DEVICE_SETTING_PREFIX)) continue;
    if ((await settings.getKey(s.key)) !== undefined) here.settings++;
    else {
      writes.push(settings.put(s));
      added.settings++;
    }
  }
  // A club night here is kept as it is, like a board: a night's cards change all evening, so the backup's is older.
  const clubs = tx.objectStore('clubs');
  for (const night of input.clubs ?? []) {
    const raw: unknown = await clubs.get(night.id);
    if (raw === undefined) {
      writes.push(clubs.put(night));
      added.clubs++;
    } else if (sameValue({ ...(raw as object), updatedAt: 0 }, { ...night, updatedAt: 0 })) here.clubs++;
    else
      leftOut.push(
        `the club night '${(night.club as { night: { name: string } }).night.name}' (id '${night.id}'): this device has another version, which was kept`,
      );
  }
  await Promise.all([...writes, tx.done]);
  const damagedInFile = (input.damaged ?? []).map(damagedName);
  return ok({ added: withClubs(added), alreadyHere: withClubs(here), copies, leftOut, renamed, damagedInFile });
}
