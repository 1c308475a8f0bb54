import { fold, storedSummary, summarize, type GameEvent, type GameState } from '../../game';
import { EXPORT_FORMAT, EXPORT_VERSION, RECORD_VERSION, type ExportFile } from '../../store';
import { decodeLink, encodeLink, type LinkResult, type LinkedGame } from '../../link';
import { parseExtras, type GameExtras } from '../session/colors';
import { getStore } from '../session/session';

/*
 * Sharing a game: a saved game as a link (`#M1.…`) or a file, and a linked game read and imported. The UI reaches
 * the store and its link codec only through here (architecture rule).
 */

export type { LinkedGame, LinkResult };

/** A saved game made ready to share: its link and its export file. */
export interface Shareable {
  /** e.g. `'Ann v Bob'`. */
  readonly title: string;
  /** The whole URL, e.g. `'https://muggins.example/#M1.GZ5B…'`, or why no link could be made. */
  readonly link: { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string };
  /** The game's export file, for `shareGameFile`. */
  readonly file: ExportFile;
}

/** The app's address with a fragment, e.g. `'https://muggins.example/cribbage/#M1.GZ5B…'`. */
export function appUrl(fragment: string, where: Pick<Location, 'origin' | 'pathname'> = location): string {
  return `${where.origin}${where.pathname}#${fragment}`;
}

/**
 * Reads a saved game and makes its link (title, peg colours, whole log) and its export file. Resolves to the
 * store's message when the game cannot be read.
 */
export async function shareable(id: string): Promise<{ readonly ok: true; readonly value: Shareable } | { readonly ok: false; readonly message: string }> {
  const store = await getStore();
  const file = await store.exportGame(id);
  if (!file.ok) return { ok: false, message: file.error.message };
  const game = file.value.games[0]!;
  const extras: GameExtras = parseExtras(game.setup);
  const link = await encodeLink({ title: game.title, extras, events: game.events });
  return {
    ok: true,
    value: { title: game.title, link: link.ok ? { ok: true, url: appUrl(link.value) } : { ok: false, message: link.error.message }, file: file.value },
  };
}

/** Reads a game from a link (the whole URL, `#M1.…` or the fragment); never throws. */
export function readLink(text: string): Promise<LinkResult<LinkedGame>> {
  return decodeLink(text);
}

/** What an import of a linked game did, and the id to open it by. */
export interface LinkImport {
  readonly ok: boolean;
  /** The saved game's id to open (the link's, or the copy's), or null when nothing was imported. */
  readonly id: string | null;
  /** e.g. `'Ann v Bob is saved on this phone.'`. */
  readonly message: string;
}

/** The export file of one linked game, as the store's import reads it (times from the log, the app's extras as setup). */
export function linkedFile(game: LinkedGame, now: number): ExportFile {
  const events: readonly GameEvent[] = game.events;
  const start = events[0]!;
  const id = start.type === 'GameStarted' ? start.gameId : '';
  const first = start.at > 0 ? start.at : now;
  const last = events.reduce((t, e) => Math.max(t, e.at), first);
  const folded = fold(events);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now,
    games: [
      {
        id,
        version: RECORD_VERSION,
        createdAt: first,
        updatedAt: last,
        title: game.title,
        setup: parseExtras(game.extras),
        finished: folded.ok && folded.value.started && folded.value.outcome !== null,
        events,
      },
    ],
    boards: [],
    decks: [],
    settings: [],
  };
}

/**
 * Saves a linked game on this device through the store's merge import: a game not here is added; the same game
 * with the same log is already here (nothing added); a game with the same id but another log (the game went on,
 * or another game) is added beside it as a copy under a new id, titled "(imported copy)". Everything is checked
 * first: a refused game changes nothing.
 */
export async function importLinkedGame(game: LinkedGame): Promise<LinkImport> {
  const file = linkedFile(game, Date.now());
  const id = file.games[0]!.id;
  const result = await (await getStore()).importData(file, {});
  if (!result.ok) return { ok: false, id: null, message: `Nothing was saved: ${result.error.message.replace(/\.$/, '')}.` };
  const s = result.value;
  const copy = s.copies[0];
  if (copy) return { ok: true, id: copy.id, message: `Another game with this game's id is on this phone, so this one is saved beside it as “${copy.title}”.` };
  if (s.alreadyHere.games > 0) return { ok: true, id, message: `${game.title} is already on this phone, move for move.` };
  return { ok: true, id, message: `${game.title} is saved on this phone.` };
}

/**
 * Adds to a game saved here from a link the events it lacks: `game.events` from index `from` on, where `from` is the
 * saved log's length (a followed game saved when its link was lost, then followed again). `state` is the whole log's
 * state (its summary is stored with it). A saved log of another length is left as it is and the game is saved beside
 * it (`importLinkedGame`): nothing saved is lost.
 */
export async function extendLinkedGame(id: string, from: number, game: LinkedGame, state: GameState): Promise<LinkImport> {
  if (!state.started || from >= game.events.length) return importLinkedGame(game);
  const store = await getStore();
  const summary = storedSummary(summarize(state));
  const added = await store.appendEvents(id, from, game.events.slice(from), { finished: state.outcome !== null, summary });
  if (!added.ok) return importLinkedGame(game);
  return { ok: true, id, message: `${game.title} is saved on this phone.` };
}
