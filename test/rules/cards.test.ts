import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, formatCard, formatCards, parseCard, parseCards } from '../../src/rules/index';

describe('parseCard', () => {
  it.each([
    ['5H', 5, 'H'],
    ['10D', 10, 'D'],
    ['TD', 10, 'D'],
    ['JS', 11, 'S'],
    ['qc', 12, 'C'],
    ['ks', 13, 'S'],
    ['aH', 1, 'H'],
    [' 7d ', 7, 'D'],
    ['5♥', 5, 'H'],
    ['10♦', 10, 'D'],
    ['J♣', 11, 'C'],
    ['A♠', 1, 'S'],
    ['Q♡', 12, 'H'],
    ['K♠\uFE0F', 13, 'S'],
  ])('reads %s', (text, rank, suit) => {
    expect(parseCard(text)).toEqual({ ok: true, value: { rank, suit } });
  });

  it('refuses 1H with a message a player understands', () => {
    expect(parseCard('1H')).toEqual({
      ok: false,
      error: { code: 'bad-card', message: "'1H' is not a card: ranks are A, 2-10, J, Q, K; suits C, D, H, S." },
    });
  });

  it.each(['', '   ', '11S', '5X', 'H5', '55H', '0C', 'JOKER', '10', 'H', '♥'])('refuses %j as a value', (text) => {
    const result = parseCard(text);
    expect(result.ok).toBe(false);
  });

  it('refuses non-strings without throwing', () => {
    for (const value of [null, undefined, 5, {}, [], Symbol('x')]) expect(parseCard(value).ok).toBe(false);
  });

  it('never throws on any string (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => typeof parseCard(text).ok === 'boolean'));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => typeof parseCards(text).ok === 'boolean'));
  });

  it('round-trips every card: parseCard(formatCard(c)) is c', () => {
    for (const c of DECK) expect(parseCard(formatCard(c))).toEqual({ ok: true, value: c });
    expect(DECK.map(formatCard).join(' ')).toContain('10C 10D 10H 10S JC');
  });
});

describe('parseCards', () => {
  it('reads lists separated by spaces or commas', () => {
    const result = parseCards('5h 5c, 5s,jd  5d');
    expect(result.ok && formatCards(result.value)).toBe('5H 5C 5S JD 5D');
  });

  it('refuses a duplicate card', () => {
    expect(parseCards('5H 5C 5h')).toEqual({
      ok: false,
      error: { code: 'duplicate-card', message: '5H appears twice: a set of cards holds each card once.' },
    });
  });

  it('refuses the first bad card', () => {
    const result = parseCards('5H 1H 5C');
    expect(!result.ok && result.error.code).toBe('bad-card');
    expect(!result.ok && result.error.message).toContain("'1H'");
  });

  it('checks the number of cards', () => {
    expect(parseCards('5H 5C 5S', { count: 4, what: 'hand' })).toEqual({
      ok: false,
      error: { code: 'wrong-count', message: 'A hand needs 4 cards; 3 given.' },
    });
    expect(parseCards('', { count: 4, what: 'hand' })).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(parseCards('5H 5C 5S', { count: [3, 4] }).ok).toBe(true);
  });
});
