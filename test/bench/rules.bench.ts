import { it } from 'vitest';
import * as rules from '../../src/rules';
import { DECK, parseCards, showTotalIndex, type Card } from '../../src/rules';
import { measure, randomDeals, rate, report } from './measure';

const N = 1_000_000;
const M = 100_000;
const deals = randomDeals(N);
// The same deals as shared `DECK` cards (what `parseCards` returns) and as card indices in plain arrays.
const hands: Card[][] = [];
const starters: Card[] = [];
const indexHands: number[][] = [];
const indexStarters: number[] = [];
for (let i = 0; i < deals.length; i += 5) {
  hands.push([0, 1, 2, 3].map((k) => DECK[deals[i + k]!]!));
  starters.push(DECK[deals[i + 4]!]!);
  indexHands.push([deals[i]!, deals[i + 1]!, deals[i + 2]!, deals[i + 3]!]);
  indexStarters.push(deals[i + 4]!);
}

/**
 * Issue 13: `showTotal` on `Card` values against `showTotalIndex`, side by side on the same deals, with the
 * itemized counter. The functions are called through local bindings: called through the module's exports, each
 * call also pays vitest's module getters (about 20 ns), which hides most of the difference. `showTotalIndex` is
 * measured on its best layout (one flat `Uint8Array`) and on the layout `showTotal` reads (an array per hand).
 * Each figure is the best of three alternating rounds, so a neighbour's load on the shared machine does not
 * decide a ratio.
 */
it('fast totals on cards vs on indices vs the itemized counter, side by side', () => {
  const [showTotalIndex, showTotal, countShow] = [rules.showTotalIndex, rules.showTotal, rules.countShow];
  let sink = 0;
  const runs = {
    flat: () => {
      let t = 0;
      for (let i = 0; i < deals.length; i += 5) t += showTotalIndex(deals[i]!, deals[i + 1]!, deals[i + 2]!, deals[i + 3]!, deals[i + 4]!, false);
      sink += t;
    },
    indexHands: () => {
      let t = 0;
      for (let i = 0; i < N; i++) {
        const h = indexHands[i]!;
        t += showTotalIndex(h[0]!, h[1]!, h[2]!, h[3]!, indexStarters[i]!, false);
      }
      sink += t;
    },
    cards: () => {
      let t = 0;
      for (let i = 0; i < N; i++) t += showTotal(hands[i]!, starters[i]!, false);
      sink += t;
    },
    // No scoring at all: only reaching the five cards through the hand array and reading a field of each, the
    // floor under any scorer that takes `Card[]` hands.
    reachOnly: () => {
      let t = 0;
      for (let i = 0; i < N; i++) {
        const h = hands[i]!;
        t += h[0]!.rank + h[1]!.rank + h[2]!.rank + h[3]!.rank + starters[i]!.rank;
      }
      sink += t;
    },
    itemized: () => {
      let t = 0;
      for (let i = 0; i < M; i++) t += countShow(hands[i]!, starters[i]!).total;
      sink += t;
    },
  };
  const best = { flat: 0, indexHands: 0, cards: 0, reachOnly: 0, itemized: 0 };
  for (let round = 0; round < 3; round++) {
    best.flat = Math.max(best.flat, rate(N, runs.flat).perSecond);
    best.indexHands = Math.max(best.indexHands, rate(N, runs.indexHands).perSecond);
    best.cards = Math.max(best.cards, rate(N, runs.cards).perSecond);
    best.itemized = Math.max(best.itemized, rate(M, runs.itemized).perSecond);
  }
  // Measured after the others: run among them, it slowed `showTotal` itself by a tenth in this process.
  for (let round = 0; round < 3; round++) best.reachOnly = Math.max(best.reachOnly, rate(N, runs.reachOnly).perSecond);
  const millions = (perSecond: number) => `${(perSecond / 1e6).toFixed(1)} million per second`;
  report('fast totals on indices (showTotalIndex), random deals in one flat Uint8Array', best.flat / 1e6, { atLeast: 20, unit: 'million per second' });
  report(`fast totals on cards (showTotal), the same deals as Card[] hands: ${millions(best.cards)}, as a share of that`, (100 * best.cards) / best.flat, {
    atLeast: 80,
    unit: '%',
  });
  report(
    `  showTotalIndex on the same hands as number[] (showTotal's layout): ${millions(best.indexHands)}; showTotal as a share of it`,
    (100 * best.cards) / best.indexHands,
    { atLeast: 80, unit: '%' },
  );
  console.log(
    `  only reaching the five cards of each Card[] hand, no scoring: ${millions(best.reachOnly)}, ${((100 * best.reachOnly) / best.flat).toFixed(1)} % of the flat figure`,
  );
  report('itemized counts (countShow), the same deals as Card[] hands', best.itemized, { atLeast: 200_000, unit: 'per second' });
  if (sink < 0) console.log(sink);
});

it('every hand and crib: all 12,994,800 combinations twice', () => {
  measure(
    'enumerate all 12,994,800 hands, then all as cribs',
    1,
    () => {
      let sum = 0;
      for (let a = 0; a < 52; a++)
        for (let b = a + 1; b < 52; b++)
          for (let c = b + 1; c < 52; c++)
            for (let d = c + 1; d < 52; d++)
              for (let s = 0; s < 52; s++) {
                if (s === a || s === b || s === c || s === d) continue;
                sum += showTotalIndex(a, b, c, d, s, false) + showTotalIndex(a, b, c, d, s, true);
              }
      if (sum !== 61974180 + 61528020) throw new Error(`unexpected sum ${sum}`);
    },
    { atMost: 1000, unit: 'ms' },
    3000,
  );
});

it('an overlong list of cards is refused before it is read (issue 26 item 7)', () => {
  const huge = '5H '.repeat(350_000);
  measure(
    'refusing a 1,050,000-character list of cards',
    1,
    () => {
      if (parseCards(huge).ok) throw new Error('the overlong list was accepted');
    },
    { atMost: 20, unit: 'ms' },
  );
});
