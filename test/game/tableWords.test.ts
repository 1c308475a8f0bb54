import { describe, expect, test } from 'vitest';
import {
  boxWords,
  cardsWords,
  checkWords,
  cutWords,
  effectWords,
  historyOf,
  mugChances,
  nextDealWords,
  nextStepOf,
  padWords,
  tapIntent,
  type GameEvent,
} from '../../src/game';
import { Table, c, cs } from './helpers';

/** The sentences the table says, made by the engine's words floor (issue 27 item 1), each pinned to its words. */

const names = (n: number) => ['Ann', 'Bob', 'Cy', 'Di'].slice(0, n);

function traditional() {
  const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
  t.do({ type: 'cutForDeal', dealer: 0 });
  return t;
}

describe('the bar before the first deal (cutWords)', () => {
  test('two players cut; a game of one deals itself', () => {
    expect(
      cutWords([
        { seat: 0, name: 'Ann' },
        { seat: 1, name: 'Bob' },
      ]),
    ).toEqual({
      question: 'Who deals first?',
      text: 'Cut the deck: the lowest card deals.',
      choices: [
        { seat: 0, label: 'Ann deals' },
        { seat: 1, label: 'Bob deals' },
      ],
      cuts: 'Enter the cuts…',
    });
    expect(cutWords([{ seat: 0, name: 'Ann' }])).toEqual({
      question: '',
      text: 'A game of one: deal yourself the first hand.',
      choices: [{ seat: 0, label: 'Deal the first hand' }],
      cuts: null,
    });
  });
  test('the next deal names its dealer when known', () => {
    expect(nextDealWords('Bob')).toBe('Next deal: Bob');
    expect(nextDealWords('')).toBe('Next deal');
  });
});

describe('the card-entry button (cardsWords)', () => {
  test('the starter, the play, a hand with cards entered, the crib', () => {
    const t = traditional();
    expect(cardsWords(t.state, nextStepOf(t.state), 0)).toBe('Starter card…');
    t.do({ type: 'turnStarter', card: null });
    t.tap(1, 2, 'play');
    expect(cardsWords(t.state, nextStepOf(t.state), 0)).toBe('Cards…');
    t.do({ type: 'endPlay' });
    expect(cardsWords(t.state, nextStepOf(t.state), 0)).toBe("Bob's cards…");
    expect(cardsWords(t.state, nextStepOf(t.state), 2)).toBe("Bob's cards (2 of 4)…");
    t.tap(1, 4, 'hand');
    t.tap(0, 4, 'hand');
    expect(cardsWords(t.state, nextStepOf(t.state), 0)).toBe("Ann's crib…");
  });
});

describe('the bar’s muggins check (checkWords)', () => {
  test('none, the one count open, several', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { muggins: true } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('5H') });
    t.do({ type: 'endPlay' });
    expect(checkWords(t.state, mugChances(t.state))).toBeNull();
    t.do({ type: 'countHand', seat: 1, cards: cs('5C 5D JH 2S'), claimed: 8 });
    expect(checkWords(t.state, mugChances(t.state))).toBe("Check Bob's hand");
    t.do({ type: 'countHand', seat: 0, cards: cs('5S 10C 3D 4H'), claimed: 2 });
    expect(checkWords(t.state, mugChances(t.state))).toBe('Check a count…');
  });
});

describe('what a command would do (effectWords)', () => {
  test('points each way, no points', () => {
    const t = traditional();
    const s = t.state;
    const scored = (side: number, points: number) => ({ type: 'Scored', side, points }) as unknown as GameEvent;
    expect(effectWords(s, [scored(0, 2)])).toBe('Ann +2');
    expect(effectWords(s, [scored(1, -3), scored(0, 3)])).toBe('Bob −3, Ann +3');
    expect(effectWords(s, [scored(0, 0)])).toBe('no points');
    expect(effectWords(s, [scored(0, 2), { type: 'RoundStarted' } as unknown as GameEvent])).toBe('Ann +2, new deal');
    expect(effectWords(s, [{ type: 'GameEnded', winner: 0 } as unknown as GameEvent])).toBe('Ann wins the game');
    expect(effectWords(s, [{ type: 'GameEnded', winner: null } as unknown as GameEvent])).toBe('the game is void');
  });
});

