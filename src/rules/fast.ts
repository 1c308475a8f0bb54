import { PACKED, RANK_KEYS, RANK_KEY_SHIFT, SUITS, packCard, pipValue, type Card, type Rank } from './types';

/**
 * Table-driven show totals for analysis. Fifteens, pairs and runs depend only on the five ranks, so they are
 * read from a table: by the ranks in any order (13^5 entries) for card indices (`showTotalIndex`), by the sum of
 * the ranks' keys (`RANK_KEYS`) for packed cards (`showTotal`); both filled once from the 6,175 rank multisets.
 * Flush and nobs are checks on card indices or ANDs and ORs of packed cards.
 * Both agree with `countShow` on every hand and crib (proved exhaustively in test/rules/exhaustive-*.test.ts).
 */
const R1 = 13;
const R2 = 13 * 13;
const R3 = 13 * 13 * 13;
const R4 = 13 * 13 * 13 * 13;

let table: Uint8Array | null = null;
let sumTable: Uint8Array | null = null;

/**
 * Rank points of five ranks 0..12 in any order, at `r0*13^4 + r1*13^3 + r2*13^2 + r3*13 + r4` (five of one rank,
 * which no deal holds, has no meaningful entry). Built on first use (about 25 ms in Node with the rank-key table it
 * is filled from), so an app that never analyses does not pay for it at start-up.
 */
export function rankPoints(): Uint8Array {
  table ??= buildRankPoints();
  return table;
}

/** Rank points of five ranks 0..12 at the sum of their `RANK_KEYS`, which differs for every rank multiset. */
function rankSumPoints(): Uint8Array {
  sumTable ??= buildRankSumPoints();
  return sumTable;
}

function buildRankSumPoints(): Uint8Array {
  const top = RANK_KEYS[12]!;
  const sums = new Uint8Array(4 * top + RANK_KEYS[11]! + 1);
  const sorted = [0, 0, 0, 0, 0];
  const visit = (i: number, from: number): void => {
    if (i === 5) {
      // Five of a rank cannot be dealt; its sum may equal another multiset's, so it gets no entry.
      if (sorted[0] === sorted[4]) return;
      let key = 0;
      for (const rank of sorted) key += RANK_KEYS[rank]!;
      sums[key] = rankPointsOf(sorted);
      return;
    }
    for (let rank = from; rank < 13; rank++) {
      sorted[i] = rank;
      visit(i + 1, rank);
    }
  };
  visit(0, 0);
  return sums;
}

function buildRankPoints(): Uint8Array {
  const sums = rankSumPoints();
  const table = new Uint8Array(R4 * 13);
  let key = 0;
  for (let r0 = 0; r0 < 13; r0++)
    for (let r1 = 0; r1 < 13; r1++)
      for (let r2 = 0; r2 < 13; r2++)
        for (let r3 = 0; r3 < 13; r3++) {
          const four = RANK_KEYS[r0]! + RANK_KEYS[r1]! + RANK_KEYS[r2]! + RANK_KEYS[r3]!;
          for (let r4 = 0; r4 < 13; r4++) table[key++] = sums[four + RANK_KEYS[r4]!]!;
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

/** Bits 0-3 of a packed card: its suit. */
const SUIT_BITS = 0xf;

/** The key and shift, copied once: under vitest's module runner each read of an imported binding is a getter call. */
const KEY: typeof PACKED = PACKED;
const SHIFT: number = RANK_KEY_SHIFT;

type Packed = { readonly [KEY]?: number };

/** A card's `packCard` bits: kept on every `DECK` card, worked out for a card made any other way. */
function packed(card: Card): number {
  return (card as Packed)[KEY] ?? packCard(card.rank, SUITS.indexOf(card.suit));
}

/**
 * The fast scorer: the same total as `countShow(hand, starter, { crib }).total` for a 4-card hand or crib.
 * Reads one packed number per card (see `packCard`): the sum of the five is the rank table's key, and flush and
 * nobs are decided without a branch (on random hands a branch per suit test is mispredicted often enough to cost
 * more than the tests). Issue 13: finding each card's index (`SUITS.indexOf`, five times a hand) was most of its
 * time at first; then comparing suit strings, a check per card for a card made without packed bits, and the five
 * multiplications of the 13^5 key. The check is made once for all five now, and the key is four additions.
 */
export function showTotal(hand: readonly Card[], starter: Card, crib: boolean): number {
  if (hand.length !== 4) throw new RangeError(`showTotal takes 4 hand cards, got ${hand.length}`);
  const a = (hand[0] as Packed)[KEY];
  const b = (hand[1] as Packed)[KEY];
  const c = (hand[2] as Packed)[KEY];
  const d = (hand[3] as Packed)[KEY];
  const s = (starter as Packed)[KEY];
  if (a === undefined || b === undefined || c === undefined || d === undefined || s === undefined) {
    return packedTotal(packed(hand[0]!), packed(hand[1]!), packed(hand[2]!), packed(hand[3]!), packed(starter), crib);
  }
  return packedTotal(a, b, c, d, s, crib);
}

function packedTotal(a: number, b: number, c: number, d: number, s: number, crib: boolean): number {
  const points = (sumTable ?? rankSumPoints())[(a + b + (c + d) + s) >> SHIFT]!;
  // Each test below is a suit bit (1, 2, 4 or 8) or 0; adding 7 and shifting by 3 makes it 1 or 0.
  const four = a & b & (c & d) & SUIT_BITS; // the suit all four hand cards share
  const five = ((four & s) + 7) >> 3; // ... and the starter too
  const flush = crib ? five * 5 : (((four + 7) >> 3) << 2) + five;
  const nobs = ((((a | b | (c | d)) >> 4) & s & SUIT_BITS) + 7) >> 3; // a hand jack's suit bit is the starter's
  return points + flush + nobs;
}
