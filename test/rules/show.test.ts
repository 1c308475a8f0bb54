import { describe, expect, it } from 'vitest';
import { countShow, formatCards, sayShow, type ShowItem } from '../../src/rules';
import { card, cards } from './helpers';

/** Counts "hand | starter" text. */
function show(text: string, options: { crib?: boolean; extraScores?: boolean } = {}) {
  const [hand, starter] = text.split('|');
  return countShow(cards(hand!), card(starter!), options);
}

function kinds(items: readonly ShowItem[]): string {
  return items.map((i) => `${i.kind}:${formatCards(i.cards)}=${i.points}`).join(', ');
}

describe('famous hands (002 scoring chart, RULES.md counting core)', () => {
  it.each([
    ['29: three fives and the jack of the starter suit', '5H 5C 5S JD | 5D', 29],
    ['28: four fives and a king', '5H 5C 5S 5D | KS', 28],
    ['28: four fives and a jack starter (his heels is not part of the show)', '5H 5C 5S 5D | JS', 28],
    ['28: three fives and an off-suit jack with a five starter', '5H 5C 5S JC | 5D', 28],
    ['28: four fives and a ten', '5H 5C 5S 5D | 10C', 28],
    ['24: 3-3-3-3-9', '3H 3C 3S 3D | 9C', 24],
    ['24: 4-4-5-5-6', '4H 4C 5S 5D | 6C', 24],
    ['24: 4-4-5-6-6', '4H 4C 5S 6D | 6C', 24],
    ['24: 4-5-5-6-6', '4H 5C 5S 6D | 6C', 24],
    ['24: 6-7-7-8-8', '6H 7C 7S 8D | 8C', 24],
    ['24: 7-7-8-8-9', '7H 7C 8S 8D | 9C', 24],
    ['24: A-7-7-7-7', '7H 7C 7S 7D | AC', 24],
    ['24: 3-6-6-6-6', '6H 6C 6S 6D | 3C', 24],
    ['24: 4-4-4-4-7', '4H 4C 4S 4D | 7C', 24],
    ['"19" (nothing): A-3-7-9-K', 'AC 3D 7H 9S | KC', 0],
    ['double-double run 3-3-4-4-5 is 20 (runs 16 with the pairs)', '3H 3C 4S 4D | 5C', 20],
    ['003 COUNTING YOUR HAND: 4-5-6-7 with a 6 turned up is a double run, fifteen four and a pair', '4H 5C 6S 7D | 6C', 14],
    ['triple run 8-8-8-9-10: three runs (9) and a pair royal (6)', '8H 8C 8S 9D | 10C', 15],
    ['a run of five A-2-3-4-5 with fifteens', 'AH 2C 3S 4D | 5C', 7],
  ])('%s', (_name, text, total) => {
    expect(show(text).total).toBe(total);
  });

  it('29 is itemized in the order players say it', () => {
    const count = show('5H 5C 5S JD | 5D');
    expect(count.items.map((i) => i.kind)).toEqual([...Array(8).fill('fifteen'), 'double-pair-royal', 'nobs']);
    expect(count.items.filter((i) => i.kind === 'fifteen').map((i) => i.cards.length)).toEqual([2, 2, 2, 2, 3, 3, 3, 3]);
    expect(sayShow(count)).toBe(
      'fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, fifteen fourteen, fifteen sixteen, a double pair royal is twenty-eight, and one for his nobs is twenty-nine',
    );
  });

  it('says "fifteen two, fifteen four, and a pair is six"', () => {
    const count = show('10H 5C 5S 2D | AC');
    expect(count.total).toBe(6);
    expect(sayShow(count)).toBe('fifteen two, fifteen four, and a pair is six');
  });

  it('a hand worth nothing is "nineteen"', () => {
    expect(sayShow(show('AC 3D 7H 9S | KC'))).toBe('nineteen: nothing');
  });

  it('double-double run: four runs of three and two pairs, each with its cards', () => {
    const count = show('3H 3C 4S 4D | 5C');
    expect(kinds(count.items)).toBe(
      'fifteen:3H 3C 4S 5C=2, fifteen:3H 3C 4D 5C=2, pair:3H 3C=2, pair:4S 4D=2, ' + 'run:3H 4S 5C=3, run:3H 4D 5C=3, run:3C 4S 5C=3, run:3C 4D 5C=3',
    );
  });
});

