import type { GameSummary } from '../game';
import { GRASS_ROOTS, parseFormat, type ClubFormat } from './format';
import { err, ok, type ClubResult } from './result';

/*
 * A player's tournament card: one line a game, from the player's side of the table. A game played in Muggins for the
 * night writes its own line from the game's end; a game kept on paper or another board is typed (opponent and both
 * final scores) and checked; any line can be corrected, and the card says which were typed and which came from a game.
 */

/** The card format; raise it on a breaking change. */
export const CARD_VERSION = 1;

/** Where a line came from: a game played in Muggins (its id), or typed by hand. */
export type LineSource = { readonly kind: 'game'; readonly gameId: string } | { readonly kind: 'typed' };

/** One game on a player's card, e.g. game 3 against Bob, won 121 to 100. */
export interface CardLine {
  /** The game's number on the card, 1-based, e.g. `3`. */
  readonly game: number;
  /** The opponent, a player or a team, e.g. `'Bob'`. */
  readonly opponent: string;
  /** The player won it (a claimed game is won short of the game hole). */
  readonly won: boolean;
  /** The player's final score, e.g. `121`. */
  readonly own: number;
  /** The opponent's final score, e.g. `100`. */
  readonly theirs: number;
  readonly source: LineSource;
  /** A line of a game, changed by hand afterwards. */
  readonly corrected: boolean;
  /** The round it was played in, e.g. `3`, on a night with rounds (absent on a card of a night without). */
  readonly round?: number;
  /** The opponent's result code was scanned for it at the table (the paper card's initials): needs no cross-check. */
  readonly confirmed?: true;
}

/** The night a card belongs to: its id (made at the edge), its name, its day and its format. */
export interface NightInfo {
  /** e.g. `'n-lq3x9a'`. */
  readonly id: string;
  /** e.g. `'Thursday club'`. */
  readonly name: string;
  /** The day, `YYYY-MM-DD`, e.g. `'2026-11-26'`. */
  readonly date: string;
  readonly format: ClubFormat;
}

/** A player's card for one night. */
export interface PlayerCard {
  readonly version: typeof CARD_VERSION;
  readonly night: NightInfo;
  /** The card's player, e.g. `'Ann'`. */
  readonly player: string;
  readonly lines: readonly CardLine[];
}

/** Names compare as a director reads them: case and spaces aside. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The skunk a win by this margin is (002 Definitions, 003 SKUNK on the 121 board: more than 30, more than 60). */
export function skunkOf(line: Pick<CardLine, 'won' | 'own' | 'theirs'>): 0 | 1 | 2 {
  if (!line.won) return 0;
  const margin = line.own - line.theirs;
  return margin > 60 ? 2 : margin > 30 ? 1 : 0;
}

/** A line's game points under the night's format: a win, a skunk, a double skunk, or a loss. */
export function gamePoints(format: ClubFormat, line: Pick<CardLine, 'won' | 'own' | 'theirs'>): number {
  if (!line.won) return format.loss;
  const skunk = skunkOf(line);
  return skunk === 2 ? format.doubleSkunk : skunk === 1 ? format.skunk : format.win;
}

/** A line's spread: the points won by, or less the points lost by, e.g. `21` for 121-100, `-21` for 100-121. */
export function spreadOf(line: Pick<CardLine, 'own' | 'theirs'>): number {
  return line.own - line.theirs;
}

const MAX_SCORE = 999;
/** The longest name of a player, an opponent or a night, in characters. */
export const MAX_NAME = 60;

/**
 * A line typed by hand (a game kept on paper), checked: an opponent named; both scores whole numbers; the winner at
 * the game hole and the loser below it.
 */
export function typedLine(format: ClubFormat, game: number, opponent: string, own: number, theirs: number): ClubResult<CardLine> {
  const name = opponent.trim();
  if (name === '' || name.length > MAX_NAME) return err('bad-line', `Name the opponent (at most ${MAX_NAME} characters).`);
  if (!Number.isSafeInteger(own) || !Number.isSafeInteger(theirs) || own < 0 || theirs < 0 || own > MAX_SCORE || theirs > MAX_SCORE) {
    return err('bad-line', 'Both final scores are whole numbers of holes.');
  }
  const high = Math.max(own, theirs);
  const low = Math.min(own, theirs);
  if (high !== format.gameHole) return err('bad-line', `The winner ends on the game hole, ${format.gameHole}: ${own} to ${theirs} has no winner there.`);
  if (low >= format.gameHole) return err('bad-line', `The loser ends below the game hole, ${format.gameHole}.`);
  return ok({ game, opponent: name, won: own > theirs, own, theirs, source: { kind: 'typed' }, corrected: false });
}

/**
 * The line a finished game of two sides writes on `player`'s card: the opponent's name, who won, both final scores.
 * `null` when the game is not over, was void, has more than two sides, or the player is not at its table.
 */
