import { describe, expect, test } from 'vitest';
import { announce, applyCommand, historyOf, lastHistoryLine, replay } from '../../src/game';
import { Table, c, cs } from './helpers';

/** The announcement of the last command applied to a table. */
function said(t: Table, command: Parameters<Table['do']>[0]): string {
  const r = applyCommand(t.timeline, command);
  if (!r.ok) throw new Error(r.error.message);
  t.timeline = r.value.timeline;
  t.events = [...t.events, ...r.value.added];
  return announce(r.value.change);
}

describe('words from the events (issue 14 item 4; issue 15 items 8 and 11)', () => {
  test('issue 14: after a tap and Undo, the announcement names the move taken back, not the one before', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    expect(said(t, { type: 'score', side: 1, points: 2, reason: 'play' })).toBe('Bob pegs 2 to 2 (pegging)');
    expect(said(t, { type: 'score', side: 0, points: 3, reason: 'play' })).toBe('Ann pegs 3 to 3 (pegging)');
    expect(said(t, { type: 'undo' })).toBe('Undone: Ann pegs 3 to 3 (pegging). Ann back to 0');
    expect(said(t, { type: 'redo' })).toBe('Redone: Ann pegs 3 to 3 (pegging)');
  });

  test('an undone count says where the peg went back to, so the last words never read as a move that stands (phone audit 12)', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(1, 11, 'play');
    t.do({ type: 'endPlay' });
    expect(said(t, { type: 'score', side: 1, points: 9, reason: 'hand' })).toBe("Bob's hand: 9. Bob pegs 9 to 20 (hand)");
    expect(said(t, { type: 'undo' })).toBe("Undone: Bob's hand: 9; Bob pegs 9 to 20 (hand). Bob back to 11");
    // A team goes back as one: "Ann & Cy back to 0".
    const teams = new Table({ ruleset: 'four-player', players: ['Ann', 'Bob', 'Cy', 'Dee'] });
    teams.do({ type: 'cutForDeal', dealer: 1 });
    teams.tap(0, 2, 'play');
    expect(said(teams, { type: 'undo' })).toBe('Undone: Ann & Cy peg 2 to 2 (pegging). Ann & Cy back to 0');
  });

  test('the history keeps undone moves and says what undo and redo took back', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(0, 3, 'play');
    t.do({ type: 'undo' });
    expect(historyOf(t.events).map((h) => h.text)).toEqual([
      'New game: Traditional, Ann v Bob',
      'Ann deals first',
      'Round 1: Ann deals',
      'Starter turned, not entered (assumed)',
      'Ann pegs 3 to 3 (pegging)',
      'Undone: Ann pegs 3 to 3 (pegging). Ann back to 0',
    ]);
  });

  test("the table's words on opening a game are the history's last line, read off the log's timeline (undo, redo, a count's two lines)", () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    const last = () => lastHistoryLine(t.events, replay(t.events))?.text;
    expect(lastHistoryLine([], replay([]))).toBeUndefined();
    t.do({ type: 'cutForDeal', dealer: 0 });
    expect(last()).toBe('Round 1: Ann deals');
    t.tap(0, 3, 'play');
    expect(last()).toBe('Ann pegs 3 to 3 (pegging)');
    t.do({ type: 'undo' });
    expect(last()).toBe('Undone: Ann pegs 3 to 3 (pegging). Ann back to 0');
    t.do({ type: 'redo' });
    expect(last()).toBe('Redone: Ann pegs 3 to 3 (pegging)');
    t.do({ type: 'endPlay' });
    t.tap(1, 9, 'hand');
    expect(last()).toBe('Bob pegs 9 to 9 (hand)');
    expect(historyOf(t.events).at(-1)?.text).toBe('Bob pegs 9 to 9 (hand)');
  });

  test('a muggins call sums up what was missed as a player says it: "five fifteens for 10, a double pair royal for 12 and his nobs for 1" (phone audit 11)', () => {
    const t = new Table({ ruleset: 'six-player', players: ['Ann', 'Bob', 'Cy', 'Dee', 'Ed', 'Flo'], options: { muggins: true } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('5H') });
    t.do({ type: 'endPlay' });
    // Ann & Dee, Bob & Ed, Cy & Flo: Bob counts first (the dealer's left) and claims 6 of his 29.
    t.do({ type: 'countHand', seat: 1, cards: cs('5C 5S 5D JH'), claimed: 6 });
    expect(said(t, { type: 'muggins', caller: 2 })).toBe(
      "Muggins! Cy & Flo find 23 missed in Bob's hand: five fifteens for 10, a double pair royal for 12 and his nobs for 1. Cy & Flo peg 23 to 23 (muggins)",
    );
  });

  test('the cut names the first dealer once: "Ann deals first", not again as "Round 1: Ann deals" (the history keeps both)', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    expect(said(t, { type: 'cutForDeal', dealer: 0 })).toBe('Ann deals first');
    expect(historyOf(t.events).map((h) => h.text)).toEqual(['New game: Traditional, Ann v Bob', 'Ann deals first', 'Round 1: Ann deals']);
    // Later deals are still said.
    t.do({ type: 'turnStarter', card: null });
    t.do({ type: 'endPlay' });
    t.tap(1, 4, 'hand');
    t.tap(0, 5, 'hand');
    t.tap(0, 2, 'crib');
    expect(said(t, { type: 'deal' })).toBe('Round 2: Bob deals');
  });

  test('issue 9: the steps a tap implied are said as assumed, and not announced', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    expect(said(t, { type: 'score', side: 1, points: 7, reason: 'hand' })).toBe("Bob's hand: 7. Bob pegs 7 to 7 (hand)");
    expect(
      historyOf(t.events)
        .map((h) => h.text)
        .slice(-3),
    ).toEqual(['The play is over (assumed)', "Bob's hand: 7", 'Bob pegs 7 to 7 (hand)']);
  });

  test('issue 15 item 11: his heels says itself once; cards show suit symbols; the count is said as players say it', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    expect(said(t, { type: 'turnStarter', card: c('JD') })).toBe('Starter: J♦. Ann pegs 2 to 2 (his heels)');
    expect(said(t, { type: 'playCard', seat: 1, card: c('10S') })).toBe('Bob plays 10♠ (10)');
    expect(said(t, { type: 'playCard', seat: 0, card: c('5H') })).toBe('Ann plays 5♥ (15). Ann pegs 2 to 4 (pegging: fifteen two)');
  });

  test('issue 15 item 11: a team takes the plural, and one game is one game', () => {
    const t = new Table({ ruleset: 'four-player', players: ['Ann', 'Bob', 'Cat', 'Dan'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    expect(said(t, { type: 'score', side: 0, points: 2, reason: 'play' })).toBe('Ann & Cat peg 2 to 2 (pegging)');
    t.tap(0, 98, 'correction'); // past both skunk lines (003 SKUNK)
    expect(said(t, { type: 'score', side: 1, points: 121, reason: 'correction' })).toBe('Bob & Dan peg 121 to the finish (correction). Bob & Dan win (1 game)');
  });

  test('issue 15 item 11: Noddy scores twenty-five in words, and Solitaire’s blind crib plays as the crib', () => {
    const n = new Table({ ruleset: 'noddy', players: ['Ann', 'Bob'] });
    n.do({ type: 'cutForDeal', dealer: 0 });
    n.do({ type: 'turnStarter', card: c('2C') });
    n.tap(1, 0, 'hand');
    n.tap(0, 0, 'hand');
    n.do({ type: 'playCard', seat: 1, card: c('KS') });
    n.do({ type: 'playCard', seat: 0, card: c('QH') });
    // 002 NODDY: a count of 25 scores 2.
    expect(said(n, { type: 'playCard', seat: 1, card: c('5D') })).toBe('Bob plays 5♦ (25). Bob pegs 2 to 2 (pegging: twenty-five)');
    const s = new Table({ ruleset: 'solitaire', players: ['Ann'] });
    s.do({ type: 'cutForDeal', dealer: 0 });
    s.do({ type: 'turnStarter', card: c('KC') });
    s.do({ type: 'playCard', seat: 0, card: c('5H') });
    expect(said(s, { type: 'playCard', seat: 1, card: c('8C') })).toBe('The crib plays 8♣ (13)');
  });

  test('penalties are named by the rulebook, never by an id', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 1 });
    expect(said(t, { type: 'penalty', rule: 'rule-3' })).toBe("Penalty against Bob: Non-dealer's card exposed (rule 3). Ann pegs 2 to 2 (penalty)");
  });
});