describe('a pad’s words (padWords)', () => {
  test('pegging, a count, waiting, typing, the box, the end', () => {
    const t = traditional();
    t.do({ type: 'turnStarter', card: null });
    const ann = padWords('Ann', tapIntent(t.state, 0), '', '', false);
    expect(ann.status).toBe('Pegging');
    expect(ann.keys).toBe('Ann: add points for Pegging');
    expect(ann.plus(3)).toBe('Ann plus 3');
    expect(ann.more).toBe('Ann: 13 or more, or a correction');
    t.do({ type: 'endPlay' });
    const bob = padWords('Bob', tapIntent(t.state, 1), '', '', false);
    expect(bob.status).toBe("Bob's hand");
    expect(bob.zero).toBe("Bob's hand: nothing (nineteen)");
    const waiting = tapIntent(t.state, 0);
    expect(waiting.ready).toBe(false);
    const annWaits = padWords('Ann', waiting, '', '', false);
    expect(annWaits.status).toBe('Waits');
    expect(annWaits.zero).toBe('Ann: nothing (nineteen)');
    expect(annWaits.keys).toBe(`Ann: waits (${waiting.ready ? '' : waiting.why})`);
    expect(padWords('Bob', tapIntent(t.state, 1), '', '1', false).status).toBe('1… (Enter, or the next digit)');
    expect(padWords('Bob', tapIntent(t.state, 1), 'Penalty box: folded this hand', '', false).status).toBe('Penalty box: folded this hand');
    expect(padWords('Bob', tapIntent(t.state, 1), '', '', true).status).toBe('');
  });
});

describe('a penalty box, said once (boxWords; 003 BLUE PENALTY BOX)', () => {
  test('a pad sitting out', () => {
    expect(boxWords({ sitOut: 1 })).toBe('In the penalty box: 1 hand to sit out');
    expect(boxWords({ sitOut: 3 })).toBe('In the penalty box: 3 hands to sit out');
  });
  test('two sides: back 20 and the other ahead 20; the history says it with the same words', () => {
    const t = new Table({ ruleset: 'crib-wars', players: names(2) });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.tap(0, 173, 'correction');
    t.do({ type: 'endPlay' });
    t.tap(1, 4, 'hand');
    const before = t.state;
    const entered = t.tap(0, 2, 'hand').find((e) => e.type === 'PenaltyBoxEntered')!;
    expect(entered.type).toBe('PenaltyBoxEntered');
    if (entered.type !== 'PenaltyBoxEntered') return;
    expect(boxWords({ before, event: entered })).toBe('Ann lands in a penalty box: folds and goes back 20, and Bob goes ahead 20');
    expect(historyOf(t.events).map((h) => h.text)).toContain('Ann lands in a penalty box: folds and goes back 20, and Bob goes ahead 20');
  });
  test('three sides: sits out three hands; a forgotten peg', () => {
    const t = new Table({ ruleset: 'crib-wars', players: names(3) });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    const before = t.state;
    const entered = t.tap(1, 175, 'correction').find((e) => e.type === 'PenaltyBoxEntered')!;
    if (entered.type !== 'PenaltyBoxEntered') throw new Error('no box');
    expect(boxWords({ before, event: entered })).toBe('Bob lands in a penalty box: folds and sits out three hands');
    const forgot = t.do({ type: 'forgotPeg', side: 1 }).find((e) => e.type === 'PegMoveForgotten')!;
    if (forgot.type !== 'PegMoveForgotten') throw new Error('no forgotten peg');
    expect(boxWords({ before: t.state, event: forgot })).toBe('Bob forgot to move the peg: one more hand in the box');
    expect(historyOf(t.events).map((h) => h.text)).toContain('Bob forgot to move the peg: one more hand in the box');
  });
});
