import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_BOARDS,
  backWords,
  boardById,
  movePeg,
  readSpot,
  hasFinished,
  holeNumber,
  isInMuggersAlley,
  isOnBoard,
  skunkLines,
  spotName,
  startPegs,
  zoneAt,
} from '../../src/board';
import { main, pegsAfter, zonesBoard } from './fixtures';

const cribWars = BUILT_IN_BOARDS['crib-wars'];

describe('built-in boards (RULES "Pegs and the board", "Crib Wars board")', () => {
  it('boardById finds each built-in and nothing else', () => {
    expect(boardById('standard-121-3')?.tracks).toBe(3);
    expect(boardById('standard-61')?.finish).toBe(61);
    expect(boardById('toString')).toBeUndefined();
    expect(boardById('mine')).toBeUndefined();
  });

  it('the 121 board: skunk 90, double skunk 60, stink hole 120', () => {
    const board = BUILT_IN_BOARDS['standard-121-2'];
    expect(board.finish).toBe(121);
    expect(board.tracks).toBe(2);
    expect(skunkLines(board)).toEqual({ skunk: 90, doubleSkunk: 60 });
    expect(board.lines.stink).toBe(120);
  });

  it('Crib Wars: 3 red skips, 4 time traps, 3 penalty boxes, 2 green advances (003)', () => {
    const count = (kind: string): number => cribWars.zones.filter((z) => z.kind === kind).length;
    expect([count('red-skip'), count('time-trap'), count('penalty-box'), count('green-advance')]).toEqual([3, 4, 3, 2]);
    expect(cribWars.finish).toBe(363);
    expect(cribWars.lines.muggersAlley).toBe(121);
  });

  it('Crib Wars: red boxes are 3 holes and the second box is 20 holes on (003 RED SKIP)', () => {
    for (const zone of cribWars.zones) {
      if (zone.kind !== 'red-skip') continue;
      expect(zone.end - zone.start).toBe(2);
      expect(zone.slideTo - zone.start).toBe(20);
    }
  });

  it('Crib Wars: no zone in Muggers Alley, traps rejoin behind, greens ahead', () => {
    for (const zone of cribWars.zones) {
      expect(zone.start).toBeGreaterThan(121);
      if (zone.kind === 'time-trap') expect(zone.path.rejoin).toBeLessThan(zone.start);
      if (zone.kind === 'green-advance') expect(zone.path.rejoin).toBeGreaterThan(zone.end);
    }
  });
});

describe('holes and spots', () => {
  const board = zonesBoard();

  it('a main hole reads as its number; a side hole as the main hole with as many holes still to go (issue 25.2)', () => {
    expect(holeNumber(board, main(37))).toBe(37);
    // trap-1's blue path of 4 rejoins at 35: its hole 1 is 4 steps from 35 (31), its hole 4 one step (34).
    expect([1, 2, 3, 4].map((index) => holeNumber(board, { path: 'trap-1', index }))).toEqual([31, 32, 33, 34]);
    // green-1's shortcut of 3 rejoins at 75.
    expect([1, 2, 3].map((index) => holeNumber(board, { path: 'green-1', index }))).toEqual([72, 73, 74]);
  });

  it("reads a peg as players do: the issue's Crib Wars table (issue 25.2)", () => {
    // Ann at 156 pegs 12: lands in time trap 1 (168) and goes down its blue path of 10, rejoining at 153.
    const trap = movePeg(cribWars, pegsAfter(cribWars, [156]), 12).pegs;
    expect(readSpot(cribWars, trap.front)).toEqual({ hole: 143, place: 'Trap 1 · 1 of 10', rejoin: 'back on the track at 153' });
    expect(backWords(cribWars, trap)).toBe('back 156');
    // +8 more: hole 9 of the blue path, 2 steps from 153.
    const nine = movePeg(cribWars, trap, 8).pegs;
    expect(readSpot(cribWars, nine.front)).toEqual({ hole: 151, place: 'Trap 1 · 9 of 10', rejoin: 'back on the track at 153' });
    expect(backWords(cribWars, nine)).toBe('back 1 of 10'); // both pegs on the blue path
    // +5: the last hole of the path, back on the track at 153, on to 156; the back peg stays on the path.
    const out = movePeg(cribWars, nine, 5).pegs;
    expect(readSpot(cribWars, out.front)).toEqual({ hole: 156, place: '156', rejoin: '' });
    // The back peg stays where it stood, hole 9 of the blue path's 10 (issue 37.10: 'back: Trap 1' lost the 9 of 10).
    expect(backWords(cribWars, out)).toBe('back: Trap 1 · 9 of 10');
    // The green shortcut of green advance 1 (185, 5 holes, rejoining at 201).
    const green = movePeg(cribWars, pegsAfter(cribWars, [173]), 12).pegs;
    expect(readSpot(cribWars, green.front)).toEqual({ hole: 196, place: 'Go 1 · 1 of 5', rejoin: 'back on the track at 201' });
    expect(readSpot(cribWars, main(156))).toEqual({ hole: 156, place: '156', rejoin: '' });
  });

  it("both pegs in one hole read 'both pegs', never 'back 2' beside a front peg at 2 (issue 25.9; 003 rule 12)", () => {
    const standard = BUILT_IN_BOARDS['standard-121-2'];
    const moved = movePeg(standard, pegsAfter(standard, [2, 3]), -3).pegs; // front 5 back 2, then back 3: onto 2
    expect([moved.front.index, moved.back.index]).toEqual([2, 2]);
    expect(backWords(standard, moved)).toBe('both pegs');
    expect(backWords(standard, startPegs())).toBe('both pegs');
    expect(backWords(standard, pegsAfter(standard, [2, 3]))).toBe('back 2');
  });

  it('isOnBoard knows main and side holes', () => {
    expect(isOnBoard(board, main(100))).toBe(true);
    expect(isOnBoard(board, main(101))).toBe(false);
    expect(isOnBoard(board, { path: 'trap-1', index: 4 })).toBe(true);
    expect(isOnBoard(board, { path: 'trap-1', index: 5 })).toBe(false);
    expect(isOnBoard(board, { path: 'box-1', index: 1 })).toBe(false);
  });

  it('zoneAt finds the zone whose area holds a hole', () => {
    expect(zoneAt(board, 41)?.id).toBe('trap-1');
    expect(zoneAt(board, 30)).toBeUndefined();
  });

  it('spotName says holes the way a table does', () => {
    expect(spotName(board, main(0))).toBe('the start');
    expect(spotName(board, main(100))).toBe('the finish');
    expect(spotName(board, { path: 'green-1', index: 2 })).toBe('hole 2 of the green shortcut of green advance 1');
  });

  it('Muggers Alley is the first 121 holes of the Crib Wars board (001)', () => {
    expect(isInMuggersAlley(cribWars, main(0))).toBe(true);
    expect(isInMuggersAlley(cribWars, main(121))).toBe(true);
    expect(isInMuggersAlley(cribWars, main(122))).toBe(false);
    expect(isInMuggersAlley(BUILT_IN_BOARDS['standard-121-2'], main(5))).toBe(false);
  });

  it('hasFinished only on the finish', () => {
    expect(hasFinished(board, startPegs())).toBe(false);
    expect(hasFinished(board, pegsAfter(board, [99]))).toBe(false);
    expect(hasFinished(board, pegsAfter(board, [99, 3]))).toBe(true);
  });
});
