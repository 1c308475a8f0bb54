import { effectiveEvents, type GameEvent, type GameState } from '../../game';

/** One stored game as the statistics read it: its folded state and its log. */
export interface StatsGame {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** A count's summary: how many, their sum, the best, e.g. `{ count: 3, total: 24, best: 12 }`. */
export interface CountStats {
  readonly count: number;
  readonly total: number;
  /** The best count, or null when there were none. */
  readonly best: number | null;
}

/** One player's figures across every stored game, by name. */
export interface PlayerStats {
  /** e.g. `'Ann'`. */
  readonly name: string;
  /** Finished games this player sat in (a void game is not counted), e.g. `4`. */
  readonly played: number;
  /** Games their side won, e.g. `3`. */
  readonly wins: number;
  /** Games their side won with a skunk or double skunk. */
  readonly skunksGiven: number;
  /** Games their side lost with a skunk or double skunk against it. */
  readonly skunksTaken: number;
  readonly hands: CountStats;
  readonly cribs: CountStats;
}

/** Games won between a set of sides, by side name, e.g. `{ sides: ['Ann', 'Bob'], games: [3, 1], played: 3 }`. */
export interface MatchStats {
  /** Side names, sorted. */
  readonly sides: readonly string[];
  /** Games won per side (a skunk counts as the ruleset says, e.g. 2). */
  readonly games: readonly number[];
  /** Finished games between these sides. */
  readonly played: number;
}

export interface Stats {
  /** Sorted by name. */
  readonly players: readonly PlayerStats[];
  /** Sorted by the joined side names. */
  readonly matches: readonly MatchStats[];
}

/** The average of a `CountStats`, or null when empty, e.g. `8`. */
export function averageOf(c: CountStats): number | null {
  return c.count === 0 ? null : c.total / c.count;
}

interface MutablePlayer {
  name: string;
  played: number;
  wins: number;
  skunksGiven: number;
  skunksTaken: number;
  hands: { count: number; total: number; best: number | null };
  cribs: { count: number; total: number; best: number | null };
}

function add(c: MutablePlayer['hands'], points: number): void {
  c.count += 1;
  c.total += points;
  c.best = c.best === null ? points : Math.max(c.best, points);
}

/**
 * Statistics over stored games: per player name, games played and won, skunks given and taken, hands and cribs
 * (the `claimed` of each `HandCounted`, or each hand or crib `Scored` in a log without `HandCounted`); and a match
 * tally for each set of side names. Undone events are left out.
 */
export function computeStats(games: readonly StatsGame[]): Stats {
  const players = new Map<string, MutablePlayer>();
  const matches = new Map<string, { sides: string[]; games: number[]; played: number }>();
  const player = (name: string): MutablePlayer => {
    let p = players.get(name);
    if (!p) {
      p = { name, played: 0, wins: 0, skunksGiven: 0, skunksTaken: 0, hands: { count: 0, total: 0, best: null }, cribs: { count: 0, total: 0, best: null } };
      players.set(name, p);
    }
    return p;
  };

  for (const { state, events } of games) {
    const setup = state.setup;
    if (!setup) continue;
    const seatName = (seat: number | null): string | null => (seat === null ? null : (setup.players[seat] ?? null));
    for (const name of setup.players) player(name);

    const log = effectiveEvents(events).events;
    const counted = log.some((e) => e.type === 'HandCounted');
    for (const e of log) {
      if (e.type === 'HandCounted') {
        const name = seatName(e.seat);
        if (name !== null) add(e.crib ? player(name).cribs : player(name).hands, e.claimed);
      } else if (!counted && e.type === 'Scored' && (e.reason === 'hand' || e.reason === 'crib')) {
        const name = seatName(e.seat);
        if (name !== null) add(e.reason === 'crib' ? player(name).cribs : player(name).hands, e.points);
      }
    }

    const outcome = state.outcome;
    if (!outcome || outcome.reason === 'void') continue;
    for (const [seat, name] of setup.players.entries()) {
      const p = player(name);
      const side = state.seats[seat]?.side;
      p.played += 1;
      if (outcome.winner === null || side === undefined) continue;
      if (side === outcome.winner) {
        p.wins += 1;
        if (outcome.skunk > 0) p.skunksGiven += 1;
      } else if (outcome.skunk > 0) p.skunksTaken += 1;
    }

    const order = setup.sides.map((name, i) => ({ name, i })).sort((a, b) => a.name.localeCompare(b.name));
    const key = order.map((o) => o.name).join('\u0000');
    let m = matches.get(key);
    if (!m) {
      m = { sides: order.map((o) => o.name), games: order.map(() => 0), played: 0 };
      matches.set(key, m);
    }
    m.played += 1;
    const at = order.findIndex((o) => o.i === outcome.winner);
    if (at >= 0) m.games[at]! += outcome.games;
  }

  return {
    players: [...players.values()].sort((a, b) => a.name.localeCompare(b.name)),
    matches: [...matches.values()].sort((a, b) => a.sides.join(' v ').localeCompare(b.sides.join(' v '))),
  };
}
