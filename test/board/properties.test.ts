import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS, isSameSpot, movePeg, moveWords, parsePegs, startPegs } from '../../src/board';
import type { Board, Pegs } from '../../src/board';
import { zonesBoard } from './fixtures';

const boards: readonly Board[] = [zonesBoard(), BUILT_IN_BOARDS['crib-wars'], BUILT_IN_BOARDS['standard-121-2'], BUILT_IN_BOARDS['standard-61']];

/** One score: points -30..40 (cribbage scores, corrections and 20-hole penalties), sometimes the 20-hole award. */
const arbMove = fc.oneof(
  { weight: 5, arbitrary: fc.record({ points: fc.integer({ min: 0, max: 29 }), award: fc.constant(false) }) },
  { weight: 1, arbitrary: fc.record({ points: fc.integer({ min: -30, max: -1 }), award: fc.constant(false) }) },
  { weight: 1, arbitrary: fc.constant({ points: 20, award: true }) },
);
const arbGame = fc.record({
  board: fc.constantFrom(...boards),
  moves: fc.array(arbMove, { maxLength: 60 }),
});

function play(board: Board, moves: readonly { points: number; award: boolean }[]): Pegs[] {
  const all: Pegs[] = [startPegs()];
  for (const move of moves) all.push(movePeg(board, all[all.length - 1]!, move.points, { award: move.award }).pegs);
  return all;
}

describe('peg properties (fast-check)', () => {
  it('the front peg is never behind the back peg, and stored pegs always check out', () => {
    fc.assert(
      fc.property(arbGame, ({ board, moves }) => {
        for (const pegs of play(board, moves)) {
          expect(pegs.travelled).toBeGreaterThanOrEqual(pegs.backTravelled);
          expect(parsePegs(board, JSON.parse(JSON.stringify(pegs)))).toEqual({ ok: true, value: pegs });
        }
      }),
    );
  });

  it('a move of 0 changes nothing', () => {
    fc.assert(
      fc.property(arbGame, ({ board, moves }) => {
        const pegs = play(board, moves).at(-1)!;
        const move = movePeg(board, pegs, 0);
        expect(move.pegs).toEqual(pegs);
        expect(move.effects).toEqual([]);
      }),
    );
  });

  it('replaying the same moves always gives the same pegs', () => {
    fc.assert(
      fc.property(arbGame, ({ board, moves }) => {
        expect(play(board, moves)).toEqual(play(board, moves));
      }),
    );
  });

  it('going back the points just pegged returns the front peg to where it was (no award, no finish)', () => {
    fc.assert(
      fc.property(arbGame, fc.integer({ min: 1, max: 29 }), ({ board, moves }, points) => {
        const pegs = play(board, moves).at(-1)!;
        const forward = movePeg(board, pegs, points);
        fc.pre(!forward.effects.some((e) => e.kind === 'finish'));
        const back = movePeg(board, forward.pegs, -points);
        expect(isSameSpot(back.pegs.front, pegs.front)).toBe(true);
        expect(back.pegs.travelled).toBe(pegs.travelled);
      }),
    );
  });

  it('every move has words: a verb a name can go before, after the zone that acted, if any (issue 25.3)', () => {
    fc.assert(
      fc.property(arbGame, arbMove, ({ board, moves }, move) => {
        const pegs = play(board, moves).at(-1)!;
        const moved = movePeg(board, pegs, move.points, { award: move.award });
        const { lead, words } = moveWords(board, moved);
        expect(words).toMatch(/^(pegs|takes|goes back) /);
        expect(moved.words).toBe(lead ? `${lead}: ${words}` : words);
      }),
    );
  });
});

describe('parsePegs refuses pegs that do not fit the board', () => {
  const board = zonesBoard();
  it('a spot off the board, a broken route, a back peg ahead', () => {
    const pegs = play(board, [
      { points: 41, award: false },
      { points: 2, award: false },
    ]).at(-1)!;
    expect(pegs.front).toEqual({ path: 'trap-1', index: 3 });
    expect(parsePegs(BUILT_IN_BOARDS['standard-61'], pegs).ok).toBe(false);
    expect(parsePegs(board, { ...pegs, route: pegs.route.slice(0, 1) }).ok).toBe(false);
    expect(parsePegs(board, { ...pegs, backTravelled: pegs.travelled + 1 }).ok).toBe(false);
    const bad = parsePegs(board, 'pegs');
    expect(bad).toEqual({ ok: false, error: { code: 'bad-pegs', message: "These pegs do not fit board 'Test zones': not an object." } });
  });
});
