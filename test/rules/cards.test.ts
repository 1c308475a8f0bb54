import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, MAX_CARDS_TEXT, formatCard, formatCards, ownValue, parseCard, parseCards } from '../../src/rules';

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

describe('card text from anywhere (issue 26 item 7)', () => {
  /** Every code point outside ASCII whose upper or lower case holds an ASCII letter, e.g. ſ (S), ı (I), K (Kelvin, k), ﬀ (FF). */
  const lookAlikes: string[] = [];
  for (let cp = 0x80; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    if (/[A-Za-z]/.test(ch.toUpperCase()) || /[A-Za-z]/.test(ch.toLowerCase())) lookAlikes.push(ch);
  }

  it('finds the look-alikes: ſ, ı, the Kelvin sign and the ligatures among them', () => {
    for (const ch of ['\u017F', '\u0131', '\u212A', '\uFB00', '\u0130']) expect(lookAlikes).toContain(ch);
    expect(lookAlikes.length).toBeGreaterThan(10);
  });

  it('no code point whose case mapping is ASCII passes for a rank or a suit letter, in either place', () => {
    const accepted: string[] = [];
    for (const ch of lookAlikes) for (const text of [`5${ch}`, `${ch}H`, `${ch}${ch}`, `10${ch}`]) if (parseCard(text).ok) accepted.push(text);
    expect(accepted).toEqual([]);
  });

  it('ASCII letters of either case still read', () => {
    for (const text of ['as', 'AS', 'tD', 'Td', 'jh', 'Qc', 'kS', '10s']) expect(parseCard(text).ok, text).toBe(true);
  });

  it('a message shows the text escaped and cut short: no bidi control, NUL or lone surrogate is echoed', () => {
    expect(parseCard('5\u202EH\u0000')).toEqual({
      ok: false,
      error: { code: 'bad-card', message: "'5\\u{202e}H\\u{0}' is not a card: ranks are A, 2-10, J, Q, K; suits C, D, H, S." },
    });
    expect(parseCard('\uD800S')).toMatchObject({ error: { message: "'\\u{d800}S' is not a card: ranks are A, 2-10, J, Q, K; suits C, D, H, S." } });
    expect(parseCard('ABCDEFGHIJKLMNOP')).toMatchObject({ error: { message: "'ABCDEFGHIJKL…' is not a card: ranks are A, 2-10, J, Q, K; suits C, D, H, S." } });
    expect(parseCards('5H \u2066QS\u2069')).toMatchObject({
      error: { message: "'\\u{2066}QS\\u{2069}' is not a card: ranks are A, 2-10, J, Q, K; suits C, D, H, S." },
    });
  });

  it('an overlong list is refused before it is read', () => {
    const huge = '5H '.repeat(350_000);
    expect(parseCards(huge)).toEqual({
      ok: false,
      error: { code: 'bad-card', message: `That is 1,050,000 characters long; a list of cards is at most ${MAX_CARDS_TEXT} (all 52 cards fit).` },
    });
    // Its length is what refuses it, not its cards: a bad card past the limit is never reached (how long the refusal
    // takes is in the benchmarks, `rules.bench.ts`).
    expect(parseCards(`${'5H '.repeat(200)}XX`)).toMatchObject({ error: { message: /^That is 602 characters long;/ } });
    expect(parseCards(DECK.map(formatCard).join(', ')).ok).toBe(true);
  });

  it('any text at all (fast-check): never thrown, only ASCII cards accepted, no control or bidi character in a message', () => {
    let tried = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: 'grapheme' }),
          fc.constantFrom(...lookAlikes).map((ch) => `5${ch} ${ch}H`),
        ),
        (text) => {
          tried++;
          const r = parseCards(text);
          if (r.ok)
            expect(
              text
                .split(/[\s,;]+/)
                .filter(Boolean)
                .every((w) => /^(10|[2-9AaTtJjQqKk])[CcDdHhSs♣♧♦♢♥♡♠♤]\uFE0F?$/.test(w)),
            ).toBe(true);
          else {
            refused++;
            expect(r.error.message).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}]/u);
            expect(r.error.message.length).toBeLessThan(200);
          }
        },
      ),
      { numRuns: 2000 },
    );
    console.log(`card text fuzz: ${refused} of ${tried} texts refused; every one accepted was ASCII cards`);
  });
});

describe('card text naming a built-in object key (issue 36 item 2)', () => {
  // The text, and as the message shows it (cut after 12 characters).
  const keys = [
    ['toStringH', 'toStringH'],
    ['__proto__H', '__proto__H'],
    ['constructorH', 'constructorH'],
    ['valueOfC', 'valueOfC'],
    ['hasOwnPropertyS', 'hasOwnProper…'],
    ['toString', 'toString'],
    ['__proto__', '__proto__'],
    ['isPrototypeOfD', 'isPrototypeO…'],
    ['5constructor', '5constructor'],
  ] as const;
  it.each(keys)('parseCard(%j) is refused with the card help, never a success without a card', (text, shown) => {
    expect(parseCard(text)).toEqual({
      ok: false,
      error: { code: 'bad-card', message: `'${shown}' is not a card: ranks are A, 2-10, J, Q, K; suits C, D, H, S.` },
    });
  });
  it.each(keys)('parseCards("5H %s") is refused as a value and never throws', (text, shown) => {
    expect(parseCards(`5H ${text}`, { count: 2 })).toEqual({
      ok: false,
      error: { code: 'bad-card', message: `'${shown}' is not a card: ranks are A, 2-10, J, Q, K; suits C, D, H, S.` },
    });
  });
  it('ownValue reads own keys only', () => {
    const table: Readonly<Record<string, number>> = { A: 1 };
    expect([ownValue(table, 'A'), ownValue(table, 'toString'), ownValue(table, '__proto__'), ownValue(table, 'constructor')]).toEqual([
      1,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
