import { describe, expect, it } from 'vitest';
import { scorePlay, sayPlay } from '../../src/rules';
import { card, cards } from './helpers';

/** Points of each card of a sequence, as it is played. */
function each(text: string, extraScores = false): number[] {
  const seq = cards(text);
  return seq.map((_, i) => scorePlay(seq.slice(0, i + 1), { extraScores }).points);
}

describe('the play (pegging) scorer', () => {
  it('002 Definitions, Straights: 2,4,3,5,6 scores 3 on the 3, 4 on the 5, 5 on the 6', () => {
    expect(each('2C 4D 3H 5S 6C')).toEqual([0, 0, 3, 4, 5]);
  });
  it('003 PEGGING POINTS: 7, 8, 6 scores 3; then 4 and 5 score 5', () => {
    expect(each('7C 8D 6H')).toEqual([0, 2 /* 15 */, 3]);
    expect(each('7C 8D 6H 4S 5C')).toEqual([0, 2, 3, 0, 5]);
  });
  it('003 PEGGING POINTS: a 5 or a 9 instead of the 4 scores 4', () => {
    expect(each('7C 8D 6H 5S').at(-1)).toBe(4);
    expect(each('7C 8D 6H 9S').at(-1)).toBe(4);
  });
  it('a run broken by a repeated rank scores nothing', () => {
    expect(each('4C 5D 4H 6S')).toEqual([0, 0, 0, 3 /* 5,4,6 */]);
    expect(each('4C 5D 5H 6S')).toEqual([0, 0, 2, 0]);
  });
  it('pair, pair royal, double pair royal (004 SCORING DURING PLAY)', () => {
    expect(each('3C 3D 3H 3S')).toEqual([0, 2, 6, 12]);
  });
  it('000 "31 count" ("Pairs peg 2 each unique card combo"), two decks: five of a rank peg 20, six 30, eight 56', () => {
    /** Cards of two decks: the same card may come twice (one grey, one blue). */
    const twoDecks = (text: string) => text.split(' ').map(card);
    const points = (text: string) => {
      const seq = twoDecks(text);
      return seq.map((_, i) => scorePlay(seq.slice(0, i + 1)).points);
    };
    expect(points('AH AH AS AS AC')).toEqual([0, 2, 6, 12, 20]);
    expect(points('2H 2H 2S 2S 2C 2C').at(-1)).toBe(30);
    expect(points('3H 3H 3S 3S 3C 3C 3D 3D').at(-1)).toBe(56);
    const five = scorePlay(twoDecks('AH AH AS AS AC'));
    expect(five.items).toMatchObject([{ kind: 'double-pair-royal', points: 20 }]);
    expect(five.items[0]!.cards).toHaveLength(5);
    expect(sayPlay(5, five)).toBe('five for twenty: five of a kind');
    expect(sayPlay(4, scorePlay(twoDecks('AH AH AS AS')))).toBe('four for twelve: a double pair royal');
  });
  it('a pair broken by another card scores nothing', () => {
    expect(each('9C 2D 9H')).toEqual([0, 0, 0]);
  });
  it('15 and 31 score 2 each, and combine with pairs and runs', () => {
    expect(each('10C 5D')).toEqual([0, 2]);
    expect(each('10C KD 5H 6S')).toEqual([0, 0, 0, 2 /* 31 */]);
    expect(each('KC QD AH AS 9C')).toEqual([0, 0, 0, 2 /* pair */, 2 /* 31 */]);
    // 31 with a pair: 10, 10, 5, 3, 3 = 31 -> pair and 31 together (001: counted at the same time).
    expect(scorePlay(cards('10C KD 5H 3S 3C'))).toMatchObject({ points: 4 });
    expect(scorePlay(cards('10C KD 5H 3S 3C')).items.map((i) => i.kind)).toEqual(['thirty-one', 'pair']);
  });
  it('a run of seven in any order', () => {
    expect(each('AC 3D 2H 5S 4C 7D 6H').at(-1)).toBe(7);
  });
  it('says each card as it is called', () => {
    const seq = cards('7C 8D 6H');
    expect(sayPlay(21, scorePlay(seq))).toBe('twenty-one for three: a run of three');
    expect(sayPlay(15, scorePlay(seq.slice(0, 2)))).toBe('fifteen for two: fifteen');
    expect(sayPlay(7, scorePlay(seq.slice(0, 1)))).toBe('seven');
  });
  it('an empty sequence scores nothing', () => {
    expect(scorePlay([])).toEqual({ points: 0, items: [] });
  });
});

describe('Noddy play extras (002 NODDY)', () => {
  it('a count of 25 scores 2', () => {
    expect(each('10C 10D 5H', true)).toEqual([0, 2, 2]);
  });
  it('a run of three scores 2, a run of four 4', () => {
    expect(each('2C 3D 4H 5S', true)).toEqual([0, 0, 2, 4]);
  });
  it('a flush of three scores 3, five or more 1 per card', () => {
    expect(each('2H 4H 9H', true)).toEqual([0, 0, 3 + 2 /* 15 */]);
    expect(each('AH 2H 4H 6H 8H', true)).toEqual([0, 0, 3, 4, 5]);
  });
});
