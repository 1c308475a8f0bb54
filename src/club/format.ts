import { err, ok, type ClubResult } from './result';

/*
 * A club night's format (the American Cribbage Congress's "Grass Roots" night by default): games a player plays,
 * game points for a win, a skunk and a double skunk, the tie breaks in order, and who qualifies for the playoffs.
 */

/** What breaks a tie in game points, in the order a club lists them. */
export const TIE_BREAKS = ['wins', 'spread', 'skunks'] as const;
/** One of {@link TIE_BREAKS}: games won, spread (points won by less points lost by), skunks given. */
export type TieBreak = (typeof TIE_BREAKS)[number];

/** The rules of one club night. */
export interface ClubFormat {
  /** Games each player plays, e.g. `9`. */
  readonly games: number;
  /** Game points for a win, e.g. `2`. */
  readonly win: number;
  /** Game points for a win by more than 30 (a skunk), e.g. `3`. */
  readonly skunk: number;
  /** Game points for a double skunk (a win by more than 60), e.g. `3`. */
  readonly doubleSkunk: number;
  /** Game points for a loss, e.g. `0`. */
  readonly loss: number;
  /** Tie breaks after game points, in order, e.g. `['wins', 'spread']`. */
  readonly tieBreaks: readonly TieBreak[];
  /** The share of the field that qualifies for the playoffs, rounded up, e.g. `0.25` (the top quarter). */
  readonly qualify: number;
  /** The game hole a typed line is checked against, e.g. `121`. */
  readonly gameHole: number;
}

/** A Grass Roots night (ACC): nine games; 2 for a win, 3 for a skunk (a double skunk too), 0 for a loss; wins, then spread. */
export const GRASS_ROOTS: ClubFormat = {
  games: 9,
  win: 2,
  skunk: 3,
  doubleSkunk: 3,
  loss: 0,
  tieBreaks: ['wins', 'spread'],
  qualify: 0.25,
  gameHole: 121,
};

/** The least share that may qualify: 1%. */
export const MIN_QUALIFY = 0.01;

type Obj = Record<string, unknown>;
const isNat = (x: unknown, max: number): x is number => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= max;

/** Checks a format read back or imported; never throws. */
export function parseFormat(value: unknown): ClubResult<ClubFormat> {
  if (typeof value !== 'object' || value === null) return err('bad-format', 'The night has no format.');
  const f = value as Obj;
  if (!isNat(f.games, 99) || f.games < 1) return err('bad-format', 'Games per player is a whole number, 1 to 99.');
  for (const key of ['win', 'skunk', 'doubleSkunk', 'loss'] as const) {
    if (!isNat(f[key], 99)) return err('bad-format', `Game points (${key}) are a whole number, 0 to 99.`);
  }
  const breaks = f.tieBreaks;
  if (!Array.isArray(breaks) || breaks.some((b) => !(TIE_BREAKS as readonly unknown[]).includes(b)) || new Set(breaks).size !== breaks.length) {
    return err('bad-format', 'Tie breaks are wins, spread and skunks, each once.');
  }
  // A share under 1% is no club's (and 1e-300 would make no one qualify while the night says a share does).
  if (typeof f.qualify !== 'number' || !(f.qualify >= MIN_QUALIFY && f.qualify <= 1)) return err('bad-format', 'The share that qualifies is 1% to 100%.');
  if (!isNat(f.gameHole, 999) || f.gameHole < 1) return err('bad-format', 'The game hole is a whole number, 1 to 999.');
  return ok({
    games: f.games,
    win: f.win as number,
    skunk: f.skunk as number,
    doubleSkunk: f.doubleSkunk as number,
    loss: f.loss as number,
    tieBreaks: breaks as TieBreak[],
    qualify: f.qualify,
    gameHole: f.gameHole,
  });
}
