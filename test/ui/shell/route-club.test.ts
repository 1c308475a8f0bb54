import { describe, expect, test } from 'vitest';
import { formatRoute, parseRoute, type Route } from '../../../src/ui/shell/route';

describe('club night routes (issue 29)', () => {
  test.each<[string, Route]>([
    ['#/club', { screen: 'club' }],
    ['#/club/', { screen: 'club' }],
    ['#/club/n-lq3xa1-9zz', { screen: 'night', id: 'n-lq3xa1-9zz' }],
    ['#/director/n-lq3xa1-9zz', { screen: 'director', id: 'n-lq3xa1-9zz' }],
    ['#/director/', { screen: 'club' }],
    ['#/new', { screen: 'new' }],
    ['#/new/n-1', { screen: 'new', night: 'n-1' }],
    // A card link is read by the card screen (a card or an invitation), a game link by the link screen.
    ['#C1.AB3XQ', { screen: 'card', fragment: 'C1.AB3XQ' }],
    ['#c1.ab3xq', { screen: 'card', fragment: 'c1.ab3xq' }],
    ['#C7.AB3XQ', { screen: 'card', fragment: 'C7.AB3XQ' }],
    ['#Club', { screen: 'link', fragment: 'Club' }],
  ])('%j is %j', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  test.each<Route>([
    { screen: 'club' },
    { screen: 'night', id: 'n 1/2' },
    { screen: 'director', id: 'n-1' },
    { screen: 'new', night: 'n-1' },
    { screen: 'new' },
    { screen: 'card', fragment: 'C1.AB3XQ' },
  ])('%j reads back from its hash', (route) => {
    expect(parseRoute(formatRoute(route))).toEqual(route);
  });
});
