import type { GameSummary } from '../game';
import { CARD_VERSION, MAX_NAME, gameLine, parseCard, parseNightInfo, sameName, typedLine, type CardLine, type NightInfo, type PlayerCard } from './card';
import { pairGames, type Decision, type PairedGame, type Version } from './crossCheck';
import { parseFormat, type ClubFormat } from './format';
import { err, ok, type ClubResult } from './result';
import { standings, type Standings } from './standings';

/*
 * A club night as one phone keeps it: the night, this phone's player (if one plays on it), the card's own entries
 * (lines typed from paper, corrections, games left off), and, on the director's phone, the cards gathered and the
 * director's decisions. The lines of games played in Muggins are not stored here: the games tagged with the night
 * write them (`buildCard`), so an undo at the table changes the card too.
 */

/** The night record's format; raise it on a breaking change. */
export const NIGHT_VERSION = 1;

/** A game's final scores from the card's player's side, as typed: the opponent, own score, theirs. */
export interface TypedScore {
  /** e.g. `'Bob'`. */
  readonly opponent: string;
  /** e.g. `121`. */
  readonly own: number;
  /** e.g. `100`. */
  readonly theirs: number;
}

/** A line typed on the card (a game kept on paper or another board). */
export interface TypedEntry extends TypedScore {
  /** Made at the edge, e.g. `'t-lq3x9a-4k2'`. */
  readonly id: string;
  /** When it was typed, ms since the epoch: its place among the card's games. */
  readonly at: number;
  /** Changed since it was first typed. */
  readonly corrected: boolean;
}

/** A line of a game played in Muggins, changed by hand: the game's id and the scores that stand. */
export interface Correction extends TypedScore {
  /** e.g. `'g-lq3x9a-4k2'`. */
  readonly gameId: string;
}

/** The director's word on a flagged game, with both cards' versions it was given on. */
export interface StoredDecision {
  /** The game's key, e.g. `'ann|bob|1'` (see `PairedGame`). */
  readonly key: string;
  readonly decision: Decision;
  /** What `a`'s card said then (from `a`'s side), or null when it lacked the game. */
  readonly fromA: Version | null;
  readonly fromB: Version | null;
}

/** One club night on this phone. */
export interface ClubNight {
  readonly version: typeof NIGHT_VERSION;
  readonly night: NightInfo;
  /** This phone's player, e.g. `'Ann'`; null on a phone that only gathers cards. */
  readonly player: string | null;
  /** Lines typed on this phone's card. */
  readonly typed: readonly TypedEntry[];
  /** Lines of games played in Muggins, corrected by hand. */
  readonly corrections: readonly Correction[];
  /** Games tagged with the night but left off the card, by id (a game abandoned, or tagged by mistake). */
  readonly dropped: readonly string[];
  /** Other players' cards gathered on this phone (the director's), one a player. */
  readonly cards: readonly PlayerCard[];
  readonly decisions: readonly StoredDecision[];
}

/** Which line of the card: a game's (by its id) or a typed one (by its entry id). */
export type LineRef = { readonly kind: 'game'; readonly gameId: string } | { readonly kind: 'typed'; readonly id: string };

/** A game tagged with the night, as the store reads it: its id, when it began, its summary (null: not started). */
export interface NightGame {
  readonly id: string;
  /** ms since the epoch: its place among the card's games. */
  readonly createdAt: number;
  readonly summary: GameSummary | null;
}

/** Why a game tagged with the night writes no line: still playing, void, not two sides, the player not at it, left off. */
export type OffReason = 'playing' | 'void' | 'sides' | 'not-player' | 'dropped';

/** The card as it stands: every line with where it came from, and the night's games that write none. */
export interface BuiltCard {
  /** The card to show, print and hand in; null when no one plays on this phone. */
  readonly card: PlayerCard | null;
  /** The card's lines in order, each with its reference (for correcting or removing it). */
  readonly lines: readonly { readonly line: CardLine; readonly ref: LineRef }[];
  /** Games tagged with the night that are not on the card, and why. */
  readonly off: readonly { readonly gameId: string; readonly why: OffReason; readonly summary: GameSummary | null }[];
}

/** The most of each list a night holds: no club night comes near it, so more is damage. */
const LIMITS = { typed: 99, corrections: 99, dropped: 200, cards: 200, decisions: 1000 } as const;

const nameOk = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '' && x.trim().length <= MAX_NAME;

