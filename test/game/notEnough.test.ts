import { describe, expect, test } from 'vitest';
import { checkLog, currentStep, historyOf, nextStepOf, type GameEvent } from '../../src/game';
import { battlePlan, battleWords, topsOf, type DeckPips } from '../../src/game/rulesets/notEnough';
import { Table, c, cs, playOutByTaps, foldOk } from './helpers';

/**
 * Cribbage is not Enough (000), by its rulebook: the Tops and their uses, the show with the team Top, the Intel
 * bonus, the battle for the crib, Rob the Cradle and the cribs. Pips are as a table would note them from its cards.
 */
const PIPS: DeckPips = {
  grey: {
    JH: { intel: 2, might: 3, magic: 1 },
    KC: { intel: 1, might: 2, magic: 4 },
    QD: { intel: 1, might: 1, magic: 1 },
    AS: { intel: 0, might: 1, magic: 2 },
  },
  blue: {
    KS: { intel: 3, might: 1, magic: 0 },
    AD: { intel: 1, might: 2, magic: 3 },
    QH: { intel: 2, might: 2, magic: 2 },
  },
};

/** Two players: Ann (grey) deals, Bob (blue) is the pone. */
function two(pips: DeckPips = PIPS) {
  const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'], pips });
  t.do({ type: 'cutForDeal', dealer: 0 });
  return t;
}

const last = (t: Table): GameEvent => t.events.at(-1)!;

