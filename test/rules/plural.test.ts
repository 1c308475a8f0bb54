import { describe, expect, test } from 'vitest';
import { plural as enginePlural } from '../../src/game';
import { noun, plural } from '../../src/rules';

describe('plural and noun (src/rules/plural.ts): one rule for every layer that counts in words', () => {
  test('noun is the word alone: one for 1, the plural for 0 and past one, or the plural given', () => {
    expect([noun(0, 'point'), noun(1, 'point'), noun(2, 'point')]).toEqual(['points', 'point', 'points']);
    expect([noun(1, 'die', 'dice'), noun(5, 'die', 'dice')]).toEqual(['die', 'dice']);
  });

  test('plural puts the number before it, and the engine says the same plural', () => {
    expect([plural(1, 'hole'), plural(61, 'hole'), plural(0, 'zone')]).toEqual(['1 hole', '61 holes', '0 zones']);
    expect(enginePlural).toBe(plural);
  });
});