/** A new night with its format (every setting checked) and, when one plays on this phone, its player. */
export function makeNight(id: string, name: string, date: string, format: ClubFormat, player: string | null): ClubResult<ClubNight> {
  if (!nameOk(name)) return err('bad-name', `Name the night (at most ${MAX_NAME} characters).`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return err('bad-name', 'Give the day of the night.');
  if (player !== null && !nameOk(player))
    return err('bad-name', `Name this phone's player (at most ${MAX_NAME} characters), or leave it empty to gather cards only.`);
  const f = parseFormat(format);
  if (!f.ok) return f;
  const info = parseNightInfo({ id, name: name.trim(), date, format: f.value });
  if (!info.ok) return info;
  return ok(emptyNight(info.value, player === null ? null : player.trim()));
}

/** A night with nothing on it yet (joined from an invitation, or gathered from a card). */
export function emptyNight(night: NightInfo, player: string | null): ClubNight {
  return { version: NIGHT_VERSION, night, player, typed: [], corrections: [], dropped: [], cards: [], decisions: [] };
}

/** Says who plays on this phone, once: a phone that only gathered cards so far can keep its own card from now on. */
export function setPlayer(club: ClubNight, player: string): ClubResult<ClubNight> {
  if (club.player !== null) return err('bad-name', `${club.player} plays on this phone already.`);
  if (!nameOk(player)) return err('bad-name', `Name this phone's player (at most ${MAX_NAME} characters).`);
  const taken = club.cards.find((c) => sameName(c.player, player));
  if (taken) return err('bad-name', `${taken.player}'s card is gathered on this phone already: remove it first, or choose another name.`);
  return ok({ ...club, player: player.trim() });
}

/** A score checked as a line of this night's card: the opponent not the player, the winner on the game hole. */
function checkScore(club: ClubNight, score: TypedScore): ClubResult<TypedScore> {
  if (club.player === null) return err('bad-line', 'No one plays on this phone: say who does first.');
  const line = typedLine(club.night.format, 1, score.opponent, score.own, score.theirs);
  if (!line.ok) return line;
  if (sameName(line.value.opponent, club.player)) return err('bad-line', `${club.player} cannot play ${club.player}: name the opponent.`);
  return ok({ opponent: line.value.opponent, own: score.own, theirs: score.theirs });
}

/** A line typed from paper (opponent and both final scores), checked; `id` and `at` come from the edge. */
export function addTyped(club: ClubNight, id: string, at: number, score: TypedScore): ClubResult<ClubNight> {
  if (club.typed.length >= LIMITS.typed) return err('bad-line', `A card holds at most ${LIMITS.typed} typed games.`);
  const checked = checkScore(club, score);
  if (!checked.ok) return checked;
  return ok({ ...club, typed: [...club.typed, { id, at, ...checked.value, corrected: false }] });
}

/** A line corrected by hand, checked as a typed line is; the card then says it was corrected. */
export function correctLine(club: ClubNight, ref: LineRef, score: TypedScore): ClubResult<ClubNight> {
  const checked = checkScore(club, score);
  if (!checked.ok) return checked;
  if (ref.kind === 'typed') {
    if (!club.typed.some((t) => t.id === ref.id)) return err('bad-line', 'That line is no longer on the card.');
    return ok({ ...club, typed: club.typed.map((t) => (t.id === ref.id ? { ...t, ...checked.value, corrected: true } : t)) });
  }
  const others = club.corrections.filter((c) => c.gameId !== ref.gameId);
  if (others.length >= LIMITS.corrections) return err('bad-line', `A card holds at most ${LIMITS.corrections} corrected games.`);
  return ok({ ...club, corrections: [...others, { gameId: ref.gameId, ...checked.value }] });
}

/** A line off the card: a typed one is deleted; a game's is left off (the game itself is kept) and can come back. */
export function removeLine(club: ClubNight, ref: LineRef): ClubNight {
  if (ref.kind === 'typed') return { ...club, typed: club.typed.filter((t) => t.id !== ref.id) };
  if (club.dropped.includes(ref.gameId)) return club;
  return { ...club, dropped: [...club.dropped, ref.gameId].slice(-LIMITS.dropped) };
}

/** A game left off the card put back on it. */
export function restoreGame(club: ClubNight, gameId: string): ClubNight {
  return { ...club, dropped: club.dropped.filter((id) => id !== gameId) };
}

/** The game's line on the card, or why it has none. */
function lineOf(club: ClubNight, game: NightGame): { line: Omit<CardLine, 'game'> } | { why: OffReason } {
  const s = game.summary;
  if (club.dropped.includes(game.id)) return { why: 'dropped' };
  const fixed = club.corrections.find((c) => c.gameId === game.id);
  if (fixed)
    return {
      line: {
        opponent: fixed.opponent,
        won: fixed.own > fixed.theirs,
        own: fixed.own,
        theirs: fixed.theirs,
        source: { kind: 'game', gameId: game.id },
        corrected: true,
      },
    };
  if (!s?.outcome) return { why: 'playing' };
  if (s.outcome.winner === null) return { why: 'void' };
  if (s.sides.length !== 2) return { why: 'sides' };
  const line = club.player === null ? null : gameLine(s, club.player, 0);
  if (!line) return { why: 'not-player' };
  const { game: _number, ...rest } = line;
  return { line: rest };
}

/**
 * The card as it stands: the lines of the night's finished games (from their summaries: `gameLine`, or the
 * correction) and the typed lines, in the order they were played or typed, numbered from 1.
 */
export function buildCard(club: ClubNight, games: readonly NightGame[]): BuiltCard {
  const rows: { at: number; id: string; line: Omit<CardLine, 'game'>; ref: LineRef }[] = [];
  const off: { gameId: string; why: OffReason; summary: GameSummary | null }[] = [];
  for (const game of games) {
    const r = lineOf(club, game);
    if ('why' in r) off.push({ gameId: game.id, why: r.why, summary: game.summary });
    else rows.push({ at: game.createdAt, id: game.id, line: r.line, ref: { kind: 'game', gameId: game.id } });
  }
  for (const t of club.typed) {
    rows.push({
      at: t.at,
      id: t.id,
      line: { opponent: t.opponent, won: t.own > t.theirs, own: t.own, theirs: t.theirs, source: { kind: 'typed' }, corrected: t.corrected },
      ref: { kind: 'typed', id: t.id },
    });
  }
  rows.sort((x, y) => x.at - y.at || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const lines = rows.slice(0, 99).map((r, i) => ({ line: { game: i + 1, ...r.line }, ref: r.ref }));
  const card: PlayerCard | null =
    club.player === null ? null : { version: CARD_VERSION, night: club.night, player: club.player, lines: lines.map((l) => l.line) };
  return { card, lines, off };
}

const sameFormat = (x: ClubFormat, y: ClubFormat) => JSON.stringify(x) === JSON.stringify(y);

/**
 * A player's card gathered by the director: refused when it is of another night, counts by another format, or is
 * this phone's own player's; a newer card of a player already gathered replaces the old one (`replaced`).
 */
export function gatherCard(club: ClubNight, card: PlayerCard): ClubResult<{ readonly club: ClubNight; readonly replaced: PlayerCard | null }> {
  const n = club.night;
  if (card.night.id !== n.id)
    return err('bad-card', `This is ${card.player}'s card for ${card.night.name} on ${card.night.date}, not for ${n.name} on ${n.date}. Nothing was changed.`);
  if (!sameFormat(card.night.format, n.format))
    return err('bad-card', `${card.player}'s card counts by another format than this night's. Nothing was changed.`);
  if (club.player !== null && sameName(card.player, club.player))
    return err('bad-card', `${club.player} plays on this phone: that card is kept here already. Nothing was changed.`);
  const replaced = club.cards.find((c) => sameName(c.player, card.player)) ?? null;
  if (!replaced && club.cards.length >= LIMITS.cards) return err('bad-card', `A night gathers at most ${LIMITS.cards} cards.`);
  const cards = replaced ? club.cards.map((c) => (c === replaced ? card : c)) : [...club.cards, card];
  return ok({ club: { ...club, cards }, replaced });
}

/** A gathered card taken off again (by its player's name). */
export function removeCard(club: ClubNight, player: string): ClubNight {
  return { ...club, cards: club.cards.filter((c) => !sameName(c.player, player)) };
}

const version = (line: CardLine | null): Version | null => (line ? { won: line.won, own: line.own, theirs: line.theirs } : null);
const sameVersion = (x: Version | null, y: Version | null) =>
  x === null || y === null ? x === y : x.won === y.won && x.own === y.own && x.theirs === y.theirs;

/** The director decides a flagged game (or takes the decision back, `null`), on the cards as they are now. */
export function decide(club: ClubNight, game: PairedGame, decision: Decision | null): ClubNight {
  const others = club.decisions.filter((d) => d.key !== game.key);
  if (decision === null) return { ...club, decisions: others };
  return { ...club, decisions: [...others, { key: game.key, decision, fromA: version(game.fromA), fromB: version(game.fromB) }].slice(-LIMITS.decisions) };
}

/**
 * The decisions that still stand: each on a game whose cards say now what they said when it was made. A card handed
 * in again with that game changed makes the game flagged and undecided again, rather than decided on other facts.
 */
export function standingDecisions(club: ClubNight, games: readonly PairedGame[]): Readonly<Record<string, Decision>> {
  const out: Record<string, Decision> = {};
  for (const d of club.decisions) {
    const g = games.find((x) => x.key === d.key);
    if (g && sameVersion(version(g.fromA), d.fromA) && sameVersion(version(g.fromB), d.fromB)) out[d.key] = d.decision;
  }
  return out;
}

/** Every card of the night on this phone: its own player's (when one plays here) and the ones gathered. */
export function nightCards(club: ClubNight, own: PlayerCard | null): readonly PlayerCard[] {
  return own ? [own, ...club.cards] : club.cards;
}

/** The night's standings from every card on this phone and the director's decisions that still stand. */
export function nightStandings(club: ClubNight, own: PlayerCard | null): Standings {
  const cards = nightCards(club, own);
  return standings(club.night.format, cards, standingDecisions(club, pairGames(cards)));
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isId = (x: unknown): x is string => typeof x === 'string' && x !== '' && x.length <= 200;
const isScore = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= 999;
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

function parseScore(v: Obj): TypedScore | null {
  return nameOk(v.opponent) && isScore(v.own) && isScore(v.theirs) ? { opponent: v.opponent, own: v.own, theirs: v.theirs } : null;
}

function parseVersion(v: unknown): Version | null | undefined {
  if (v === null) return null;
  return isObj(v) && typeof v.won === 'boolean' && isScore(v.own) && isScore(v.theirs) ? { won: v.won, own: v.own, theirs: v.theirs } : undefined;
}

/** Parses a list, each item by `one`; null when it is not an array, too long, or any item fails. */
function list<T>(value: unknown, limit: number, one: (v: unknown) => T | null): T[] | null {
  if (!Array.isArray(value) || value.length > limit) return null;
  const out: T[] = [];
  for (const v of value) {
    const item = one(v);
    if (item === null) return null;
    out.push(item);
  }
  return out;
}

/** Checks a night read back or imported (its own card's entries, every gathered card, the decisions); never throws. */
export function parseClubNight(value: unknown): ClubResult<ClubNight> {
  const bad = (what: string) => err('bad-card', `This club night's ${what} is damaged.`);
  if (!isObj(value)) return err('bad-card', 'This is not a Muggins club night.');
  if (value.version !== NIGHT_VERSION) return err('bad-card', `This club night is version ${String(value.version)}; this app reads version ${NIGHT_VERSION}.`);
  const night = parseNightInfo(value.night);
  if (!night.ok) return night;
  if (value.player !== null && !nameOk(value.player)) return bad('player');
  const typed = list(value.typed, LIMITS.typed, (v) => {
    const s = isObj(v) ? parseScore(v) : null;
    return s && isObj(v) && isId(v.id) && isTime(v.at) && typeof v.corrected === 'boolean' ? { id: v.id, at: v.at, ...s, corrected: v.corrected } : null;
  });
  if (!typed) return bad('typed games');
  const corrections = list(value.corrections, LIMITS.corrections, (v) => {
    const s = isObj(v) ? parseScore(v) : null;
    return s && isObj(v) && isId(v.gameId) ? { gameId: v.gameId, ...s } : null;
  });
  if (!corrections || new Set(corrections.map((c) => c.gameId)).size !== corrections.length) return bad('corrections');
  const dropped = list(value.dropped, LIMITS.dropped, (v) => (isId(v) ? v : null));
  if (!dropped) return bad('list of games left off');
  const cards = list(value.cards, LIMITS.cards, (v) => {
    const c = parseCard(v);
    return c.ok && c.value.night.id === night.value.id ? c.value : null;
  });
  if (!cards) return bad('gathered cards');
  const decisions = list(value.decisions, LIMITS.decisions, (v): StoredDecision | null => {
    if (!isObj(v) || !isId(v.key) || !(v.decision === 'a' || v.decision === 'b' || v.decision === 'none')) return null;
    const fromA = parseVersion(v.fromA);
    const fromB = parseVersion(v.fromB);
    return fromA === undefined || fromB === undefined ? null : { key: v.key, decision: v.decision, fromA, fromB };
  });
  if (!decisions) return bad('decisions');
  const player = value.player === null ? null : value.player.trim();
  return ok({ version: NIGHT_VERSION, night: night.value, player, typed, corrections, dropped, cards, decisions });
}

/**
 * Why a game set up for the night would write no line on the card, or null: a club game has two sides (two players,
 * or two teams), and the card's player sits at it.
 */
export function clubGameProblem(player: string, seats: readonly string[], sides: number): string | null {
  if (sides !== 2) return 'A club game has two sides: two players, or four in two teams.';
  if (!seats.some((s) => sameName(s, player))) return `This game goes on ${player}'s card: put ${player} in a seat.`;
  return null;
}
