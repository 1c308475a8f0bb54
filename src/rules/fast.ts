import { PACKED, SUITS, packCard, pipValue, type Card, type Rank } from './types';

/**
 * Table-driven show totals for analysis. Fifteens, pairs and runs depend only on the five ranks, so they are
 * read from a table indexed by the ranks in any order (13^5 entries, filled once from the 6,175 rank
 * multisets); flush and nobs are checks on card indices (`showTotalIndex`) or on packed cards (`showTotal`).
 * Both agree with `countShow` on every hand and crib (proved exhaustively in test/rules/exhaustive-*.test.ts).
 */
const R1 = 13;
const R2 = 13 * 13;
const R3 = 13 * 13 * 13;
const R4 = 13 * 13 * 13 * 13;
const RANK_OFFSET = R4 + R3 + R2 + R1 + 1;

let table: Uint8Array | null = null;

/**
 * Rank points of five ranks 0..12 in any order, at `r0*13^4 + r1*13^3 + r2*13^2 + r3*13 + r4`. Built on first use
 * (about 30 ms), so an app that never analyses does not pay for it at start-up.
 */
export function rankPoints(): Uint8Array {
  table ??= buildRankPoints();
  return table;
}

function buildRankPoints(): Uint8Array {
  const table = new Uint8Array(R4 * 13);
  const bySorted = new Map<number, number>();
  const r = [0, 0, 0, 0, 0];
  for (let key = 0; key < table.length; key++) {
    let k = key;
    for (let i = 4; i >= 0; i--) {
      r[i] = k % 13;
      k = (k - r[i]!) / 13;
    }
    const sorted = [...r].sort((a, b) => a - b);
    const sortedKey = (((sorted[0]! * 13 + sorted[1]!) * 13 + sorted[2]!) * 13 + sorted[3]!) * 13 + sorted[4]!;
    let points = bySorted.get(sortedKey);
    if (points === undefined) {
      points = rankPointsOf(sorted);
      bySorted.set(sortedKey, points);
    }
    table[key] = points;
  }
  return table;
}

/** Fifteens, pairs and runs of five sorted ranks 0..12 (a straightforward count, run once per multiset). */
function rankPointsOf(sorted: readonly number[]): number {
  let points = 0;
  for (let mask = 1; mask < 32; mask++) {
    let sum = 0;
    for (let i = 0; i < 5; i++) if (mask & (1 << i)) sum += pipValue((sorted[i]! + 1) as Rank);
    if (sum === 15) points += 2;
  }
  for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) if (sorted[i] === sorted[j]) points += 2;
  const counts = new Array<number>(14).fill(0);
  for (const rank of sorted) counts[rank]!++;
  for (let start = 0; start < 13; ) {
    let end = start;
    while (end < 13 && counts[end]! > 0) end++;
    const length = end - start;
    if (length >= 3) {
      let ways = 1;
      for (let i = start; i < end; i++) ways *= counts[i]!;
      points += length * ways;
    }
    start = end + 1;
  }
  return points;
}

/**
 * Show total of four hand cards and a starter, by card index 0..51 (`(rank - 1) * 4 + suit`).
 * Assumes five distinct valid indices. `crib`: a flush counts only with all five.
 */
export function showTotalIndex(a: number, b: number, c: number, d: number, s: number, crib: boolean): number {
  let total = (table ?? rankPoints())[(a >> 2) * R4 + (b >> 2) * R3 + (c >> 2) * R2 + (d >> 2) * R1 + (s >> 2)]!;
  const suit = a & 3;
  if ((b & 3) === suit && (c & 3) === suit && (d & 3) === suit) {
    if ((s & 3) === suit) total += 5;
    else if (!crib) total += 4;
  }
  const nob = 40 + (s & 3); // the jack of the starter's suit
  if (a === nob || b === nob || c === nob || d === nob) total += 1;
  return total;
}

/** Bits 4-7 of a packed card: its suit. */
const SUIT_BITS = 0xf0;

/** The key, copied once: under vitest's module runner each read of an imported binding is a getter call. */
const KEY: typeof PACKED = PACKED;

/** A card's `packCard` bits: kept on every `DECK` card, worked out for a card made any other way. */
function packed(card: Card): number {
  return (card as { readonly [KEY]?: number })[KEY] ?? packCard(card.rank, SUITS.indexOf(card.suit));
}

/**
 * The fast scorer: the same total as `countShow(hand, starter, { crib }).total` for a 4-card hand or crib.
 * Reads one packed number per card (see `packCard`) and decides flush and nobs without a branch: on random hands
 * a branch per suit test is mispredicted often enough to cost more than the tests. Issue 13: finding each card's
 * index (`SUITS.indexOf`, five times a hand) was most of its time before; comparing suit strings, after that.
 */
export function showTotal(hand: readonly Card[], starter: Card, crib: boolean): number {
  if (hand.length !== 4) throw new RangeError(`showTotal takes 4 hand cards, got ${hand.length}`);
  const a = packed(hand[0]!);
  const b = packed(hand[1]!);
  const c = packed(hand[2]!);
  const d = packed(hand[3]!);
  const s = packed(starter);
  // The table key of ranks 1..13 is that of ranks 0..12 plus RANK_OFFSET.
  const points = (table ?? rankPoints())[(a & 15) * R4 + (b & 15) * R3 + (c & 15) * R2 + (d & 15) * R1 + (s & 15) - RANK_OFFSET]!;
  // Each test below is a suit bit (16, 32, 64 or 128) or 0; adding 127 and shifting by 7 makes it 1 or 0.
  const four = a & b & c & d & SUIT_BITS; // the suit all four hand cards share
  const five = ((four & s) + 127) >> 7; // ... and the starter too
  const flush = crib ? five * 5 : (((four + 127) >> 7) << 2) + five;
  const nobs = (((((a | b | c | d) >> 4) & s & SUIT_BITS) + 127) >> 7); // a hand jack's suit bit is the starter's
  return points + flush + nobs;
}
