import { describe, expect, test } from 'vitest';
import { voice } from '../../src/game';
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
