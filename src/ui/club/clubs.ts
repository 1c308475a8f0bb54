import {
  MAX_CARD_FILE,
  addTyped,
  buildCard,
  correctLine,
  decide,
  emptyNight,
  gatherCard,
  makeNight,
  moveCard,
  ok,
  parseCardFile,
  removeCard,
  removeLine,
  restoreGame,
  roundsOf,
  sameName,
  setPlayer,
  joinedFrom,
  type BuiltCard,
  type Entrant,
  type SeatedRound,
  type ClubFormat,
  type ClubNight,
  type ClubResult,
  type Decision,
  type LineRef,
  type NightGame,
  type NightInfo,
  type PairedGame,
  type PlayerCard,
  type TypedScore,
} from '../../club';
import { plural } from '../../game';
import type { UnreadableGame } from '../../store';
import { decodeClubLink, encodeClubLink, type ClubShare } from '../../link/clubLink';
import { withSummaries } from '../data/games';
import { appUrl } from '../share/links';
import { getStore } from '../session/session';
import { sentence } from '../session/state';

/*
 * Club nights for the screens: the UI reaches the store's nights, the games played for them and the card link codec
 * only through here (architecture rule). Every change is decided by the club's rules (src/club) inside the store's
 * transaction, so a refused one writes nothing and says why.
 */

export type { ClubShare };

/** A night as its screens draw it: the night, its card as it stands, and the night's games that could not be read. */
export interface NightView {
  readonly club: ClubNight;
  readonly built: BuiltCard;
  /** Titles of the night's games by id, e.g. `{ 'g-1': 'Ann v Bob' }`. */
  readonly titles: Readonly<Record<string, string>>;
  readonly unreadable: readonly UnreadableGame[];
}

/** An outcome for a screen: a value, or a sentence saying why not (nothing was changed). */
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const refused = <T>(message: string): Outcome<T> => ({ ok: false, message: sentence(message) });

/** A new id made at the edge, e.g. `'n-lq3xa1-9zz'` for a night, `'t-…'` for a typed line. */
export function newId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Every night on this phone (newest day first), and how many records could not be read. */
export async function listNights(): Promise<{ readonly nights: readonly ClubNight[]; readonly unreadable: number }> {
  const list = await (await getStore()).clubs.listNights();
  return { nights: list.nights.map((n) => n.club), unreadable: list.unreadable.length };
}

/** Creates a night (name, day, format, and this phone's player or null) and returns its id. */
export async function createNight(name: string, date: string, format: ClubFormat, player: string | null): Promise<Outcome<string>> {
  const made = makeNight(newId('n'), name, date, format, player);
  if (!made.ok) return refused(made.error.message);
  const created = await (await getStore()).clubs.createNight(made.value);
  return created.ok ? { ok: true, value: created.value.id } : refused(`Not saved: ${created.error.message}`);
}

/**
 * Keeps a night received by link on this phone (an invitation, or the night of a card gathered here first), with
 * this phone's player or none, and the entrants and seating the invitation carries. A night already here takes the
 * invitation's newer list and seating (a late arrival, a re-deal) and keeps everything else.
 */
export async function keepNight(
  night: NightInfo,
  player: string | null,
  from: { readonly entrants?: readonly Entrant[] | undefined; readonly seating?: readonly SeatedRound[] | undefined } = {},
): Promise<Outcome<string>> {
  const store = await getStore();
  const here = await store.clubs.getNight(night.id);
  if (here.ok) {
    const named = await store.clubs.updateNight(night.id, (c) => {
      // The director's phone (no player) keeps its own list: the invitation's has no ACC numbers or fees.
      const joined = (c.player ?? player) === null ? c : joinedFrom(c, from.entrants, from.seating);
      return player === null || c.player !== null ? ok(joined) : setPlayer(joined, player);
    });
    return named.ok ? { ok: true, value: night.id } : refused(named.error.message);
  }
  const made = makeNight(night.id, night.name, night.date, night.format, player);
  if (!made.ok) return refused(made.error.message);
  const created = await store.clubs.createNight(joinedFrom(made.value, from.entrants, from.seating));
  return created.ok ? { ok: true, value: night.id } : refused(`Not saved: ${created.error.message}`);
}

/** The night's games with their summaries (rebuilt from a log when one is missing), oldest first. */
async function nightGames(id: string): Promise<{ games: NightGame[]; titles: Record<string, string>; unreadable: UnreadableGame[] }> {
  const store = await getStore();
  const read = await store.clubs.nightGames(id);
  const withSums = await withSummaries(store, read.games, read.unreadable);
  const games = withSums.games.map(({ record, summary }) => ({ id: record.id, createdAt: record.createdAt, summary }));
  const titles = Object.fromEntries(withSums.games.map(({ record }) => [record.id, record.title]));
  return { games, titles, unreadable: [...withSums.unreadable] };
}

