import { rankPoints, showTotalIndex } from './fast';
import { DECK, cardIndex, type Card } from './types';

/** One way to keep a deal, with exact expected values. */
export interface ThrowRow {
  /** The cards kept, as given. */
  readonly keep: readonly Card[];
  /** The cards laid away to the crib, as given. */
  readonly throw: readonly Card[];
  /** Mean show points of the kept cards over every unseen starter. */
  readonly hand: number;
  /**
   * Mean crib points over every set of unseen cards the others may add to the crib (each equally likely: a
   * random opponent throw) and every remaining starter; `NaN` when only hand values were asked for.
   */
  readonly crib: number;
  /** `hand + crib` for the dealer, `hand - crib` for the pone (hand only when only hand values were asked for). */
  readonly net: number;
  /** Fewest and most show points of the kept cards over the unseen starters, and the chance of 12 or more. */
  readonly handMin: number;
  readonly handMax: number;
  readonly handChance12: number;
  /** The unseen starters that give the kept hand its most and its fewest points. */
  readonly bestStarters: readonly Card[];
  readonly worstStarters: readonly Card[];
}

export interface AnalyzeOptions {
  /** Whether the player deals (the crib is theirs): decides the sign of the crib in `net`. */
  readonly dealer: boolean;
  /** Skip the crib (fast hand-only values). Default false. */
  readonly handOnly?: boolean;
}

const R4 = 28561;
const R3 = 2197;
const R2 = 169;

/**
 * Every possible keep of a 6-card deal (keep 4, throw 2: two players) or a 5-card deal (keep 4, throw 1: three
 * and four players), best net first. His heels is not crib points. Assumes 5 or 6 distinct valid cards; throws a
 * RangeError otherwise (validate with `parseCards` first).
 */
export function analyzeThrows(cards: readonly Card[], options: AnalyzeOptions): ThrowRow[] {
  const dealt = cards.map(cardIndex);
  if ((dealt.length !== 5 && dealt.length !== 6) || new Set(dealt).size !== dealt.length) {
    throw new RangeError('analyzeThrows takes 5 or 6 distinct cards');
  }
  const unseen: number[] = [];
  for (let i = 0; i < 52; i++) if (!dealt.includes(i)) unseen.push(i);
  const rows: ThrowRow[] = [];
  for (const keepAt of keepPositions(dealt.length)) {
    const keep = keepAt.map((p) => dealt[p]!);
    const thrown = dealt.filter((_, p) => !keepAt.includes(p));
    const hand = handValues(keep, unseen);
    const crib = options.handOnly ? NaN : cribMean(thrown, unseen);
    rows.push({
      keep: keepAt.map((p) => cards[p]!),
      throw: cards.filter((_, p) => !keepAt.includes(p)),
      hand: hand.mean,
      crib,
      net: options.handOnly ? hand.mean : options.dealer ? hand.mean + crib : hand.mean - crib,
      handMin: hand.min,
      handMax: hand.max,
      handChance12: hand.chance12,
      bestStarters: hand.best.map((i) => DECK[i]!),
      worstStarters: hand.worst.map((i) => DECK[i]!),
    });
  }
  return rows.sort((a, b) => b.net - a.net || b.hand - a.hand);
}

/** Positions of the four kept cards, for every keep of n cards. */
function keepPositions(n: number): number[][] {
  const keeps: number[][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) for (let d = c + 1; d < n; d++) keeps.push([a, b, c, d]);
  return keeps;
}

function handValues(keep: readonly number[], unseen: readonly number[]) {
  const [a, b, c, d] = keep as [number, number, number, number];
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  let high = 0;
  let best: number[] = [];
  let worst: number[] = [];
  for (const s of unseen) {
    const t = showTotalIndex(a, b, c, d, s, false);
    sum += t;
    if (t >= 12) high++;
    if (t > max) [max, best] = [t, [s]];
    else if (t === max) best.push(s);
    if (t < min) [min, worst] = [t, [s]];
    else if (t === min) worst.push(s);
  }
  return { mean: sum / unseen.length, min, max, chance12: high / unseen.length, best, worst };
}

/**
 * Exact mean crib: the thrown cards plus k = 4 - thrown unseen cards, and a starter from the rest. Each set of
 * k + 1 unseen cards is met k + 1 times (once per card as the starter); its five ranks, and so its fifteens,
 * pairs and runs, are the same every time, so the rank table is read once per set and only nobs varies.
 */
function cribMean(thrown: readonly number[], unseen: readonly number[]): number {
  const k = 4 - thrown.length;
  const n = unseen.length;
  let total = 0;
  let combos = 0;
  const points5 = rankPoints();
  const five = new Array<number>(5);
  for (let i = 0; i < thrown.length; i++) five[i] = thrown[i]!;
  const visit = (): void => {
    const key = (five[0]! >> 2) * R4 + (five[1]! >> 2) * R3 + (five[2]! >> 2) * R2 + (five[3]! >> 2) * 13 + (five[4]! >> 2);
    const suit = five[0]! & 3;
    const flush = (five[1]! & 3) === suit && (five[2]! & 3) === suit && (five[3]! & 3) === suit && (five[4]! & 3) === suit;
    // Each of the k + 1 unseen cards takes a turn as the starter.
    let points = (points5[key]! + (flush ? 5 : 0)) * (k + 1);
    for (let s = thrown.length; s < 5; s++) {
      const nob = 40 + (five[s]! & 3);
      for (let j = 0; j < 5; j++) if (j !== s && five[j] === nob) points++;
    }
    total += points;
    combos += k + 1;
  };
  const base = thrown.length;
  if (k === 2) {
    for (let x = 0; x < n; x++) {
      five[base] = unseen[x]!;
      for (let y = x + 1; y < n; y++) {
        five[base + 1] = unseen[y]!;
        for (let z = y + 1; z < n; z++) {
          five[base + 2] = unseen[z]!;
          visit();
        }
      }
    }
  } else {
    for (let w = 0; w < n; w++) {
      five[base] = unseen[w]!;
      for (let x = w + 1; x < n; x++) {
        five[base + 1] = unseen[x]!;
        for (let y = x + 1; y < n; y++) {
          five[base + 2] = unseen[y]!;
          for (let z = y + 1; z < n; z++) {
            five[base + 3] = unseen[z]!;
            visit();
          }
        }
      }
    }
  }
  return total / combos;
}
