import { describe, expect, test } from 'vitest';
import { typeDigit, typeEnter } from '../../../src/ui/table/typing';

describe('digit keys on the lit pad (issue 15.6)', () => {
  test.each([
    // A count is 0 to 29: 0 and 3-9 cannot begin a longer count, so they score at once.
    ['', '0', 'count', { digits: '', score: 0 }],
    ['', '8', 'count', { digits: '', score: 8 }],
    ['', '1', 'count', { digits: '1', score: null }],
    ['', '2', 'count', { digits: '2', score: null }],
    ['1', '2', 'count', { digits: '', score: 12 }],
    ['2', '9', 'count', { digits: '', score: 29 }],
    // Pegging is 1 and up, at most 14 at once: 2-9 score at once, 1 waits, 0 alone means nothing.
    ['', '2', 'pegging', { digits: '', score: 2 }],
    ['', '1', 'pegging', { digits: '1', score: null }],
    ['1', '0', 'pegging', { digits: '', score: 10 }],
    ['', '0', 'pegging', { digits: '', score: null }],
  ] as const)('after %j, %s on a %s scores %j', (sofar, digit, kind, typed) => {
    expect(typeDigit(sofar, digit, kind)).toEqual(typed);
  });

  test('Enter scores a waiting 1 or 2; with nothing typed it does nothing', () => {
    expect(typeEnter('1')).toBe(1);
    expect(typeEnter('2')).toBe(2);
    expect(typeEnter('')).toBeNull();
  });
});
