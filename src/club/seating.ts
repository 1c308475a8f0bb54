import { sameName } from './card';
import { MAX_ROUNDS, playsIn, type Entrant } from './entrants';

/*
 * Seating: the night's rounds dealt by the director in one tap. Each round pairs the entrants who play in it at
 * numbered tables, with a bye for an odd field; nobody meets an opponent twice while that is possible, and nobody
 * sits out twice before every player of the round has sat out once. A field that stays as it is gets the round robin
 * (the circle method: n - 1 rounds without a repeat for an even n, n for an odd one, each player's bye once); a late
 * arrival or a drop-out re-deals the rounds still to come, keeping those under way, each round searched for the
 * pairing with the fewest repeats.
 */

/** One round as dealt: its tables, table 1 first, and who sits out. */
export interface SeatedRound {
  /** The two players of each table, e.g. `[['Ann', 'Bob'], ['Cy', 'Di']]`: table 1 is Ann against Bob. */
  readonly tables: readonly (readonly [string, string])[];
  /** The player with the bye, when the round's field is odd. */
  readonly bye?: string;
}

/** What a bye is worth: a won game (the night's game points for a win, spread 0), or nothing (no game at all). */
export const BYE_WORTHS = ['win', 'nothing'] as const;
export type ByeWorth = (typeof BYE_WORTHS)[number];
/** A bye counts as a win unless the night says otherwise (the README's "Readings of the club rules"). */
export const DEFAULT_BYE: ByeWorth = 'win';
/** Rounds dealt unless the director says otherwise: a Grass Roots night's nine games. */
export const DEFAULT_ROUNDS = 9;

const pairKey = (a: string, b: string) => (a < b ? `${a}\n${b}` : `${b}\n${a}`);
const key = (name: string) => name.trim().toLowerCase();

/** What the rounds so far leave behind: who met whom how often, byes and rounds seated per player. */
interface History {
  readonly met: Map<string, number>;
  readonly byes: Map<string, number>;
  readonly seated: Map<string, number>;
}

function historyOf(rounds: readonly SeatedRound[]): History {
  const h: History = { met: new Map(), byes: new Map(), seated: new Map() };
  for (const r of rounds) {
    for (const [a, b] of r.tables) {
      const k = pairKey(key(a), key(b));
      h.met.set(k, (h.met.get(k) ?? 0) + 1);
      for (const p of [a, b]) h.seated.set(key(p), (h.seated.get(key(p)) ?? 0) + 1);
    }
    if (r.bye) h.byes.set(key(r.bye), (h.byes.get(key(r.bye)) ?? 0) + 1);
  }
  return h;
}

/** The circle method's round `r` (0-based) over a fixed field; `null` stands for the bye of an odd field. */
function circleRound(field: readonly (string | null)[], r: number): SeatedRound {
  const n = field.length;
  const turn = r % (n - 1);
  // Player 0 stays; the others turn one place a round.
  const order = [field[0]!, ...field.slice(1).map((_, i) => field[1 + ((i + turn) % (n - 1))]!)];
  const tables: [string, string][] = [];
  let bye: string | undefined;
  for (let i = 0; i < n / 2; i++) {
    const a = order[i]!;
    const b = order[n - 1 - i]!;
    if (a === null || b === null) bye = (a ?? b) as string;
    else tables.push([a, b]);
  }
  return bye === undefined ? { tables } : { tables, bye };
}

/** The node budget of one round's search: far more than a field of 60 needs, and a bound on the worst case. */
const BUDGET = 200_000;

/** The pairing of `players` (an even field) with the fewest meetings already had, found by branch and bound. */
function pairRound(players: readonly string[], h: History): [string, string][] {
  const met = (a: string, b: string) => h.met.get(pairKey(key(a), key(b))) ?? 0;
  // Fewest repeated pairs first; among those, two second meetings before one third (a repeat costs its square more).
  const cost = (a: string, b: string) => (met(a, b) === 0 ? 0 : 1000 + met(a, b) ** 2);
  // The most constrained first: the player with the fewest fresh opponents is placed while there is most choice.
  const fresh = (p: string) => players.filter((q) => q !== p && cost(p, q) === 0).length;
  const order = [...players].sort((x, y) => fresh(x) - fresh(y));
  let best: [string, string][] | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  let nodes = 0;
  const used = new Set<string>();
  const chosen: [string, string][] = [];
  const search = (spent: number): void => {
    if (bestCost === 0 || nodes++ > BUDGET) return;
    const a = order.find((p) => !used.has(p));
    if (a === undefined) {
      if (spent < bestCost) {
        bestCost = spent;
        best = [...chosen];
      }
      return;
    }
    used.add(a);
    const partners = order.filter((p) => !used.has(p)).sort((x, y) => cost(a, x) - cost(a, y));
    for (const b of partners) {
      const c = spent + cost(a, b);
      if (c >= bestCost) break;
      used.add(b);
      chosen.push([a, b]);
      search(c);
      chosen.pop();
      used.delete(b);
    }
    used.delete(a);
  };
  search(0);
  return best ?? [];
}