function view(club: ClubNight, games: Awaited<ReturnType<typeof nightGames>>): NightView {
  return { club, built: buildCard(club, games.games), titles: games.titles, unreadable: games.unreadable };
}

/** A night with its card as the night's games and the typed lines make it. */
export async function loadNight(id: string): Promise<Outcome<NightView>> {
  const read = await (await getStore()).clubs.getNight(id);
  if (!read.ok) return refused(read.error.message);
  return { ok: true, value: view(read.value.club, await nightGames(id)) };
}

/** Applies a change the club's rules decide (in the store's transaction) and reads the night back. */
export async function change(id: string, rule: (club: ClubNight) => ClubResult<ClubNight>): Promise<Outcome<NightView>> {
  const changed = await (await getStore()).clubs.updateNight(id, rule);
  if (!changed.ok) return refused(changed.error.message);
  return { ok: true, value: view(changed.value.club, await nightGames(id)) };
}

/** Says who plays on this phone (a phone that only gathered cards so far). */
export function namePlayer(id: string, player: string): Promise<Outcome<NightView>> {
  return change(id, (c) => setPlayer(c, player));
}

/** A game kept on paper typed on the card, checked (the winner on the game hole, the loser below it). */
export function addPaperGame(id: string, score: TypedScore): Promise<Outcome<NightView>> {
  return change(id, (c) => addTyped(c, newId('t'), Date.now(), score));
}

/** A line corrected by hand; the card says so. */
export function correctCardLine(id: string, ref: LineRef, score: TypedScore): Promise<Outcome<NightView>> {
  return change(id, (c) => correctLine(c, ref, score));
}

/** A line taken off the card (a game's can be put back: `putBackGame`). */
export function removeCardLine(id: string, ref: LineRef): Promise<Outcome<NightView>> {
  return change(id, (c) => ok(removeLine(c, ref)));
}

/** A game left off the card put back on it. */
export function putBackGame(id: string, gameId: string): Promise<Outcome<NightView>> {
  return change(id, (c) => ok(restoreGame(c, gameId)));
}

/** The director's decision on a flagged game (`null` takes it back). */
export function decideGame(id: string, game: PairedGame, decision: Decision | null): Promise<Outcome<NightView>> {
  return change(id, (c) => ok(decide(c, game, decision)));
}

/** A gathered card taken off the night. */
export function removeGatheredCard(id: string, player: string): Promise<Outcome<NightView>> {
  return change(id, (c) => ok(removeCard(c, player)));
}

/** Deletes a night from this phone (the games played for it are kept). */
export async function deleteNight(id: string): Promise<void> {
  await (await getStore()).clubs.deleteNight(id);
}

/** A card or a night as a whole link, e.g. `'https://…/#C1.AB3X…'`. */
export async function clubLink(share: ClubShare): Promise<Outcome<string>> {
  const r = await encodeClubLink(share);
  return r.ok ? { ok: true, value: appUrl(r.value) } : refused(r.error.message);
}

/** Reads a card link or an invitation (the whole URL, `#C1.…` or the fragment); never throws. */
export async function readClubLink(text: string): Promise<Outcome<ClubShare>> {
  const r = await decodeClubLink(text);
  return r.ok ? r : refused(r.error.message);
}

/** A card from what a director pasted (a link) or picked (a card file, or a file holding a link). */
async function cardFrom(text: string): Promise<Outcome<PlayerCard>> {
  if (text.trimStart().startsWith('{')) {
    const r = parseCardFile(text);
    return r.ok ? r : refused(r.error.message);
  }
  const r = await readClubLink(text);
  if (!r.ok) return r;
  if (r.value.kind === 'card') return { ok: true, value: r.value.card };
  const what = r.value.kind === 'night' ? `the invitation to ${r.value.night.name}` : `${r.value.season.club}'s season`;
  return refused(`This is ${what}, not a player's card`);
}

/** A card gathered, or why not; `clash`, the gathered card's name, when this card's is it written otherwise (the director chooses). */
export type Gathered<T> = Outcome<T> | { readonly ok: false; readonly message: string; readonly clash: string };
type GatherDone = { readonly view: NightView; readonly message: string };

/**
 * Gathers a player's card into a night: from a pasted link or a picked file's text. A damaged or foreign card, one
 * of another night or this phone's own player's, is refused and nothing changes; a newer card of a player replaces
 * the one gathered before; a card whose name is a gathered one's written otherwise is refused with `clash` until the
 * director says `replace`. Says what it did, e.g. `Bob's card is gathered: 9 games.`
 */
