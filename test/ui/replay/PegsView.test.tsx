// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS } from '../../../src/board';
import { holeWords } from '../../../src/ui/replay/holeWords';
import { LAST_MOVES, PegsView, lastPegMoves } from '../../../src/ui/replay/PegsView';
import { buildReplay } from '../../../src/ui/replay/replayModel';
import { corpusGame } from '../../game/corpus';

afterEach(cleanup);

const STANDARD = BUILT_IN_BOARDS['standard-121-2'];
const CRIB_WARS = BUILT_IN_BOARDS['crib-wars'];

describe('holeWords: a hole as a person finds it on the board (streets of 30, groups of five)', () => {
  it.each([
    [0, 'the start', 'off the board, before hole 1'],
    [1, '1', 'street 1 of 4: the 1st hole of 1–5'],
    [87, '87', 'street 3 of 4: the 2nd hole of 86–90'],
    [90, '90', 'street 3 of 4: the 5th hole of 86–90'],
    [113, '113', 'street 4 of 4: the 3rd hole of 111–115'],
    [120, '120', 'street 4 of 4: the 5th hole of 116–120'],
    [121, 'the finish', 'the game hole'],
  ])('121 board, hole %i', (index, name, hint) => {
    expect(holeWords(STANDARD, { path: 'main', index })).toEqual({ name, hint });
  });

  it('side paths of the Crib Wars board: the path and where it runs', () => {
    expect(holeWords(CRIB_WARS, { path: 'trap-1', index: 3 })).toEqual({
      name: 'hole 3 of the blue path of time trap 1',
      hint: 'the path of 10 holes from 168 back to 153',
    });
    expect(holeWords(CRIB_WARS, { path: 'green-1', index: 1 })).toEqual({
      name: 'hole 1 of the green shortcut of green advance 1',
      hint: 'the path of 5 holes from 185 on to 201',
    });
    expect(holeWords(CRIB_WARS, { path: 'main', index: 144 })).toEqual({ name: '144', hint: 'street 5 of 13: the 4th hole of 141–145' });
  });
});

describe('PegsView: put the pegs back (003 rule 14)', () => {
  it("each side's front and back hole, large, on side paths too, with the last peg moves", () => {
    // The Crib Wars zone game cut after move 11: Ann on the green shortcut, Bob on the blue path, Cy in a box.
    const { events } = corpusGame('crib-wars, 3 players, every kind of zone');
    const full = buildReplay(events)!;
    const cut = full.groups[10]!.events.at(-1)!;
    const r = buildReplay(events.slice(0, events.indexOf(cut) + 1))!;
    expect(r.length).toBe(11);
    render(<PegsView replay={r} colors={['red', 'blue', 'green']} />);
    const sides = screen.getAllByRole('listitem').filter((li) => li.classList.contains('pegs__side'));
    const text = (i: number) => [...sides[i]!.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(within(sides[0]!).getByRole('heading').textContent).toBe('Ann (red)');
    expect(text(0)).toEqual([
      'hole 3 of the green shortcut of green advance 1the path of 5 holes from 185 on to 201',
      'hole 1 of the green shortcut of green advance 1the path of 5 holes from 185 on to 201',
    ]);
    expect(text(1)).toEqual([
      'hole 5 of the blue path of time trap 1the path of 10 holes from 168 back to 153',
      'hole 1 of the blue path of time trap 1the path of 10 holes from 168 back to 153',
    ]);
    expect(text(2)).toEqual(['175street 6 of 13: the 5th hole of 171–175', 'the startoff the board, before hole 1']);
    expect(sides[2]!.querySelector('.pegs__hole')!.className).toBe('pegs__hole');
    expect(sides[0]!.querySelector('.pegs__hole')!.className).toBe('pegs__hole pegs__hole--words');
    // The last peg moves, newest first: moves 11, 10, 8, 7, 6 (move 9 ended the play: no peg moved).
    const moves = [...screen.getByRole('region', { name: 'The last peg moves' }).querySelectorAll('li')].map((li) => li.textContent);
    expect(moves).toHaveLength(LAST_MOVES);
    expect(moves[0]).toBe("Move 11: Ann's hand: 2. Ann pegs 2 to hole 3 of the green shortcut of green advance 1 (hand)");
    expect(moves.map((m) => /^Move (\d+)/.exec(m!)![1])).toEqual(['11', '10', '8', '7', '6']);
  });

  it('before any peg moves, says every peg is at the start', () => {
    const { events } = corpusGame('traditional by taps');
    const r = buildReplay(events.slice(0, 1))!;
    expect(lastPegMoves(r, 5)).toEqual([]);
    render(<PegsView replay={r} colors={[]} />);
    expect(screen.getByText('No peg has moved yet: every peg is at the start.')).toBeTruthy();
  });
});
