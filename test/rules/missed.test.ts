import { describe, expect, it } from 'vitest';
import { countShow, likelyMissed } from '../../src/rules/index';
import { card, cards } from './helpers';

describe('likelyMissed (muggins: what a short claim overlooked)', () => {
  it('a claim one short of a hand with nobs missed the nobs', () => {
    const count = countShow(cards('JH 5C 2S 3D'), card('9H')); // 15s: J+5, 2+3+... nobs JH
    const missed = likelyMissed(count.items, 1);
    expect(missed.map((i) => count.items[i]!.kind)).toEqual(['nobs']);
  });

  it('prefers a three-card fifteen over ten-and-five', () => {
    const count = countShow(cards('10H 5C 4S 6D'), card('KH')); // 10+5, K+5, 4+5+6, ...
    const missed = likelyMissed(count.items, 2);
    expect(count.items[missed[0]!]!.cards).toHaveLength(3);
  });

  it('returns nothing when nothing was missed or no set adds up', () => {
    const count = countShow(cards('10H 5C 4S 6D'), card('KH'));
    expect(likelyMissed(count.items, 0)).toEqual([]);
    expect(likelyMissed(count.items, 1)).toEqual([]);
  });

  it('finds a set worth exactly the missed points', () => {
    const count = countShow(cards('5H 5C 5S JD'), card('5D'));
    for (const missing of [1, 2, 3, 5, 13, 29]) {
      const picks = likelyMissed(count.items, missing);
      expect(picks.reduce((t, i) => t + count.items[i]!.points, 0)).toBe(missing);
    }
  });
});
