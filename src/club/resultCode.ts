import { MAX_NAME, sameName } from './card';

/*
 * What a result code carries (one game, from the side of the player who shows it) and what scanning it leaves on the
 * opponent's card (a confirmation), each checked as read; the code's framing is the link layer's (`resultLink.ts`).
 */

/** One game as its result code carries it, from the side of the player who shows it. */
export interface ResultCode {
  /** The night's id, e.g. `'n-lq3x9a-4k2'`. */
  readonly night: string;
  /** The round, e.g. `3`; `0` on a night without rounds. */
  readonly round: number;
  /** Who shows the code (entered the game), e.g. `'Ann'`. */
  readonly from: string;
  /** Who scans it, e.g. `'Bob'`. */
  readonly to: string;
  /** `from`'s final score, e.g. `121`. */
  readonly own: number;
  /** `to`'s final score, e.g. `100`. */
  readonly theirs: number;
  /** The line's id on `from`'s card (a typed entry's or a game's), e.g. `'t-lq3x9a-4k2'`: a code is taken once. */
  readonly line: string;
}

/** A game confirmed on this phone's card by the opponent's result code, from this card's side. */
export interface Confirmation {
  /** The code's line id, e.g. `'t-lq3x9a-4k2'`. */
  readonly code: string;
  /** Who showed the code, the opponent, e.g. `'Ann'`. */
  readonly by: string;
  /** e.g. `3`; absent on a night without rounds. */
  readonly round?: number;
  /** This card's player's score, e.g. `100`. */
  readonly own: number;
  readonly theirs: number;
}

/** The most confirmations a card holds: one a game. */
export const MAX_CONFIRMATIONS = 99;

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isName = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '' && x.length <= MAX_NAME;
const isId = (x: unknown): x is string => typeof x === 'string' && x !== '' && x.length <= 200;
const isScore = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= 999;
const isRound = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= 99;

/** Checks a result code's fields (as a link reads them); null when any is missing or out of range. */
export function parseResultCode(value: unknown): ResultCode | null {
  if (!isObj(value)) return null;
  const { night, round, from, to, own, theirs, line } = value;
  if (!isId(night) || !isRound(round) || !isName(from) || !isName(to) || !isScore(own) || !isScore(theirs) || !isId(line)) return null;
  return { night, round, from, to, own, theirs, line };
}

/** Checks a confirmation read back; null when damaged. */
export function parseConfirmation(value: unknown): Confirmation | null {
  if (!isObj(value)) return null;
  const { code, by, round, own, theirs } = value;
  if (!isId(code) || !isName(by) || !isScore(own) || !isScore(theirs)) return null;
  if (round !== undefined && !(isRound(round) && round >= 1)) return null;
  return { code, by, own, theirs, ...(round !== undefined ? { round } : {}) };
}

/** True when a card line is the game a confirmation names: the opponent, the round and both scores. */
export function confirms(c: Confirmation, line: { opponent: string; round?: number | undefined; own: number; theirs: number }): boolean {
  return sameName(c.by, line.opponent) && c.round === line.round && c.own === line.own && c.theirs === line.theirs;
}