describe('said the way a player says it, the same in the history and the voice (issue 25.8)', () => {
  test('a go and a last card are said once: "(go)", "(last card)", not "(go: a go)"', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('4D') });
    for (const [seat, card] of [
      [1, 'KS'],
      [0, '10H'],
      [1, '8D'],
      [0, '2S'],
    ] as const)
      t.do({ type: 'playCard', seat, card: c(card) });
    t.do({ type: 'go', seat: 1 });
    expect(said(t, { type: 'go', seat: 0 })).toBe('Ann: go. Ann pegs 1 to 1 (go)');
    for (const [seat, card] of [
      [1, '9C'],
      [0, '3H'],
      [1, '6C'],
    ] as const)
      t.do({ type: 'playCard', seat, card: c(card) });
    expect(said(t, { type: 'playCard', seat: 0, card: c('AS') })).toBe('Ann plays A♠ (19). Ann pegs 1 to 2 (last card). The play is over');
    expect(
      historyOf(t.events)
        .map((h) => h.text)
        .join('\n'),
    ).not.toMatch(/go: a go|last card: last card/);
  });

  test('a Top says what it is: "(his nob)", "(her pot)", not "(Top: his nob)" (000 Scoring from the top)', () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    expect(said(t, { type: 'turnTops', tops: [c('5H'), c('JC')] })).toBe('Tops: Ann (grey) 5♥, Bob (blue) J♣. Ann pegs 2 to 2 (his nob)');
  });

  test('a penalty box names who goes ahead: "Bob goes ahead 20", not "every opponent ahead 20" (003 BLUE PENALTY BOX)', () => {
    const t = new Table({ ruleset: 'crib-wars', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.tap(0, 173, 'correction');
    expect(said(t, { type: 'score', side: 0, points: 2, reason: 'play' })).toMatch(
      /^Penalty box 1: Ann pegs 2 to 175 \(pegging\)\. Ann lands in a penalty box: folds and goes back 20, and Bob goes ahead 20\. /,
    );
    const four = new Table({ ruleset: 'crib-wars', players: ['Ann', 'Bob', 'Cy', 'Di'] });
    four.do({ type: 'cutForDeal', dealer: 0 });
    four.do({ type: 'turnStarter', card: null });
    four.tap(1, 173, 'correction');
    expect(said(four, { type: 'score', side: 1, points: 2, reason: 'play' })).toContain(
      'Bob & Di land in a penalty box: fold and go back 20, and Ann & Cy go ahead 20',
    );
  });

  test('the Intel bonus in the history as the sheet says it: "a pair is two, a run of four is six, and another run of four is ten" (000)', () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnTops', tops: [c('9C'), c('9H')] });
    t.do({ type: 'endPlay' });
    t.tap(1, 4, 'hand');
    t.do({ type: 'countHand', seat: 0, cards: cs('7C 8D 8H 10S') });
    const words = said(t, { type: 'intel', seat: 0 });
    expect(words).toBe(
      "Ann's Intel bonus, 7♣ 8♦ 8♥ 10♠ with Bob's Top 9♥: a pair is two, a run of four is six, and another run of four is ten. Ann pegs 10 to 24 (Intel bonus)",
    );
    expect(historyOf(t.events).at(-2)!.text).toBe(words.split('. ')[0]);
  });

  test('a zone that acts is said first, so a short line cuts the points, never the why (issue 25.3)', () => {
    const t = new Table({ ruleset: 'crib-wars', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.tap(0, 156, 'correction');
    expect(said(t, { type: 'score', side: 0, points: 12, reason: 'play' })).toBe(
      'Time trap 1: Ann pegs 12 to 168 and goes down its blue path to 153 (pegging)',
    );
    t.tap(1, 173, 'correction');
    expect(said(t, { type: 'score', side: 1, points: 12, reason: 'play' })).toBe(
      'Green advance 1: Bob pegs 12 to 185 and takes its green shortcut to 201 (pegging)',
    );
  });
});
