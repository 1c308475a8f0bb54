import { boardById, parseBoard, type Board } from '../../board';
import type { GameSetup, SetupInput } from '../model/setup';
import { HOUSE_OPTIONS, type HouseOptions, type SkunkRule, type StartBonus } from '../model/options';
import { getRuleset } from './index';
import { sideCount } from '../model/seats';
import type { Ruleset } from '../model/state';
import { gameError, type GameResult } from '../model/types';

/** The default board: the ruleset's (Crib Wars), 61 holes for a 61 game, else the 121 board (3 tracks for 3 sides). */
export function defaultBoardId(ruleset: Ruleset, seats: number, target: number): string {
  return ruleset.defaultBoard(sideCount(ruleset, seats), target);
}

/** Builds and checks a setup. Errors: unknown ruleset, wrong number of seats, a bad option or board. */
export function createSetup(input: SetupInput): GameResult<GameSetup> {
  const ruleset = getRuleset(input.ruleset);
  if (!ruleset) return gameError('bad-setup', `Unknown ruleset '${String(input.ruleset)}'.`);
  const seats = input.players.length;
  if (!ruleset.seatCounts.includes(seats)) {
    return gameError('bad-setup', `${ruleset.name} is played by ${ruleset.seatCounts.join(' or ')} players; ${seats} given.`);
  }
  const options: HouseOptions = { ...ruleset.defaults, ...(input.options ?? {}) };
  const n = sideCount(ruleset, seats);
  const sides = input.sides ?? Array.from({ length: n }, (_, s) => input.players.filter((_, seat) => seat % n === s).join(' & '));
  const boardInput = input.board ?? defaultBoardId(ruleset, seats, options.target);
  const board = typeof boardInput === 'string' ? boardById(boardInput) : boardInput;
  if (!board) return gameError('bad-setup', `Unknown board '${String(boardInput)}'.`);
  const matchTally = input.matchTally ?? sides.map(() => 0);
  // What a variant adds to the setup (its own fields) passes as given, checked by its `setupError`.
  const { ruleset: _ruleset, players, sides: _sides, options: _options, board: _board, matchTally: _tally, ...own } = input;
  return parseSetup({ ruleset: ruleset.id, players, sides, options, board, matchTally, ...own });
}

type Obj = Record<string, unknown>;
/** A whole number from 0 to `max`: no option or tally a table sets comes near a million, and a bigger one (1e300) could only break the arithmetic. */
const isNat = (x: unknown, max = 1_000_000): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 && x <= max;
/** The most points an option may award (his heels, a start bonus), as any event's points (`MAX_EVENT_POINTS`). */
const MAX_OPTION_POINTS = 999;

function isSkunk(x: unknown): x is SkunkRule {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Obj;
  if (s.kind === 'none') return true;
  return (s.kind === 'lines' || s.kind === 'margin') && isNat(s.single) && (s.double === null || isNat(s.double));
}

function isBonus(x: unknown): x is StartBonus | null {
  if (x === null) return true;
  if (typeof x !== 'object') return false;
  const b = x as Obj;
  return (b.who === 'dealer' || b.who === 'pone') && isNat(b.points, MAX_OPTION_POINTS) && (b.when === 'every-round' || b.when === 'first-round');
}

/** Every house option's name: a stored setup with any other (a damaged name, say) is refused, never half read. */
const OPTION_KEYS: ReadonlySet<string> = new Set(HOUSE_OPTIONS.map((o) => o.key));

function isOptions(x: unknown): x is HouseOptions {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Obj;
  return (
    Object.keys(o).every((k) => OPTION_KEYS.has(k)) &&
    typeof o.muggins === 'boolean' &&
    typeof o.mugginsGiveBack === 'boolean' &&
    typeof o.overClaimPenalty === 'boolean' &&
    typeof o.skunks === 'boolean' &&
    isNat(o.target) &&
    o.target >= 1 &&
    isNat(o.heels, MAX_OPTION_POINTS) &&
    isNat(o.heelsBlockedWithin) &&
    isBonus(o.startBonus) &&
    typeof o.penaltyToEveryOpponent === 'boolean' &&
    typeof o.separateGo === 'boolean' &&
    (o.scorerLeads === undefined || typeof o.scorerLeads === 'boolean') &&
    (o.mugginsBeforeNextCount === undefined || typeof o.mugginsBeforeNextCount === 'boolean') &&
    isSkunk(o.skunk) &&
    isNat(o.matchGames)
  );
}

/** Checks a stored setup (from `GameStarted` or the store). Never throws. */
export function parseSetup(value: unknown): GameResult<GameSetup> {
  if (typeof value !== 'object' || value === null) return gameError('bad-setup', 'A setup must be an object.');
  const s = value as Obj;
  const ruleset = typeof s.ruleset === 'string' ? getRuleset(s.ruleset) : undefined;
  if (!ruleset) return gameError('bad-setup', `Unknown ruleset '${String(s.ruleset)}'.`);
  if (!Array.isArray(s.players) || !s.players.every((p) => typeof p === 'string')) return gameError('bad-setup', 'Players must be names.');
  if (!ruleset.seatCounts.includes(s.players.length)) {
    return gameError('bad-setup', `${ruleset.name} is played by ${ruleset.seatCounts.join(' or ')} players; ${s.players.length} given.`);
  }
  const n = sideCount(ruleset, s.players.length);
  if (!Array.isArray(s.sides) || s.sides.length !== n || !s.sides.every((p) => typeof p === 'string')) {
    return gameError('bad-setup', `${ruleset.name} with ${s.players.length} players has ${n} sides.`);
  }
  if (!isOptions(s.options)) return gameError('bad-setup', 'The house options are missing or malformed.');
  if (!Array.isArray(s.matchTally) || s.matchTally.length !== n || !s.matchTally.every((t) => isNat(t))) {
    return gameError('bad-setup', 'The match tally needs one count of games per side.');
  }
  const board = parseBoard(s.board);
  if (!board.ok) return gameError('bad-setup', `The board is not valid: ${board.error.message}`);
  const own = ruleset.own?.setupError?.(s) ?? null;
  if (own) return gameError('bad-setup', own);
  return { ok: true, value: value as GameSetup };
}

/** The validated board of a setup (setups are checked when made or read, so this cannot fail). */
export function setupBoardUnsafe(setup: GameSetup): Board {
  const board = parseBoard(setup.board);
  if (!board.ok) throw new Error(`Setup board invalid: ${board.error.message}`);
  return board.value;
}

export type { GameSetup, SetupInput } from '../model/setup';
