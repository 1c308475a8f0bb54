import { it } from 'vitest';
import { analyzeThrows } from '../../src/rules';
import { cards } from '../rules/helpers';
import { measure } from './measure';

const deal = cards('5H 5C JD 6S 9C KH');

it('throw advisor', () => {
  measure(
    'exact analysis of a 6-card deal (15 keeps x 1,035 throws x 44 starters)',
    1,
    () => {
      analyzeThrows(deal, { dealer: true });
    },
    { atMost: 20, unit: 'ms' },
  );
  measure(
    'hand-only values of a 6-card deal',
    1,
    () => {
      analyzeThrows(deal, { dealer: true, handOnly: true });
    },
    { atMost: 0.1, unit: 'ms' },
  );
  measure('exact analysis of a 5-card deal (5 keeps x 16,215 x 44)', 1, () => {
    analyzeThrows(cards('5H 5C JD 6S 9C'), { dealer: true });
  });
});
