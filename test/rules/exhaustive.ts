import { DECK, countShow, showTotal, showTotalIndex, type Card } from '../../src/rules';

/**
 * Every one of the 12,994,800 hand+starter combinations: C(52,4) hands x 48 starters, each counted three ways: on
 * card indices (`showTotalIndex`), on cards (`showTotal`) and itemized (`countShow`).
 */
export function enumerateAll(crib: boolean): { histogram: number[]; combinations: number; disagreements: string[] } {
  const histogram = new Array<number>(30).fill(0);
  const disagreements: string[] = [];
  const hand: Card[] = [DECK[0]!, DECK[0]!, DECK[0]!, DECK[0]!];
  let combinations = 0;
  for (let a = 0; a < 52; a++) {
    hand[0] = DECK[a]!;
    for (let b = a + 1; b < 52; b++) {
      hand[1] = DECK[b]!;
      for (let c = b + 1; c < 52; c++) {
        hand[2] = DECK[c]!;
        for (let d = c + 1; d < 52; d++) {
          hand[3] = DECK[d]!;
          for (let s = 0; s < 52; s++) {
            if (s === a || s === b || s === c || s === d) continue;
            const fast = showTotalIndex(a, b, c, d, s, crib);
            const onCards = showTotal(hand, DECK[s]!, crib);
            const itemized = countShow(hand, DECK[s]!, { crib }).total;
            if ((fast !== itemized || onCards !== itemized) && disagreements.length < 10) {
              disagreements.push(`${a} ${b} ${c} ${d} | ${s}: index ${fast}, cards ${onCards}, itemized ${itemized}`);
            }
            histogram[fast]!++;
            combinations++;
          }
        }
      }
    }
  }
  return { histogram, combinations, disagreements };
}
