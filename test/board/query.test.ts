import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_BOARDS,
  boardById,
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

  it('a main hole reads as its number; a side hole counts towards its rejoin hole', () => {
    expect(holeNumber(board, main(37))).toBe(37);
    expect([1, 2, 3, 4].map((index) => holeNumber(board, { path: 'trap-1', index }))).toEqual([39, 38, 37, 36]);
    expect([1, 2, 3].map((index) => holeNumber(board, { path: 'green-1', index }))).toEqual([64, 68, 71]);
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
