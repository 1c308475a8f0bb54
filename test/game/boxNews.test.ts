/**
 * A penalty box explained at the table (issue 37.3; 003 BLUE PENALTY BOX: "the player or team must fold their hand and
 * crib ... move back 20 holes and every opponent moves ahead 20"; 3 players: "sit out three hands"): the box leads
 * the table's words, and a boxed side's pad says why it waits and for how many hands. The default Crib Wars board has
 * penalty box 1 at holes 175-177.
 */
import { describe, expect, test } from 'vitest';
import { boxNews, boxPadWords, lastChange, nextCount } from '../../src/game';
import { Table } from './helpers';

function war(players: string[]): Table {
  const t = new Table({ ruleset: 'crib-wars', players });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnStarter', card: null });
  return t;
}

/** Ends the play, counts every count due as 0 and deals again. */
function nextDeal(t: Table): void {
  t.do({ type: 'endPlay' });
  for (let turn = nextCount(t.state); turn; turn = nextCount(t.state)) t.tap(t.state.seats[turn.seat]!.side, 0, turn.crib ? 'crib' : 'hand', turn.seat);
  t.do({ type: 'deal' });
}

const newsOf = (t: Table) => boxNews(lastChange(t.timeline, t.events.at(-1)));

describe('the box leads the words', () => {
  test('2 players: Bob pegs into box 1 from 155; he goes back 20 to 156, Ann (156) ahead 20 past the box to 178', () => {
    const t = war(['Ann', 'Bob']);
    t.tap(0, 156, 'correction');
    t.tap(1, 155, 'correction');
    t.tap(1, 21, 'play'); // 176: penalty box 1
    expect(t.scores()).toEqual([178, 156]);
    expect(newsOf(t)).toEqual({ side: 1, text: 'Penalty box 1: Bob folds, back 20 to 156; Ann ahead 20 to 178' });
    expect(boxPadWords(t.state, 1)).toBe('Boxed: this hand');
    expect(boxPadWords(t.state, 0)).toBe('');
    // The next deal frees him: 2 players sit nothing out.
    nextDeal(t);
    expect(boxPadWords(t.state, 1)).toBe('');
  });

  test('an undo of the box, and a move that met none, are not box news', () => {
    const t = war(['Ann', 'Bob']);
    t.tap(1, 175, 'correction');
    t.do({ type: 'undo' });
    expect(newsOf(t)).toBeNull();
    t.tap(0, 3, 'play');
    expect(newsOf(t)).toBeNull();
  });

  test('3 players: Cy lands in box 1 and sits out the next three hands; his pad counts them down', () => {
    const t = war(['Ann', 'Bob', 'Cy']);
    t.tap(2, 175, 'correction');
    expect(newsOf(t)).toEqual({ side: 2, text: 'Penalty box 1: Cy folds and sits out the next three hands' });
    expect(boxPadWords(t.state, 2)).toBe('Boxed: 4 hands left');
    nextDeal(t);
    expect(boxPadWords(t.state, 2)).toBe('Boxed: 3 hands left');
  });

  test('3 players, a second arrival while Cy is inside: Ann back 20, Bob ahead 20, Cy (in a box) ahead 1', () => {
    const t = war(['Ann', 'Bob', 'Cy']);
    t.tap(2, 175, 'correction');
    t.tap(0, 175, 'correction');
    expect(t.scores()).toEqual([155, 20, 176]);
    expect(newsOf(t)).toEqual({ side: 0, text: 'Penalty box 1: Ann folds, back 20 to 155; Bob ahead 20 to 20, Cy (in a box) ahead 1 to 176' });
  });
});
