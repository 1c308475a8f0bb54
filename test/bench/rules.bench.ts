import { it } from 'vitest';
import { DECK, countShow, showTotalIndex, type Card } from '../../src/rules/index';
import { measure, randomDeals } from './measure';

const N = 1_000_000;
const deals = randomDeals(N);

it('fast totals on random deals', () => {
  let sink = 0;
  measure('fast totals, random hand+starter', N, () => {
    for (let i = 0; i < deals.length; i += 5) {
      sink += showTotalIndex(deals[i]!, deals[i + 1]!, deals[i + 2]!, deals[i + 3]!, deals[i + 4]!, false);
    }
  }, { atLeast: 20, unit: 'million per second', scale: 1e6 });
  if (sink < 0) console.log(sink);
});

it('itemized counts on random deals', () => {
  const M = 100_000;
  const hands: Card[][] = [];
  for (let i = 0; i < M * 5; i += 5) hands.push([0, 1, 2, 3, 4].map((k) => DECK[deals[i + k]!]!));
  let sink = 0;
  measure('itemized counts, random hand+starter', M, () => {
    for (const h of hands) sink += countShow(h.slice(0, 4), h[4]!).total;
  }, { atLeast: 200_000, unit: 'per second' });
  if (sink < 0) console.log(sink);
});

it('every hand and crib: all 12,994,800 combinations twice', () => {
  measure('enumerate all 12,994,800 hands, then all as cribs', 1, () => {
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
  }, { atMost: 1000, unit: 'ms' }, 3000);
});
