import { describe, expect, it } from 'vitest';
import { formatRoute, parseRoute } from '../../../src/ui/shell/route';

/* The routes of following on other phones (issue 28). */
describe('following routes', () => {
  it.each([
    ['#F1.AEAQ2345', { screen: 'follow', code: 'F1.AEAQ2345' }],
    // A code retyped in lower case still opens the follow screen, which reads it in any case.
    ['#f1.aeaq2345', { screen: 'follow', code: 'f1.aeaq2345' }],
    ['#/follow', { screen: 'follow', code: '' }],
    ['#/host/g-lq3x9a-4k2', { screen: 'host', id: 'g-lq3x9a-4k2' }],
    ['#/host/', { screen: 'home' }],
    // A game link is still a game link, and any other fragment too.
    ['#M1.GZ5B', { screen: 'link', fragment: 'M1.GZ5B' }],
    ['#F.nothing', { screen: 'link', fragment: 'F.nothing' }],
  ])('%s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it('formats back to the same address', () => {
    expect(formatRoute({ screen: 'follow', code: '' })).toBe('#/follow');
    expect(formatRoute({ screen: 'follow', code: 'F1.AEAQ' })).toBe('#F1.AEAQ');
    expect(formatRoute({ screen: 'host', id: 'g-1' })).toBe('#/host/g-1');
    expect(parseRoute(formatRoute({ screen: 'host', id: 'g 1/2' }))).toEqual({ screen: 'host', id: 'g 1/2' });
  });
});
