import type { CountStats, GameSummary } from '../../game';

export type { CountStats };

/** Skunks by level (003 SKUNK: a skunk is worth 2 games, a double skunk 4), e.g. `{ single: 2, double: 1 }`. */
export interface SkunkCounts {
  readonly single: number;
  readonly double: number;
}

/** One player's figures across every stored game, by name. */
export interface PlayerStats {
  /** e.g. `'Ann'`. */
  readonly name: string;
  /** Finished games this player sat in (a void game is not counted), e.g. `4`. */
  readonly played: number;
  /** Games their side won, e.g. `3`. */
  readonly wins: number;
  /** Games their side won with a skunk, and with a double skunk, e.g. `{ single: 2, double: 1 }`. */
  readonly skunksGiven: SkunkCounts;
  /** Games their side lost with a skunk, and with a double skunk, against it. */
  readonly skunksTaken: SkunkCounts;
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
  /** Every player with a finished game (a void game is not one), sorted by name. */
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
  skunksGiven: { single: number; double: number };
  skunksTaken: { single: number; double: number };
  hands: CountStats;
  cribs: CountStats;
}

/** Two count figures added together. */
function plus(a: CountStats, b: CountStats): CountStats {
  const best = a.best === null ? b.best : b.best === null ? a.best : Math.max(a.best, b.best);
  return { count: a.count + b.count, total: a.total + b.total, best };
}

/**
 * Statistics over stored games, from their summaries alone: per player name, games played and won, skunks and
 * double skunks given and taken, hands and cribs (each count claimed, undone ones left out); and a match tally for each set of side
 * names.
 */
export function computeStats(games: readonly GameSummary[]): Stats {
  const players = new Map<string, MutablePlayer>();
  const matches = new Map<string, { sides: string[]; games: number[]; played: number }>();
  const player = (name: string): MutablePlayer => {
    let p = players.get(name);
    if (!p) {
      p = {
        name,
        played: 0,
        wins: 0,
        skunksGiven: { single: 0, double: 0 },
        skunksTaken: { single: 0, double: 0 },
        hands: { count: 0, total: 0, best: null },
        cribs: { count: 0, total: 0, best: null },
      };
      players.set(name, p);
    }
    return p;
  };

  for (const game of games) {
    for (const seat of game.seats) {
      const p = player(seat.name);
      p.hands = plus(p.hands, seat.hands);
      p.cribs = plus(p.cribs, seat.cribs);
    }

    const outcome = game.outcome;
    if (!outcome || outcome.reason === 'void') continue;
    for (const seat of game.seats) {
      const p = player(seat.name);
      p.played += 1;
      if (outcome.winner === null) continue;
      const level = outcome.skunk === 2 ? 'double' : outcome.skunk === 1 ? 'single' : null;
      if (seat.side === outcome.winner) {
        p.wins += 1;
        if (level) p.skunksGiven[level] += 1;
      } else if (level) p.skunksTaken[level] += 1;
    }

    const order = game.sides.map((side, i) => ({ name: side.name, i })).sort((a, b) => a.name.localeCompare(b.name));
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
    // Only players with a finished game: a name typed into a game never finished has no figures to stand for (issue 37.10).
    players: [...players.values()].filter((p) => p.played > 0).sort((a, b) => a.name.localeCompare(b.name)),
    matches: [...matches.values()].sort((a, b) => a.sides.join(' v ').localeCompare(b.sides.join(' v '))),
  };
}

/** Skunks as the statistics say them (issue 25.10): `'0'`, `'1 double'`, `'2 single, 1 double'`. */
export function skunkFigure(c: SkunkCounts): string {
  const parts = [...(c.single ? [`${c.single} single`] : []), ...(c.double ? [`${c.double} double`] : [])];
  return parts.length ? parts.join(', ') : '0';
}
