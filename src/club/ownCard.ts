import type { GameSummary } from '../game';
import { CARD_VERSION, gameLine, sameName, typedLine, type CardLine, type PlayerCard } from './card';
import { confirms } from './resultCode';
import { entrantNamed } from './entrants';
import { LIMITS, type ClubNight, type TypedScore } from './night';
import { err, ok, type ClubResult } from './result';
import { roundAgainst, seatOf } from './seating';

/*
 * The card kept on this phone as it stands: the lines of the night's games played in Muggins (written by the games
 * themselves, so an undo at the table changes the card too) and the lines typed, corrected or left off by hand.
 */

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

/** A score checked as a line of this night's card: the opponent not the player, the winner on the game hole. */
function checkScore(club: ClubNight, score: TypedScore): ClubResult<TypedScore> {
  if (club.player === null) return err('bad-line', 'No one plays on this phone: say who does first.');
  const line = typedLine(club.night.format, 1, score.opponent, score.own, score.theirs);
  if (!line.ok) return line;
  if (sameName(line.value.opponent, club.player)) return err('bad-line', `${club.player} cannot play ${club.player}: name the opponent.`);
  const entrants = club.entrants ?? [];
  const entrant = entrantNamed(entrants, line.value.opponent);
  if (entrants.length > 0 && !entrant) return err('bad-line', `${line.value.opponent} is not an entrant of this night: pick the opponent from the list.`);
  const opponent = entrant?.name ?? line.value.opponent;
  const round = score.round;
  if (round !== undefined) {
    const rounds = club.seating?.length || club.night.format.games;
    if (!Number.isSafeInteger(round) || round < 1 || round > rounds) return err('bad-line', `A round is 1 to ${rounds}.`);
    const seat = seatOf(club.seating?.[round - 1], club.player);
    if (club.seating && !(seat.kind === 'table' && sameName(seat.opponent, opponent)))
      return err(
        'bad-line',
        `In round ${round} ${club.player} ${seat.kind === 'table' ? `plays ${seat.opponent}` : seat.kind === 'bye' ? 'has the bye' : 'is not seated'}, not ${opponent}.`,
      );
  }
  return ok({ opponent, own: score.own, theirs: score.theirs, ...(round !== undefined ? { round } : {}) });
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
        ...(fixed.round !== undefined ? { round: fixed.round } : {}),
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
 * On a night with seating, every line gets its round: the one typed, else (a game played in Muggins) the first round
 * not yet on the card in which the seating puts the player against that opponent; then the card runs round by round.
 */
function withRounds(club: ClubNight, rows: { at: number; line: Omit<CardLine, 'game'> }[]): void {
  if (!club.seating || club.player === null) return;
  const taken = new Set(rows.flatMap((r) => (r.line.round !== undefined ? [r.line.round] : [])));
  for (const row of rows) {
    if (row.line.round !== undefined) continue;
    const round = roundAgainst(club.seating, club.player, row.line.opponent, taken);
    if (round === undefined) continue;
    taken.add(round);
    row.line = { ...row.line, round };
  }
  const key = (r: { line: { round?: number } }) => r.line.round ?? Number.POSITIVE_INFINITY;
  rows.sort((x, y) => key(x) - key(y));
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
      line: {
        opponent: t.opponent,
        won: t.own > t.theirs,
        own: t.own,
        theirs: t.theirs,
        source: { kind: 'typed' },
        corrected: t.corrected,
        ...(t.round !== undefined ? { round: t.round } : {}),
      },
      ref: { kind: 'typed', id: t.id },
    });
  }
  rows.sort((x, y) => x.at - y.at || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  withRounds(club, rows);
  const confirmed = club.confirmed ?? [];
  const lines = rows.slice(0, 99).map((r, i) => {
    const line: CardLine = { game: i + 1, ...r.line };
    return { line: confirmed.some((c) => confirms(c, line)) ? { ...line, confirmed: true as const } : line, ref: r.ref };
  });
  const card: PlayerCard | null =
    club.player === null ? null : { version: CARD_VERSION, night: club.night, player: club.player, lines: lines.map((l) => l.line) };
  return { card, lines, off };
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

/**
 * A card made on a night of its own (not from the invitation) moved to the invitation's night with its lines: every
 * line as it stands becomes a typed line of the new night, checked as one (a line that fails, e.g. a game claimed
 * short of the game hole, refuses the move and is named). `ids` and `at` come from the edge, one a line.
 */
export function moveCard(from: ClubNight, built: BuiltCard, to: ClubNight, ids: readonly string[], at: number): ClubResult<ClubNight> {
  if (from.player === null) return err('bad-card', 'No one keeps a card on that night.');
  if (to.player !== null && !sameName(to.player, from.player))
    return err('bad-card', `${to.player} keeps the card on this phone for ${to.night.name} already.`);
  if (to.typed.length > 0) return err('bad-card', `The card for ${to.night.name} has games already: nothing was moved.`);
  let next: ClubNight = { ...to, player: from.player };
  for (const [i, { line }] of built.lines.entries()) {
    const r = addTyped(next, ids[i] ?? `${at}-${i}`, at + i, { opponent: line.opponent, own: line.own, theirs: line.theirs });
    if (!r.ok) return err('bad-card', `Game ${line.game} against ${line.opponent} cannot move: ${r.error.message} Nothing was moved.`);
    next = r.value;
  }
  return ok(next);
}