export async function gatherInto(id: string, text: string, replace = false): Promise<Gathered<GatherDone>> {
  const card = await cardFrom(text);
  return card.ok ? gatherCardInto(id, card.value, replace) : { ok: false, message: `${card.message} Nothing was changed.` };
}

/** Gathers a card read and checked already; the club's rules refuse another night's or the own player's. */
async function gatherCardInto(id: string, card: PlayerCard, replace: boolean): Promise<Gathered<GatherDone>> {
  let replaced: PlayerCard | null = null;
  let clash: string | null = null;
  const changed = await change(id, (c) => {
    const r = gatherCard(c, card, replace);
    if (!r.ok) {
      clash = r.error.code === 'name-clash' ? (c.cards.find((x) => sameName(x.player, card.player))?.player ?? null) : null;
      return r;
    }
    replaced = r.value.replaced;
    return ok(r.value.club);
  });
  const clashed = clash as string | null;
  if (!changed.ok) return clashed !== null ? { ...changed, clash: clashed } : changed;
  const was = replaced as PlayerCard | null;
  const message = was
    ? `${was.player}'s card replaces the one gathered before (${plural(was.lines.length, 'game')} then, ${plural(card.lines.length, 'game')} now).`
    : `${card.player}'s card is gathered: ${plural(card.lines.length, 'game')}.`;
  return { ok: true, value: { view: changed.value, message } };
}

/** Gathers a card from a picked file, measured before it is read (a large file picked by mistake is refused at once). */
export async function gatherFile(id: string, file: Pick<Blob, 'size' | 'text'>, replace = false): Promise<Gathered<GatherDone>> {
  if (file.size > MAX_CARD_FILE) return refused(`This file is too large to be a tournament card (more than ${MAX_CARD_FILE / 1024} KB). Nothing was changed`);
  return gatherInto(id, await file.text(), replace);
}

/**
 * Gathers a card opened from its link: into its night when the night is here, else into the night kept on this phone
 * from the card (no player: a phone that gathers cards), as the director asked.
 */
export async function gatherFromLink(card: PlayerCard, replace = false): Promise<Gathered<{ readonly id: string; readonly message: string }>> {
  const store = await getStore();
  const here = await store.clubs.getNight(card.night.id);
  if (!here.ok) {
    if (here.error.code !== 'not-found') return refused(here.error.message);
    const created = await store.clubs.createNight(emptyNight(card.night, null));
    if (!created.ok) return refused(`Not saved: ${created.error.message}`);
  }
  const gathered = await gatherCardInto(card.night.id, card, replace);
  return gathered.ok ? { ok: true, value: { id: card.night.id, message: gathered.value.message } } : gathered;
}

/** Nights moved from another phone stored in one transaction: those not here added, those here kept (their ids). */
export async function takeInNights(nights: readonly ClubNight[]): Promise<Outcome<{ readonly added: readonly string[]; readonly kept: readonly string[] }>> {
  const r = await (await getStore()).clubs.takeInNights(nights);
  return r.ok ? r : refused(`Not saved: ${r.error.message}`);
}

/** Whether a night is on this phone, and who plays on it here. */
export async function nightHere(id: string): Promise<{ readonly here: boolean; readonly player: string | null; readonly rounds: number | null }> {
  const r = await (await getStore()).clubs.getNight(id);
  return r.ok ? { here: true, player: r.value.club.player, rounds: roundsOf(r.value.club) } : { here: false, player: null, rounds: null };
}

/**
 * Moves the card of a night made on this phone (not from the invitation) to the invitation's night, every line with
 * it; the old night stays on this phone until deleted. Refused with a sentence, nothing changed, when a line cannot
 * move or the invitation's night has a card already.
 */
export async function moveCardTo(
  fromId: string,
  night: NightInfo,
  from: { readonly entrants?: readonly Entrant[] | undefined; readonly seating?: readonly SeatedRound[] | undefined },
): Promise<Outcome<string>> {
  const old = await loadNight(fromId);
  if (!old.ok) return old;
  const ids = old.value.built.lines.map(() => newId('t'));
  const move = (to: ClubNight) => moveCard(old.value.club, old.value.built, joinedFrom(to, from.entrants, from.seating), ids, Date.now());
  const store = await getStore();
  const here = await store.clubs.getNight(night.id);
  if (here.ok) {
    const moved = await store.clubs.updateNight(night.id, move);
    return moved.ok ? { ok: true, value: night.id } : refused(moved.error.message);
  }
  const made = makeNight(night.id, night.name, night.date, night.format, null);
  if (!made.ok) return refused(made.error.message);
  const moved = move(made.value);
  if (!moved.ok) return refused(moved.error.message);
  const created = await store.clubs.createNight(moved.value);
  return created.ok ? { ok: true, value: night.id } : refused(`Not saved: ${created.error.message}`);
}
