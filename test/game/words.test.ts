import { describe, expect, test } from 'vitest';
import { listPhrase, plural, voice } from '../../src/game';
import { Table } from './helpers';

describe('voice: verbs agree with a side (a team takes the plural)', () => {
  test('a team of two: "Ann & Cat play", "do", "peg"; a player alone: "plays", "does", "pegs"', () => {
    const team = new Table({ ruleset: 'four-player', players: ['Ann', 'Bob', 'Cat', 'Dan'] });
    const { side, verb } = voice(team.state);
    expect(`${side(0)} ${verb(0, 'plays')} grey`).toBe('Ann & Cat play grey');
    expect(`what ${verb(0, 'does')} ${side(0)} use it for?`).toBe('what do Ann & Cat use it for?');
    expect(verb(1, 'pegs 2 to 2')).toBe('peg 2 to 2');
    const one = voice(new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] }).state);
    expect([one.verb(0, 'plays'), one.verb(0, 'does'), one.verb(1, 'pegs 2 to 2')]).toEqual(['plays', 'does', 'pegs 2 to 2']);
  });
});

describe('plural and listPhrase: the one way the app counts and lists in words', () => {
  test('plural takes the plural past one, or a given one', () => {
    expect(plural(1, 'game')).toBe('1 game');
    expect(plural(3, 'game')).toBe('3 games');
    expect(plural(0, 'deck profile')).toBe('0 deck profiles');
    expect(plural(2, 'penalty box', 'penalty boxes')).toBe('2 penalty boxes');
    expect(plural(1, 'die', 'dice')).toBe('1 die');
  });

  test('listPhrase lists as people do', () => {
    expect(listPhrase([])).toBe('');
    expect(listPhrase(['2 games'])).toBe('2 games');
    expect(listPhrase(['2 games', '1 board'])).toBe('2 games and 1 board');
    expect(listPhrase(['2 games', '1 board', '3 settings'])).toBe('2 games, 1 board and 3 settings');
  });
});
