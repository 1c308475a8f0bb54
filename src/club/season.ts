import { sameName } from './card';
import type { Standings } from './standings';

/*
 * A season: the nights of one club (the nights of one name) added up, player by player: game points, wins, spread,
 * nights played, and award points for each night's finish by a table the club sets. The rulebooks say nothing of
 * seasons: the default award table is the app's (the README's "Readings of the club rules").
 */

/** Award points for a night's finish, first place first: the app's default, 10 for a win down to 1 for tenth. */
export const DEFAULT_AWARDS: readonly number[] = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

/** The most places an award table has, and the most points a place. */
const MAX_AWARD_PLACES = 60;
const MAX_AWARD = 999;

/** Checks an award table typed or received: 1 to 60 places of 0 to 999 points; null when it is not one. */
export function parseAwards(value: unknown): readonly number[] | null {
  return Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MAX_AWARD_PLACES &&
    value.every((v) => Number.isSafeInteger(v) && v >= 0 && v <= MAX_AWARD)
    ? (value as number[])
    : null;
}

/** One night of the season: its day and its standings. */
export interface SeasonNight {
  /** `YYYY-MM-DD`, e.g. `'2026-11-26'`. */
  readonly date: string;
  readonly standings: Standings;
}

/** A player's season. */
export interface SeasonRow {
  readonly player: string;
  readonly points: number;
  readonly wins: number;
  readonly spread: number;
  readonly nights: number;
  /** Award points for the nights' finishes. */
  readonly awards: number;
  /** 1-based; level on awards, then game points, then spread, share a rank. */
  readonly rank: number;
}

/**
 * The season table: every player of any night, ranked by award points, then game points, then spread. A night's
 * players sharing a rank each get that rank's award (two second places both get second's points).
 */
export function seasonTable(nights: readonly SeasonNight[], awards: readonly number[] = DEFAULT_AWARDS): SeasonRow[] {
  const rows: { player: string; points: number; wins: number; spread: number; nights: number; awards: number }[] = [];
  for (const night of nights) {
    for (const r of night.standings.rows) {
      if (r.totals.games === 0) continue;
      let row = rows.find((x) => sameName(x.player, r.player));
      if (!row) {
        row = { player: r.player, points: 0, wins: 0, spread: 0, nights: 0, awards: 0 };
        rows.push(row);
      }
      row.points += r.totals.points;
      row.wins += r.totals.wins;
      row.spread += r.totals.spread;
      row.nights += 1;
      row.awards += awards[r.rank - 1] ?? 0;
    }
  }
  const key = (r: (typeof rows)[number]) => [r.awards, r.points, r.spread];
  const cmp = (x: number[], y: number[]) => y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]!;
  rows.sort((x, y) => cmp(key(x), key(y)) || (x.player < y.player ? -1 : 1));
  const out: SeasonRow[] = [];
  rows.forEach((r, i) => {
    const prev = out[i - 1];
    out.push({ ...r, rank: prev && cmp(key(r), [prev.awards, prev.points, prev.spread]) === 0 ? prev.rank : i + 1 });
  });
  return out;
}

/** The season as CSV (RFC 4180): rank, player, award points, game points, wins, spread, nights played. */
export function seasonCsv(rows: readonly SeasonRow[]): string {
  const field = (v: string | number) => (/[",\r\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  const lines = [
    ['Rank', 'Player', 'Award points', 'Game points', 'Wins', 'Spread', 'Nights'],
    ...rows.map((r) => [r.rank, r.player, r.awards, r.points, r.wins, r.spread, r.nights]),
  ];
  return `${lines.map((l) => l.map(field).join(',')).join('\r\n')}\r\n`;
}