describe('Cribbage is not Enough: counting with the team Top (000 "Scoring the value of hands")', () => {
  it("000's example A-4-5-J with the other 4 as Top counts 8: 5+J, A+J+4, A+J+the other 4, and the pair of fours", () => {
    const count = show('AH 4C 5D JS | 4H');
    expect(count.total).toBe(8);
    expect(kinds(count.items)).toBe('fifteen:5D JS=2, fifteen:AH 4C JS=2, fifteen:AH 4H JS=2, pair:4C 4H=2');
    expect(sayShow(count)).toBe('fifteen two, fifteen four, fifteen six, and a pair is eight');
  });
});

describe('flush (002 scoring chart; RULES.md: crib only with all five)', () => {
  it('4-card flush counts in the hand, not in the crib', () => {
    expect(show('2H 4H 6H 8H | KS').total).toBe(4);
    expect(show('2H 4H 6H 8H | KS', { crib: true }).total).toBe(0);
  });
  it('5-card flush counts in hand and crib', () => {
    expect(show('2H 4H 6H 8H | 10H').total).toBe(5);
    expect(show('2H 4H 6H 8H | 10H', { crib: true }).total).toBe(5);
  });
  it('the starter sorting lowest does not lose the flush (the npm scorer bug)', () => {
    expect(show('6H 8H 10H QH | AH').total).toBe(5 + 2); // flush of five, and A+6+8 = fifteen two
  });
  it('a 3-card hand flush is 3, 4 with the starter (002 5-CARD CRIBBAGE)', () => {
    expect(show('2H 4H 8H | KS').total).toBe(3);
    expect(show('2H 4H 8H | KH').total).toBe(4);
  });
  it('three hand cards of a suit in a 4-card hand are no flush', () => {
    expect(show('2H 4H 8H QS | KH').total).toBe(0);
  });
});

describe('nobs and his heels (002 definitions)', () => {
  it('a jack of the starter suit in hand scores 1 for his nobs', () => {
    expect(kinds(show('JH 2C 4S 6D | 8H').items)).toBe('nobs:JH=1');
  });
  it('a jack of another suit does not', () => {
    expect(show('JC 2C 4S 6D | 8H').total).toBe(0);
  });
  it('a jack starter gives the hand nothing (his heels is pegged by the dealer at the cut, not counted)', () => {
    expect(show('AC 3D 7H 9S | JC').total).toBe(0);
  });
});

describe('Noddy extras (002 NODDY)', () => {
  it('a combination of 25 scores 2', () => {
    // 10 + 10 + 5 = 25 twice? K Q 5: 25 once; plus fifteens K+5, Q+5.
    expect(kinds(show('KC QD 5S | 2H', { extraScores: true }).items)).toBe('fifteen:5S QD=2, fifteen:5S KC=2, twenty-five:5S QD KC=2');
  });
  it('a run of three scores 2, longer runs 1 per card', () => {
    expect(show('2C 3D 4S | 9H', { extraScores: true }).total).toBe(2 + 2); // run 2, 2+4+9 = 15
    expect(show('2C 3D 4S | 5H', { extraScores: true }).total).toBe(4);
  });
  it('a flush of three scores 3 in the hand', () => {
    expect(show('2H 4H 8H | KS', { extraScores: true }).total).toBe(3);
  });
});

describe('card words', () => {
  it('names cards for screen readers', async () => {
    const { cardWords } = await import('../../src/rules');
    expect(cards('10D AS JH QC').map(cardWords)).toEqual(['ten of diamonds', 'ace of spades', 'jack of hearts', 'queen of clubs']);
  });
});