describe('Cribbage is not Enough (000)', () => {
  test('000 "Scoring from the top": a J/Q/K/A Top waits for its team to use Intel, Might or Magic, and the choice is recorded', () => {
    const t = two();
    t.do({ type: 'turnTops', tops: [c('KC'), c('9H')] });
    expect(currentStep(t.state)).toBe('tops');
    t.fail({ type: 'score', side: 1, points: 2, reason: 'play' }, 'wrong-phase'); // the play waits for Ann's choice
    t.fail({ type: 'useTop', side: 1, use: 'might' }, 'bad-command'); // a 9 has no numbers to use
    t.do({ type: 'useTop', side: 0, use: 'magic' });
    expect(currentStep(t.state)).toBe('play');
    expect(historyOf(t.events).at(-1)!.text).toBe("Ann uses the Top's Magic");
  });

  test('two decks: both Tops may be the same card, one grey and one blue; the dealer picks the decks', () => {
    const t = two();
    t.do({ type: 'turnTops', tops: [c('JH'), c('JH')], decks: ['blue', 'grey'] });
    // 000: a jack on any Top: the dealer's team pegs 2 for his nob, twice.
    expect(t.scores()).toEqual([4, 0]);
    expect(t.state.decks).toEqual(['blue', 'grey']);
  });

  test('two decks in the play: the blue 9H after the grey 9H is a pair', () => {
    const t = two();
    t.do({ type: 'turnTops', tops: [c('5C'), c('5D')] });
    t.do({ type: 'playCard', seat: 1, card: c('9H') });
    t.do({ type: 'playCard', seat: 0, card: c('9H') });
    expect(t.scores()).toEqual([2, 0]);
    t.fail({ type: 'playCard', seat: 1, card: c('9H') }, 'already-played'); // Bob's own deck has one 9H
  });

  test('000 "Intelligence Bonus" example: 7-8-8-9-10 with the enemy Top a 9 adds two more runs of four (and the pair of 9s), not four', () => {
    const t = two();
    t.do({ type: 'turnTops', tops: [c('9C'), c('9H')] }); // Ann's Top 9C (grey), Bob's 9H (blue)
    t.do({ type: 'endPlay' });
    t.tap(1, 4, 'hand'); // Bob's hand is tapped, so the table says who has the most Intel
    t.do({ type: 'countHand', seat: 0, cards: cs('7C 8D 8H 10S') }); // with 9C: a double run of four (8), a pair (2), two fifteens (4)
    expect(t.scores()).toEqual([14, 4]);
    t.do({ type: 'intel', seat: 0 });
    const counted = t.events.find((e) => e.type === 'IntelCounted');
    expect(counted).toMatchObject({ seat: 0, total: 10, claimed: 10 });
    expect(counted?.type === 'IntelCounted' && counted.items.filter((i) => i.kind === 'run').length).toBe(2);
    expect(t.scores()).toEqual([24, 4]);
  });

  test('000 Intel bonus with the Tops turned but not entered: the hand and both Tops by cards, counted, never summed in the head (issue 25.4)', () => {
    const t = two();
    t.do({ type: 'turnStarter', card: null }); // the Tops turned, not entered
    t.do({ type: 'endPlay' });
    t.tap(1, 4, 'hand');
    t.tap(0, 14, 'hand');
    // Without the Tops the bonus cannot be counted: the table types it, or enters the cards.
    t.fail({ type: 'intel', seat: 0 }, 'bad-points');
    // Ann's 9C Top is in her own deck: her hand may not hold it too.
    t.fail({ type: 'intel', seat: 0, cards: cs('7C 8D 9C 10S'), tops: { own: c('9C'), enemy: c('9H') } }, 'duplicate-card');
    t.do({ type: 'intel', seat: 0, cards: cs('7C 8D 8H 10S'), tops: { own: c('9C'), enemy: c('9H') } });
    // 000's example: the enemy 9 adds a pair and two more runs of four: 10.
    expect(t.events.find((e) => e.type === 'IntelCounted')).toMatchObject({ seat: 0, total: 10, claimed: 10, tops: ['9C', '9H'] });
    expect(t.scores()).toEqual([24, 4]);
    expect(historyOf(t.events).map((h) => h.text)).toContain(
      "Ann's Intel bonus, 7♣ 8♦ 8♥ 10♠ with Bob's Top 9♥: a pair is two, a run of four is six, and another run of four is ten",
    );
  });

  test('000 with the Tops turned unnamed: the Tops typed for the Intel bonus are kept, and the app counts each crib by its cards (issue 37 item 1)', () => {
    // The steps: Turned, Bob +2, play over, Bob +4, Ann +6, Ann's Intel bonus 7♣ 8♦ 8♥ K♠ with Tops 9♣ / 9♥,
    // a tie in the battle, the crib cards 2♣ 3♦ (grey) and 4♥ 5♠ (blue), the cribs counted.
    const t = two();
    t.do({ type: 'turnStarter', card: null }); // the Tops turned, not entered
    t.tap(1, 2, 'play');
    t.do({ type: 'endPlay' });
    t.tap(1, 4, 'hand');
    t.tap(0, 6, 'hand');
    t.do({ type: 'intel', seat: 0, cards: cs('7C 8D 8H KS'), tops: { own: c('9C'), enemy: c('9H') } });
    // 000 "Intelligence Bonus": 7-8-8-9-K with the enemy 9♥ too adds two runs of three (6) and a pair (2): 8.
    expect(t.events.find((e) => e.type === 'IntelCounted')).toMatchObject({ seat: 0, total: 8, claimed: 8 });
    // The Tops are the round's from now on: Ann's own 9♣, Bob's 9♥.
    expect(topsOf(t.state.round!)).toEqual([c('9C'), c('9H')]);
    expect(battlePlan(t.state).ok).toBe(true);
    t.do({ type: 'battle', winner: null }); // a tie: each team keeps its crib, the non-dealer's first
    t.do({ type: 'cradle', cribs: { grey: cs('2C 3D'), blue: cs('4H 5S') }, action: 'none' }); // no Magic either side
    // The bar offers the count by cards, the app holding the crib and the Tops.
    expect(nextStepOf(t.state)).toMatchObject({ kind: 'other', sheet: { label: 'Count the crib…', kind: 'cribs' } });
    // 000 "Rob the Cradle" then the cribs: Bob's blue 4♥ 5♠ with his own Top 9♥ counts nothing.
    t.do({ type: 'countCrib', seat: 1 });
    expect(last(t)).toMatchObject({ type: 'HandCounted', of: 1, cards: ['4H', '5S'], total: 0, claimed: 0 });
    // Ann's grey 2♣ 3♦ with her own 9♣ and Bob's 9♥, won with the Intel bonus: the pair of nines, 2.
    t.tap(0, 2, 'crib');
    expect(t.events.at(-2)).toMatchObject({ type: 'HandCounted', of: 0, cards: ['2C', '3D'], total: 2, claimed: 2 });
    expect(t.scores()).toEqual([16, 6]);
    const lines = historyOf(t.events).map((h) => h.text);
    // 000 "The Tops": what was turned unnamed is the Tops, not a starter.
    expect(lines).toContain('The Tops turned, not entered');
    expect(lines.some((line) => line.startsWith('Starter'))).toBe(false);
    expect(lines).toContain("Ann's crib, 2♣ 3♦: a pair is two");
    expect(lines.some((line) => /nineteen/.test(line) && /2♣ 3♦/.test(line))).toBe(false);
  });

  test("000 Intel bonus: Tops given where the round knows them must be the round's", () => {
    const t = two();
    t.do({ type: 'turnTops', tops: [c('9C'), c('9H')] });
    t.do({ type: 'endPlay' });
    t.tap(1, 4, 'hand');
    t.do({ type: 'countHand', seat: 0, cards: cs('7C 8D 8H 10S') });
    t.fail({ type: 'intel', seat: 0, tops: { own: c('9C'), enemy: c('5H') } }, 'bad-command');
    t.do({ type: 'intel', seat: 0, tops: { own: c('9C'), enemy: c('9H') } });
    expect(t.events.find((e) => e.type === 'IntelCounted')).not.toHaveProperty('tops');
  });

  test('000: any tie for the most Intel, even at zero, means nobody takes the bonus', () => {
    const t = two();
    t.do({ type: 'turnTops', tops: [c('9C'), c('9H')] });
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 1, cards: cs('2C 3D 4H 6S') });
    t.do({ type: 'countHand', seat: 0, cards: cs('7C 8D 8H 10S') });
    t.fail({ type: 'intel', seat: 0 }, 'bad-command'); // no face cards: 0 to 0
    t.do({ type: 'intel' });
    expect(last(t)).toMatchObject({ type: 'IntelCounted', seat: null, claimed: 0 });
    expect(currentStep(t.state)).toBe('battle');
  });

  /**
   * A whole round by cards. Ann deals (grey Top KC, used for Might), Bob (blue Top AD, used for Magic).
   * Ann: JH 5C 6D 2S (Intel 2, Might 3); Bob: KS 3H 4H 7D (Intel 3, Might 1). Bob wins the Intel bonus.
   */
  function fullRound() {
    const t = two();
    t.do({ type: 'turnTops', tops: [c('KC'), c('AD')] });
    t.do({ type: 'useTop', side: 0, use: 'might' });
    t.do({ type: 'useTop', side: 1, use: 'magic' });
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 1, cards: cs('KS 3H 4H 7D') }); // with AD: A-3-4-7 K... see the engine's count
    t.do({ type: 'countHand', seat: 0, cards: cs('JH 5C 6D 2S') });
    return t;
  }

  test('000: the Intel bonus goes to the single player with the most Intel pips, Tops excluded', () => {
    const t = fullRound();
    t.do({ type: 'intel' });
    expect(last(t).type === 'Scored' || last(t).type === 'IntelCounted').toBe(true);
    expect(t.events.find((e) => e.type === 'IntelCounted')).toMatchObject({ seat: 1 });
  });

  test('000 "Battle for the Crib": Might dice, the dealer\'s two more, and every Top bonus; the single highest wins both cribs', () => {
    const t = fullRound();
    t.do({ type: 'intel' }); // Bob wins it
    // Ann rolls 3 (JH's Might) + 2 (dealer) = 5 dice and adds nothing: her team lost the Intel bonus, so no Top.
    // Bob rolls 1 die (KS's Might) and adds the enemy Top's Might (KC: 2) for the bonus he won; his own Top AD was
    // used for Magic, so it adds nothing.
    t.fail({ type: 'battle', dice: [[1, 1, 1, 1], [4]] }, 'wrong-count');
    t.do({ type: 'battle', dice: [[1, 1, 1, 1, 1], [4]] }); // Ann 5, Bob 4 + 2 = 6
    expect(last(t)).toMatchObject({ type: 'BattleFought', winner: 1 });
    expect(historyOf(t.events).at(-1)!.text).toBe('Battle for the crib: Ann 1+1+1+1+1 = 5, Bob 4 +2 = 6; Bob wins both cribs');
  });

  test('000 battle: each player\'s dice and bonus said with their why, "4 Might in hand + 2 for the dealer" (issue 25.4)', () => {
    const t = fullRound();
    t.do({ type: 'intel' }); // Bob wins it
    const plan = battlePlan(t.state);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.value.parts).toEqual([
      { hand: 3, dealer: 2, enemyTop: 0, ownTop: 0 },
      { hand: 1, dealer: 0, enemyTop: 2, ownTop: 0 },
    ]);
    expect(battleWords(t.state, plan.value, 0)).toBe('Ann: 3 Might in hand + 2 for the dealer = 5 dice');
    expect(battleWords(t.state, plan.value, 1)).toBe("Bob: 1 Might in hand = 1 die, + 2 Might from Ann's Top for the Intel bonus");
    // Nobody takes the bonus: a Top not used for Intel or Magic adds its own Might; a hand without face cards rolls none.
    const tie = two();
    tie.do({ type: 'turnTops', tops: [c('KC'), c('9H')] });
    tie.do({ type: 'useTop', side: 0, use: 'none' });
    tie.do({ type: 'endPlay' });
    tie.do({ type: 'countHand', seat: 1, cards: cs('2C 3D 4H 6S') });
    tie.do({ type: 'countHand', seat: 0, cards: cs('7C 8D 8H 10S') });
    tie.do({ type: 'intel' });
    const even = battlePlan(tie.state);
    if (!even.ok) throw new Error(even.error.message);
    expect(battleWords(tie.state, even.value, 0)).toBe("Ann: no Might in hand + 2 for the dealer = 2 dice, + 2 Might from Ann's own Top");
    expect(battleWords(tie.state, even.value, 1)).toBe('Bob: no Might in hand: no dice');
  });

  test('000 "Rob the Cradle": the deck with more Magic in the cribs may add a card to its crib; the winner of the battle counts both cribs with the Tops it holds', () => {
    const t = fullRound();
    t.do({ type: 'intel' });
    t.do({ type: 'battle', dice: [[1, 1, 1, 1, 1], [4]] }); // Bob wins both cribs
    // Magic: grey QD 1 + 9S 0 = 1; blue QH 2 + 2C 0 = 2: Bob's blue deck acts.
    t.fail({ type: 'cradle', cribs: { grey: cs('QD 9S'), blue: cs('QH 2C') }, by: 0, action: 'none' }, 'bad-command');
    t.do({ type: 'cradle', cribs: { grey: cs('QD 9S'), blue: cs('QH 2C') }, action: 'add', added: c('5S') });
    expect(last(t)).toMatchObject({ type: 'CradleRobbed', by: 1, action: 'add', added: '5S' });
    // Bob counts QD 9S QH 2C and the added 5S with his own Top AD and Ann's KC (won in the Intel bonus):
    // fifteens QD+5, QH+5, KC+5, 9+5+A (8) and the pair of queens (2): 10. No flush or nobs in a crib here.
    const scoreBefore = t.scores()[1]!;
    t.do({ type: 'countCrib', seat: 1 });
    expect(t.events.filter((e) => e.type === 'HandCounted').at(-1)).toMatchObject({ of: 1, total: 10, claimed: 10 });
    expect(t.scores()[1]).toBe(scoreBefore + 10);
    expect(currentStep(t.state)).toBeNull(); // Ann lost her crib in the battle: the round is over
    t.do({ type: 'deal' });
    expect(t.state.round!.dealer).toBe(1); // the deal passes clockwise
  });

  test('000 "Rob the Cradle": a ban takes every card of a deck and its Top out of the crib count; a tie in the battle leaves each team its own crib', () => {
    const t = fullRound();
    t.do({ type: 'intel' });
    t.do({ type: 'battle', dice: [[3, 1, 1, 1, 1], [4]] });
    expect(last(t)).toMatchObject({ type: 'BattleFought', winner: 0 }); // Ann 3+1+1+1+1 = 7 beats Bob 4 + 2 = 6
    t.do({ type: 'cradle', cribs: { grey: cs('QD 9S'), blue: cs('QH 2C') }, action: 'ban', banned: 'grey' });
    // Ann holds both cribs but her grey cards (QD 9S) and her grey Top KC are banned: QH 2C with no Top (Bob won
    // the Intel bonus, so AD is not hers): nothing.
    t.do({ type: 'countCrib', seat: 0 });
    expect(t.events.filter((e) => e.type === 'HandCounted').at(-1)).toMatchObject({ of: 0, total: 0 });

    const u = fullRound();
    u.do({ type: 'intel' });
    u.do({ type: 'battle', winner: null }); // a tie, entered as the result
    u.do({ type: 'cradle', by: null, action: 'none' });
    expect(u.state.round!.notEnough!.cribOrder.map((turn) => turn.seat)).toEqual([1, 0]); // Bob's crib, then Ann's
    u.tap(1, 3, 'crib');
    u.tap(0, 0, 'crib');
    expect(currentStep(u.state)).toBeNull();
  });

  test('000: a face card with unknown pips is asked for, never guessed', () => {
    const t = two({ grey: {}, blue: {} });
    t.do({ type: 'turnTops', tops: [c('9C'), c('9H')] });
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 1, cards: cs('KS 3H 4H 7D') });
    t.do({ type: 'countHand', seat: 0, cards: cs('JH 5C 6D 2S') });
    t.fail({ type: 'intel' }, 'unknown-pips');
    t.do({ type: 'notePips', deck: 'blue', card: c('KS'), pips: { intel: 3, might: 1, magic: 0 } });
    t.do({ type: 'notePips', deck: 'grey', card: c('JH'), pips: { intel: 2, might: 3, magic: 1 } });
    t.do({ type: 'intel' });
    expect(t.events.find((e) => e.type === 'IntelCounted')).toMatchObject({ seat: 1 });
    expect(historyOf(t.events).find((h) => h.text.startsWith('The blue K'))!.text).toBe('The blue K♠: Intel 3, Might 1, Magic 0');
  });

  test.each([2, 4])('000: a %i-player game plays to its end by taps, every step of the round entered', (players) => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob', 'Cy', 'Di'].slice(0, players) });
    const s = playOutByTaps(t, (i) => (i * 7 + 3) % 17);
    expect(s.outcome?.winner).not.toBeNull();
    expect(s.sides.filter((x) => x.score >= 121).length).toBe(1);
    const types = new Set(t.events.map((e) => e.type));
    for (const type of ['IntelCounted', 'BattleFought', 'CradleRobbed'] as const) expect(types.has(type)).toBe(true);
  });

  test('000: muggins on the Intel bonus is for the enemy only, never a partner', () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob', 'Cy', 'Di'], options: { muggins: true }, pips: PIPS });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnTops', tops: [c('9C'), c('9H')] });
    t.do({ type: 'endPlay' });
    for (const seat of [1, 2, 3]) t.tap(seat % 2, 0, 'hand', seat);
    t.do({ type: 'countHand', seat: 0, cards: cs('7C 8D 8H 10S') });
    t.do({ type: 'intel', seat: 0, claimed: 8 }); // Ann claims 8 of the 10
    t.fail({ type: 'muggins', caller: 0 }, 'partner');
    t.do({ type: 'muggins', caller: 1 });
    expect(last(t)).toMatchObject({ type: 'Scored', side: 1, points: 2, reason: 'muggins' });
  });
});

