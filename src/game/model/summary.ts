import type { RulesetId } from './ruleset';
import type { Game, GameOutcome } from './state';
import type { SeatId } from './types';
import type { CountStats, SeatCounts } from './counts';

export type { CountStats, SeatCounts } from './counts';

/**
 * A game's summary: what the game list and the statistics need, small enough to read for years of games at once.
 * The store writes it in the same transaction as the events that change it; `summarize` makes it from the state.
 */

/** The summary format; raise it when a field changes, and old summaries are rebuilt from their logs. */
export const SUMMARY_VERSION = 1;

export const NO_COUNTS: CountStats = { count: 0, total: 0, best: null };

/** A count added to a seat's figures. */
export function addCount(counts: readonly SeatCounts[], seat: SeatId, crib: boolean, points: number): readonly SeatCounts[] {
  const add = (c: CountStats): CountStats => ({ count: c.count + 1, total: c.total + points, best: c.best === null ? points : Math.max(c.best, points) });
  return counts.map((c, s) => (s !== seat ? c : crib ? { ...c, cribs: add(c.cribs) } : { ...c, hands: add(c.hands) }));
}

/** One game as the home screen and statistics read it, e.g. Ann v Bob, 121 to 87, Ann won. */
export interface GameSummary {
  readonly version: typeof SUMMARY_VERSION;
  readonly gameId: string;
  readonly ruleset: RulesetId;
  /** Each side's name and score, e.g. `[{ name: 'Ann', score: 121 }, { name: 'Bob', score: 87 }]`. */
  readonly sides: readonly { readonly name: string; readonly score: number }[];
  /** Each seat's player, side and counts. */
  readonly seats: readonly { readonly name: string; readonly side: number; readonly hands: CountStats; readonly cribs: CountStats }[];
  /** Rounds dealt, e.g. `14`. */
  readonly rounds: number;
  readonly outcome: GameOutcome | null;
}

/** The summary of a started game. */
export function summarize(state: Game): GameSummary {
  return {
    version: SUMMARY_VERSION,
    gameId: state.gameId,
    ruleset: state.setup.ruleset,
    sides: state.sides.map((s) => ({ name: s.name, score: s.score })),
    seats: state.seats.map((seat, i) => ({ name: seat.name, side: seat.side, hands: state.counts[i]!.hands, cribs: state.counts[i]!.cribs })),
    rounds: state.round?.number ?? 0,
    outcome: state.outcome,
  };
}

type Obj = Record<string, unknown>;
const isNat = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStats = (x: unknown): boolean => isObj(x) && isNat(x.count) && Number.isInteger(x.total) && (x.best === null || Number.isInteger(x.best));

/**
 * A summary as it is stored: JSON text. Reading years of games at once, IndexedDB rebuilds a stored object field by
 * field (a dozen objects a summary); one string a game, then `JSON.parse`, takes about two thirds of that time
 * (3,000 games at 4x CPU throttling: 127-163 ms against 166-224 ms; issue 13).
 */
export function storedSummary(summary: GameSummary): string {
  return JSON.stringify(summary);
}

/**
 * A stored summary, checked: JSON text (`storedSummary`), or an object as earlier versions of the app stored it.
 * `null` when it is missing, damaged or of another version (then it is rebuilt).
 */
export function parseSummary(stored: unknown): GameSummary | null {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  if (!isObj(value) || value.version !== SUMMARY_VERSION || typeof value.gameId !== 'string' || typeof value.ruleset !== 'string') return null;
  if (!Array.isArray(value.sides) || !value.sides.every((s) => isObj(s) && typeof s.name === 'string' && Number.isInteger(s.score))) return null;
  if (!Array.isArray(value.seats) || !value.seats.every((s) => isObj(s) && typeof s.name === 'string' && isNat(s.side) && isStats(s.hands) && isStats(s.cribs)))
    return null;
  if (!isNat(value.rounds)) return null;
  const o = value.outcome;
  if (o !== null && !(isObj(o) && (o.winner === null || isNat(o.winner)) && typeof o.reason === 'string' && isNat(o.skunk) && isNat(o.games))) return null;
  return value as unknown as GameSummary;
}
