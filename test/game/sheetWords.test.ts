import { describe, expect, test } from 'vitest';
import { mugOffer, mugOfferWords, penaltyGainWords, starterRuleWords, type MugCaller } from '../../src/game';

/** Issue 33 item 2: what a sheet offers and says is the engine's; the sheets render it. */
const ANN: MugCaller = { id: 0, name: 'Ann', team: false };
const TEAM: MugCaller = { id: 1, name: 'Bob & Ed', team: true };
const bobsHand = (claimed: number, total: number) => ({ counter: 'Bob', what: 'hand', pegging: false, claimed, total });

describe('a muggins sheet’s offer (003 MUGGINS, rule 12)', () => {
  test('missed points with muggins on: the caller keeps them; with give-back each may give them back', () => {
    const on = { muggins: true, mugginsGiveBack: false };
    expect(mugOffer(on, 4, 14)).toEqual({ diff: 10, callable: true, giveBack: false, gain: false });
    const words = mugOfferWords(mugOffer(on, 4, 14), bobsHand(4, 14), [ANN], true);
    expect(words).toEqual({
      verdict: 'Muggins!',
      right: null,
      claim: { before: 'Bob claimed 4; the hand is worth ', total: '14', after: ': 10 missed, most likely the marked items.' },
      off: null,
      group: 'Who calls muggins',
      calls: [{ caller: 0, keep: true, label: 'Ann calls muggins (+10)' }],
    });
    // 003 MUGGINS (Crib Zones): the caller may give the points back; a team takes a plural verb.
    const back = mugOffer({ muggins: true, mugginsGiveBack: true }, 4, 6);
    expect(back).toEqual({ diff: 2, callable: true, giveBack: true, gain: false });
    expect(mugOfferWords(back, bobsHand(4, 6), [TEAM], false).calls).toEqual([
      { caller: 1, keep: true, label: 'Bob & Ed call muggins (+2)' },
      { caller: 1, keep: false, label: 'Bob & Ed call and give the 2 back' },
    ]);
    expect(mugOfferWords(back, bobsHand(4, 6), [TEAM], false).claim.after).toBe(': 2 missed.');
  });

  test('missed points with muggins off: nothing to call, and the sheet says why', () => {
    const off = mugOffer({ muggins: false, mugginsGiveBack: true }, 4, 6);
    expect(off).toEqual({ diff: 2, callable: false, giveBack: false, gain: false });
    const words = mugOfferWords(off, bobsHand(4, 6), [ANN], false);
    expect(words.off).toBe('Muggins is off in this game.');
    expect(words.calls).toEqual([]);
  });

  test('an over-claim is moved back whether muggins is on or not (003 rule 12)', () => {
    const over = mugOffer({ muggins: false, mugginsGiveBack: true }, 8, 6);
    expect(over).toEqual({ diff: -2, callable: true, giveBack: false, gain: false });
    const words = mugOfferWords(over, bobsHand(8, 6), [ANN], false);
    expect(words.verdict).toBe('Over-claimed');
    expect(words.claim).toEqual({ before: 'Bob claimed 8; the hand is worth ', total: '6', after: ': 2 too many (rule 12).' });
    expect(words.group).toBe('Who calls the over-claim');
    expect(words.calls).toEqual([{ caller: 0, keep: true, label: 'Ann: move Bob back 2' }]);
  });

  test('a right claim, a count or a pegging score: nothing missed', () => {
    const right = mugOffer({ muggins: true, mugginsGiveBack: false }, 6, 6);
    expect(right).toEqual({ diff: 0, callable: false, giveBack: false, gain: false });
    expect(mugOfferWords(right, bobsHand(6, 6), [ANN], false).right).toBe('The count of 6 is right: nothing was missed.');
    const pegging = { counter: 'Ann', what: 'pegging', pegging: true, claimed: 2, total: 2 };
    expect(mugOfferWords(right, pegging, [ANN], false).right).toBe('The pegging of 2 is right: nothing was missed.');
    const short = mugOffer({ muggins: true, mugginsGiveBack: false }, 2, 3);
    expect(mugOfferWords(short, { ...pegging, total: 3 }, [ANN], false).claim).toEqual({
      before: 'Ann pegged 2; the last card scores ',
      total: '3',
      after: ': 1 missed.',
    });
  });
});

describe('the starter’s and the penalty’s sentences', () => {
  test('002 "The Starter", "His heels": who cuts and turns; the dealer turns it himself in Noddy', () => {
    expect(starterRuleWords('Bob', 'Ann')).toBe('Ann cuts, Bob turns the starter. A jack pegs two for his heels.');
    expect(starterRuleWords('Bob', null)).toBe('Bob turns the top card as the starter. A jack pegs two for his heels.');
  });

  test('003 PENALTIES: who gains, named when one side can; every opponent under Crib Wars (001)', () => {
    expect(penaltyGainWords('opponents', ['Bob'], false)).toBe('the opponent, Bob');
    expect(penaltyGainWords('non-dealer', ['Bob'], true)).toBe('the non-dealer, Bob');
    expect(penaltyGainWords('opponents', ['Bob', 'Cy'], false)).toBe('the opponent');
    expect(penaltyGainWords('opponents', ['Bob', 'Cy'], true)).toBe('every opponent of the offender');
    expect(penaltyGainWords('non-dealer', ['Bob', 'Cy'], true)).toBe('every non-dealer');
    expect(penaltyGainWords('caller', ['Bob', 'Cy'], true)).toBe('whoever found it');
  });
});
