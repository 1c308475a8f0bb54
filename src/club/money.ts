import { sameName } from './card';
import type { Standings } from './standings';

/*
 * The night's money, in cents: each entrant's fee, the house's share of it, the rest paid to the qualifiers by the
 * club's table (a share a place), and two side pots each entrant may pay into: the skunk pot, shared out a skunk at a
 * time, and the night's best hand, to the player (or shared by the players) the director names. The rulebooks say
 * nothing of money: the default table is the app's (the README's "Readings of the club rules"), and every figure is
 * a setting of the night.
 */

/** The night's money settings; amounts in cents. */
export interface MoneySettings {
  /** The entry fee, e.g. `1000` ($10). */
  readonly fee: number;
  /** The house's share of the fees, in percent, e.g. `10`. */
  readonly house: number;
  /** The payout a place, in percent of the purse, first place first, e.g. `[50, 30, 20]`; empty: the default. */
  readonly table: readonly number[];
  /** Each entrant's stake in the skunk pot, e.g. `200`; 0: none. */
  readonly skunkPot: number;
  /** Each entrant's stake in the best-hand pot, e.g. `100`; 0: none. */
  readonly handPot: number;
  /** Who had the night's best hand (several share it). */
  readonly bestHand: readonly string[];
}

/** No money kept: no fee, no pots. */
export const NO_MONEY: MoneySettings = { fee: 0, house: 0, table: [], skunkPot: 0, handPot: 0, bestHand: [] };

/**
 * The default payout table for `k` qualifiers: shares falling by one step a place (4 qualifiers: 40, 30, 20, 10 per
 * cent), the app's default where the club sets none.
 */
export function defaultTable(k: number): number[] {
  const sum = (k * (k + 1)) / 2;
  return Array.from({ length: k }, (_, i) => ((k - i) * 100) / sum);
}

/** One player's money of the night, in cents. */
export interface Payout {
  readonly player: string;
  readonly place: number;
  readonly skunks: number;
  readonly hand: number;
  readonly total: number;
}

/** The night's money: what came in, the house's, the purse, the pots, and each player paid. */
export interface NightMoney {
  readonly fees: number;
  readonly house: number;
  readonly purse: number;
  readonly skunkPot: number;
  readonly handPot: number;
  /** Every player with any money, in the standings' order. */
  readonly payouts: readonly Payout[];
}

/** Splits `cents` into `n` whole-cent parts, the odd cents to the first parts. */
function split(cents: number, n: number): number[] {
  const base = Math.floor(cents / n);
  return Array.from({ length: n }, (_, i) => base + (i < cents - base * n ? 1 : 0));
}

/**
 * The money of a night: `entrants` fees in, the house's share out, the purse paid to the qualifiers by the table
 * (players sharing a rank share the places they hold, evenly); the skunk pot shared a skunk at a time; the best-hand
 * pot to the players named. A pot with no winner (no skunk, nobody named) stays undivided (`payouts` leave it out).
 */
export function nightMoney(settings: MoneySettings, standings: Standings, entrants: number): NightMoney {
  const fees = settings.fee * entrants;
  const house = Math.round((fees * settings.house) / 100);
  const purse = fees - house;
  const qualified = standings.rows.filter((r) => r.qualifies);
  const table = settings.table.length > 0 ? settings.table : defaultTable(qualified.length);
  // Each place's cents, the rounding's odd cents to the top.
  const placeCents = table.slice(0, qualified.length).map((pct) => Math.floor((purse * pct) / 100));
  if (placeCents.length > 0 && table.length <= qualified.length && Math.abs(table.reduce((a, b) => a + b, 0) - 100) < 1e-6)
    placeCents[0]! += purse - placeCents.reduce((a, b) => a + b, 0);
  const place = new Map<string, number>();
  for (let i = 0; i < qualified.length; ) {
    const rank = qualified[i]!.rank;
    let j = i;
    while (j < qualified.length && qualified[j]!.rank === rank) j++;
    const shared = placeCents.slice(i, j).reduce((a, b) => a + b, 0);
    for (const [k, c] of split(shared, j - i).entries()) place.set(qualified[i + k]!.player, c);
    i = j;
  }
  const skunkPot = settings.skunkPot * entrants;
  const skunksAll = standings.rows.reduce((a, r) => a + r.totals.skunks, 0);
  const skunkShares = skunksAll === 0 ? [] : split(skunkPot, skunksAll);
  const skunk = new Map<string, number>();
  let at = 0;
  for (const r of standings.rows) {
    skunk.set(
      r.player,
      skunkShares.slice(at, at + r.totals.skunks).reduce((a, b) => a + b, 0),
    );
    at += r.totals.skunks;
  }
  const handPot = settings.handPot * entrants;
  const winners = standings.rows.filter((r) => settings.bestHand.some((n) => sameName(n, r.player)));
  const hand = new Map<string, number>();
  if (winners.length > 0) for (const [i, c] of split(handPot, winners.length).entries()) hand.set(winners[i]!.player, c);
  const payouts = standings.rows
    .map((r) => {
      const [p, s, h] = [place.get(r.player) ?? 0, skunk.get(r.player) ?? 0, hand.get(r.player) ?? 0];
      return { player: r.player, place: p, skunks: s, hand: h, total: p + s + h };
    })
    .filter((p) => p.total > 0);
  return { fees, house, purse, skunkPot, handPot, payouts };
}

/** Checks money settings read back or typed: whole cents, percentages 0 to 100, a table summing to 100. */
export function parseMoney(value: unknown): MoneySettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const cents = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= 100_000_00;
  if (!cents(v.fee) || !cents(v.skunkPot) || !cents(v.handPot)) return null;
  if (typeof v.house !== 'number' || !(v.house >= 0 && v.house <= 100)) return null;
  if (!Array.isArray(v.table) || v.table.length > 200 || v.table.some((x) => typeof x !== 'number' || !(x >= 0 && x <= 100))) return null;
  const table = v.table as number[];
  if (table.length > 0 && Math.abs(table.reduce((a, b) => a + b, 0) - 100) > 1e-6) return null;
  if (!Array.isArray(v.bestHand) || v.bestHand.length > 200 || v.bestHand.some((n) => typeof n !== 'string' || n.length > 60)) return null;
  return { fee: v.fee, house: v.house, table, skunkPot: v.skunkPot, handPot: v.handPot, bestHand: v.bestHand as string[] };
}