export function gameLine(summary: GameSummary, player: string, game: number): CardLine | null {
  const outcome = summary.outcome;
  if (!outcome || outcome.winner === null || summary.sides.length !== 2) return null;
  const side = summary.sides.findIndex((s, i) => sameName(s.name, player) || summary.seats.some((seat) => seat.side === i && sameName(seat.name, player)));
  if (side < 0) return null;
  const other = summary.sides[1 - side]!;
  return {
    game,
    opponent: other.name,
    won: outcome.winner === side,
    own: summary.sides[side]!.score,
    theirs: other.score,
    source: { kind: 'game', gameId: summary.gameId },
    corrected: false,
  };
}

/** A card's figures as the player wrote them, before any cross-check: games, wins, game points, spread, skunks. */
export interface CardTotals {
  readonly games: number;
  readonly wins: number;
  readonly points: number;
  readonly spread: number;
  readonly skunks: number;
}

/** The totals of some lines under a format. */
export function totalsOf(format: ClubFormat, lines: readonly Pick<CardLine, 'won' | 'own' | 'theirs'>[]): CardTotals {
  let wins = 0;
  let points = 0;
  let spread = 0;
  let skunks = 0;
  for (const line of lines) {
    if (line.won) wins++;
    points += gamePoints(format, line);
    spread += spreadOf(line);
    if (skunkOf(line) > 0) skunks++;
  }
  return { games: lines.length, wins, points, spread, skunks };
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isScore = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= MAX_SCORE;
const isName = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '' && x.length <= MAX_NAME;

function parseLine(value: unknown): CardLine | null {
  if (!isObj(value)) return null;
  const { game, opponent, won, own, theirs, source, corrected } = value;
  if (!Number.isSafeInteger(game) || (game as number) < 1 || (game as number) > 99 || !isName(opponent) || typeof won !== 'boolean') return null;
  if (!isScore(own) || !isScore(theirs) || typeof corrected !== 'boolean' || !isObj(source)) return null;
  const from: LineSource | null =
    source.kind === 'typed' ? { kind: 'typed' } : source.kind === 'game' && typeof source.gameId === 'string' ? { kind: 'game', gameId: source.gameId } : null;
  if (!from) return null;
  if (value.round !== undefined && !(Number.isSafeInteger(value.round) && (value.round as number) >= 1 && (value.round as number) <= 99)) return null;
  if (value.confirmed !== undefined && value.confirmed !== true) return null;
  return {
    game: game as number,
    opponent,
    won,
    own,
    theirs,
    source: from,
    corrected,
    ...(value.round !== undefined ? { round: value.round as number } : {}),
    ...(value.confirmed ? { confirmed: true as const } : {}),
  };
}

/** Checks a card read back, imported or received (a link, a QR code, a file); never throws. */
export function parseCard(value: unknown): ClubResult<PlayerCard> {
  if (!isObj(value)) return err('bad-card', 'This is not a Muggins tournament card.');
  if (value.version !== CARD_VERSION) return err('bad-card', `This card is version ${String(value.version)}; this app reads version ${CARD_VERSION}.`);
  if (!isName(value.player)) return err('bad-card', "The card's player has no name.");
  const night = parseNightInfo(value.night);
  if (!night.ok) return night;
  if (!Array.isArray(value.lines) || value.lines.length > 99) return err('bad-card', "The card's games are missing or too many.");
  const lines: CardLine[] = [];
  for (const [i, raw] of value.lines.entries()) {
    const line = parseLine(raw);
    if (!line) return err('bad-card', `Game ${i + 1} of the card is malformed.`);
    lines.push(line);
  }
  return ok({ version: CARD_VERSION, night: night.value, player: value.player, lines });
}

/** The longest night id, e.g. `'n-lq3x9a-4k2'` is 12 characters. */
const MAX_ID = 80;

/** Checks a night read back or received (on a card, or an invitation to the night); never throws. */
export function parseNightInfo(night: unknown): ClubResult<NightInfo> {
  if (
    !isObj(night) ||
    typeof night.id !== 'string' ||
    night.id === '' ||
    night.id.length > MAX_ID ||
    !isName(night.name) ||
    typeof night.date !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(night.date)
  ) {
    return err('bad-card', "The card's night is missing or malformed.");
  }
  const format = parseFormat(night.format);
  if (!format.ok) return format;
  return ok({ id: night.id, name: night.name, date: night.date, format: format.value });
}

/** A new card for a night: no lines yet. */
export function newCard(night: Omit<NightInfo, 'format'> & { readonly format?: ClubFormat }, player: string): PlayerCard {
  return { version: CARD_VERSION, night: { ...night, format: night.format ?? GRASS_ROOTS }, player: player.trim(), lines: [] };
}
