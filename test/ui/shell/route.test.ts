import { describe, expect, test } from 'vitest';
import { formatRoute, parseRoute, type Route } from '../../../src/ui/shell/route';

describe('routes (issue 12: replay, pegs, share, and game links)', () => {
  test.each<[string, Route]>([
    ['', { screen: 'home' }],
    ['#', { screen: 'home' }],
    ['#/', { screen: 'home' }],
    ['#/nowhere', { screen: 'home' }],
    ['#/game/g-lq3x9a-4k2', { screen: 'game', id: 'g-lq3x9a-4k2' }],
    ['#/replay/g-lq3x9a-4k2', { screen: 'replay', id: 'g-lq3x9a-4k2' }],
    ['#/pegs/g-1~k3j2', { screen: 'pegs', id: 'g-1~k3j2' }],
    ['#/share/g%201', { screen: 'share', id: 'g 1' }],
    ['#/replay/', { screen: 'home' }],
    ['#/replay/%E0%A4%A', { screen: 'replay', id: '%E0%A4%A' }],
    // A game link is not a route: the link screen reads it (and says why when it cannot), never home in silence.
    ['#M1.GZ5BQWERTY', { screen: 'link', fragment: 'M1.GZ5BQWERTY' }],
    ['#m1.gz5bqwerty', { screen: 'link', fragment: 'm1.gz5bqwerty' }],
    ['#M2.GZ5B', { screen: 'link', fragment: 'M2.GZ5B' }],
    ['#hello', { screen: 'link', fragment: 'hello' }],
  ])('%j is %j', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  test.each<Route>([
    { screen: 'home' },
    { screen: 'replay', id: 'g-1~k3j2' },
    { screen: 'pegs', id: 'g 1/2' },
    { screen: 'share', id: 'g-1' },
    { screen: 'game', id: 'g-1' },
    { screen: 'settings' },
    { screen: 'link', fragment: 'M1.GZ5BQWERTY' },
  ])('%j reads back from its hash', (route) => {
    expect(parseRoute(formatRoute(route))).toEqual(route);
  });
});
