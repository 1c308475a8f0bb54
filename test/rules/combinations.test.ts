import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { countCombinations, countShow, DECK, parseCard, playCard, startPegging, type Card } from '../../src/rules';

/** Cards that may repeat (two decks), parsed one by one. */
function twoDecks(text: string): Card[] {
  return text.split(' ').map((t) => {
    const r = parseCard(t);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });
}
const cards = twoDecks;

describe('countCombinations: fifteens, pairs and runs of any cards (000 cribs)', () => {
  test("000 'Scoring the value of hands': A-4-5-J with the other 4 makes 8 (three fifteens and the pair of fours)", () => {
    const count = countCombinations(twoDecks('AS 4H 5C JD 4C'));
    expect(count.total).toBe(8);
    expect(count.items.map((i) => i.kind)).toEqual(['fifteen', 'fifteen', 'fifteen', 'pair']);
  });

  test('the same card from both decks is a pair, not an error', () => {
    expect(countCombinations(twoDecks('9H 9H')).items).toEqual([{ kind: 'pair', cards: twoDecks('9H 9H'), points: 2 }]);
  });

  test("000's seven cards: 7-8-8-9-9-10 and a 5 (double-double run of four, two pairs, fifteens)", () => {
    const count = countCombinations(twoDecks('7C 8D 8H 9S 9H 10C 5D'));
    // Runs: 2 x 2 = 4 runs of four (16); pairs of 8s and 9s (4); fifteens: 7+8 twice, 5+10, 5+... (see items).
    expect(count.items.filter((i) => i.kind === 'run').length).toBe(4);
    expect(count.items.filter((i) => i.kind === 'pair').length).toBe(2);
    expect(count.items.filter((i) => i.kind === 'fifteen').map((i) => i.cards.map((c) => c.rank).join('+'))).toEqual(['7+8', '7+8', '5+10']);
    expect(count.total).toBe(16 + 4 + 6);
  });

  test('agrees with countShow less flush and nobs on every random five-card show', () => {
    const five = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(five, (indices) => {
        const hand = indices.slice(0, 4).map((i) => DECK[i]!);
        const starter = DECK[indices[4]!]!;
        const show = countShow(hand, starter);
        const expected = show.items.filter((i) => i.kind !== 'flush' && i.kind !== 'nobs').reduce((t, i) => t + i.points, 0);
        expect(countCombinations([...hand, starter]).total).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('two decks in the play (000)', () => {
  test('a card may be played once per deck, never twice from one deck', () => {
    const started = startPegging({ seats: 2, leader: 0, decks: [0, 1] });
    if (!started.ok) throw new Error(started.error.message);
    const first = playCard(started.value, 0, cards('9H')[0]!);
    if (!first.ok) throw new Error(first.error.message);
    const second = playCard(first.value.state, 1, cards('9H')[0]!); // the blue 9H after the grey one: a pair
    expect(second.ok && second.value.scores[0]!.items.map((i) => i.kind)).toEqual(['pair']);
    if (!second.ok) return;
    const third = playCard(second.value.state, 0, cards('9H')[0]!);
    expect(third.ok ? 'ok' : third.error.code).toBe('already-played');
  });
});