/** Who sits out of an odd field: fewest byes first, then most rounds seated, then the last entered. */
function byeOf(players: readonly string[], h: History): string {
  let pick = players[players.length - 1]!;
  for (let i = players.length - 1; i >= 0; i--) {
    const p = players[i]!;
    const [bp, bq] = [h.byes.get(key(p)) ?? 0, h.byes.get(key(pick)) ?? 0];
    const [sp, sq] = [h.seated.get(key(p)) ?? 0, h.seated.get(key(pick)) ?? 0];
    if (bp < bq || (bp === bq && sp > sq)) pick = p;
  }
  return pick;
}

/** A round for the given history: the bye of an odd field, then the pairing with the fewest repeats, in entrant order. */
function nextRound(players: readonly string[], h: History): SeatedRound {
  const bye = players.length % 2 === 1 ? byeOf(players, h) : undefined;
  const field = players.filter((p) => p !== bye);
  const place = (p: string) => players.indexOf(p);
  const tables = pairRound(field, h)
    .map(([a, b]): [string, string] => (place(a) < place(b) ? [a, b] : [b, a]))
    .sort((x, y) => place(x[0]) - place(y[0]));
  return bye === undefined ? { tables } : { tables, bye };
}

/**
 * The night's rounds: `kept` as they stand (the rounds under way or played), then the rest to `rounds` dealt for the
 * entrants who play in each. Deterministic: the same list deals the same night on every phone.
 */
export function dealRounds(entrants: readonly Entrant[], rounds: number, kept: readonly SeatedRound[] = []): SeatedRound[] {
  const total = Math.max(0, Math.min(MAX_ROUNDS, Math.floor(rounds)));
  const out = kept.slice(0, total);
  const fixed = out.length === 0 && entrants.every((e) => playsIn(e, 1) && playsIn(e, total));
  if (fixed && entrants.length >= 2) {
    const field: (string | null)[] = entrants.map((e) => e.name);
    if (field.length % 2 === 1) field.push(null);
    for (let r = 0; r < total; r++) out.push(circleRound(field, r));
    return out;
  }
  while (out.length < total) {
    const round = out.length + 1;
    out.push(
      nextRound(
        entrants.filter((e) => playsIn(e, round)).map((e) => e.name),
        historyOf(out),
      ),
    );
  }
  return out;
}

/** A player's seat in a round: the table (1-based) and the opponent, the bye, or not seated. */
export type Seat = { readonly kind: 'table'; readonly table: number; readonly opponent: string } | { readonly kind: 'bye' } | { readonly kind: 'out' };

/** Where `player` sits in `round`. */
export function seatOf(round: SeatedRound | undefined, player: string): Seat {
  if (!round) return { kind: 'out' };
  if (round.bye !== undefined && sameName(round.bye, player)) return { kind: 'bye' };
  const i = round.tables.findIndex(([a, b]) => sameName(a, player) || sameName(b, player));
  if (i < 0) return { kind: 'out' };
  const [a, b] = round.tables[i]!;
  return { kind: 'table', table: i + 1, opponent: sameName(a, player) ? b : a };
}

/** The round (1-based) in which `player` is seated against `opponent`, not among `taken`; undefined when none is. */
export function roundAgainst(seating: readonly SeatedRound[], player: string, opponent: string, taken: ReadonlySet<number> = new Set()): number | undefined {
  for (const [i, r] of seating.entries()) {
    const seat = seatOf(r, player);
    if (!taken.has(i + 1) && seat.kind === 'table' && sameName(seat.opponent, opponent)) return i + 1;
  }
  return undefined;
}

/** Checks a seating read back or received: every name a string, tables of two; null when anything is wrong. */
export function parseSeating(value: unknown): SeatedRound[] | null {
  if (!Array.isArray(value) || value.length > MAX_ROUNDS) return null;
  const out: SeatedRound[] = [];
  const isName = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '' && x.length <= 60;
  for (const r of value) {
    if (typeof r !== 'object' || r === null || !Array.isArray((r as { tables?: unknown }).tables)) return null;
    const { tables, bye } = r as { tables: unknown[]; bye?: unknown };
    if (tables.length > 100 || (bye !== undefined && !isName(bye))) return null;
    const pairs: [string, string][] = [];
    for (const t of tables) {
      if (!Array.isArray(t) || t.length !== 2 || !isName(t[0]) || !isName(t[1]) || sameName(t[0], t[1])) return null;
      pairs.push([t[0], t[1]]);
    }
    out.push(bye === undefined ? { tables: pairs } : { tables: pairs, bye: bye as string });
  }
  return out;
}