describe('the play of Cribbage is not Enough (000 "31 count")', () => {
  /** Ann (grey) deals, Bob (blue) is the first player; number Tops. */
  function tops(): Table {
    const t = two();
    t.do({ type: 'turnTops', tops: [c('5C'), c('5D')] });
    return t;
  }

  // 000 "31 count": "If all players say 'go', the player who last placed a card pegs 1. The player who pegged begins
  // the count again starting with their next card." (RULES.md does not override who leads in 000.)
  test('000 "31 count": after a go, the player who pegged the go begins the next count', () => {
    const t = tops();
    t.do({ type: 'playCard', seat: 1, card: c('10H') });
    t.do({ type: 'playCard', seat: 0, card: c('KS') });
    t.do({ type: 'playCard', seat: 1, card: c('9H') }); // 29
    t.do({ type: 'go', seat: 0 });
    t.do({ type: 'go', seat: 1 }); // Bob placed the last card: he pegs 1
    expect(t.scores()).toEqual([0, 1]);
    expect(t.state.round!.pegging!.next).toBe(1); // Bob, who pegged, leads the new count
  });

  test('000 "31 count": after 31, the player who pegged the 31 begins the next count', () => {
    const t = tops();
    t.do({ type: 'playCard', seat: 1, card: c('10H') });
    t.do({ type: 'playCard', seat: 0, card: c('KS') });
    t.do({ type: 'playCard', seat: 1, card: c('AH') });
    t.do({ type: 'playCard', seat: 0, card: c('QS') }); // 31 for 2 to Ann
    expect(t.scores()).toEqual([2, 0]);
    expect(t.state.round!.pegging!.next).toBe(0); // Ann, who pegged, leads the new count
    t.fail({ type: 'playCard', seat: 1, card: c('2H') }, 'out-of-turn');
  });

  test('a game set up before the leader rule (no scorerLeads in its setup) replays as it was played: the next seat leads', () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'], pips: PIPS, options: { scorerLeads: undefined } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnTops', tops: [c('5C'), c('5D')] });
    t.do({ type: 'playCard', seat: 1, card: c('10H') });
    t.do({ type: 'playCard', seat: 0, card: c('KS') });
    t.do({ type: 'playCard', seat: 1, card: c('AH') });
    t.do({ type: 'playCard', seat: 0, card: c('QS') }); // 31 for 2 to Ann
    expect(t.state.round!.pegging!.next).toBe(1); // the seat after Ann, as such games were played
    t.do({ type: 'playCard', seat: 1, card: c('2H') });
    expect(checkLog(t.events).ok).toBe(true);
    const replayed = foldOk(t.events);
    expect(replayed.started && replayed.round!.played.length).toBe(5);
    // A new game has the rule, as a house option the table can see.
    expect(two().state.setup.options.scorerLeads).toBe(true);
  });

  // 000 "31 count": "Pairs peg 2 each unique card combo ... (Similarly, three-of-a-kind pegs 6 and four-of-a-kind
  // pegs 12)". With two decks a fifth card of a rank can be played: its 10 unique pairs peg 20 (the show's own
  // counter already scores every pair: src/rules/combinations.ts, n(n-1)).
  test('000 "31 count": a fifth ace from the other deck pegs 20 (ten unique pairs), not 12', () => {
    const t = tops();
    t.do({ type: 'playCard', seat: 1, card: c('AH') }); // blue
    t.do({ type: 'playCard', seat: 0, card: c('AH') }); // grey: pair, 2
    t.do({ type: 'playCard', seat: 1, card: c('AS') }); // pair royal, 6
    t.do({ type: 'playCard', seat: 0, card: c('AS') }); // double pair royal, 12
    expect(t.scores()).toEqual([14, 6]);
    t.do({ type: 'playCard', seat: 1, card: c('AC') }); // count 5: five aces
    expect(t.scores()).toEqual([14, 26]);
    expect(historyOf(t.events).at(-1)!.text).toBe('Bob pegs 20 to 26 (pegging: five of a kind)');
  });

  test('000 "If a player is out of cards, they take no action": four players, the 31 on a last card, the next seat with cards leads', () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob', 'Cy', 'Di'], pips: PIPS });
    t.do({ type: 'cutForDeal', dealer: 0 }); // Bob leads
    t.do({ type: 'turnTops', tops: [c('5C'), c('5D')] });
    const plays: [number, string][] = [
      [1, 'AH'],
      [2, 'AS'],
      [3, 'AC'],
      [0, 'AD'], // four aces: 2, 6 and 12
      [1, '2H'],
      [2, '2S'],
      [3, '2C'],
      [0, '2D'], // count 12: pairs again
      [1, '3H'],
      [2, '3S'],
      [3, '3C'],
      [0, '3D'], // count 24
    ];
    for (const [seat, card] of plays) t.do({ type: 'playCard', seat, card: c(card) });
    t.do({ type: 'playCard', seat: 1, card: c('7H') }); // 31 on Bob's last card
    expect(t.state.round!.pegging!.remaining).toEqual([1, 0, 1, 1]);
    expect(t.state.round!.pegging!.next).toBe(2); // Bob has no cards: Cy, next round the table, leads
  });
});
