import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS, hasFinished, holeNumber, movePeg, parseBoard, parsePegs, recountPeg, startPegs } from '../../src/board';
import { main, pegsAfter, zonesBoard } from './fixtures';

const board = zonesBoard();
const standard = BUILT_IN_BOARDS['standard-121-2'];
const cribWars = BUILT_IN_BOARDS['crib-wars'];

describe('leapfrog (RULES "Pegs and the board"; 002 Scoring)', () => {
  it('the first score moves a peg off the start; the other stays at the start', () => {
    const move = movePeg(standard, startPegs(), 5);
    expect(move.pegs.front).toEqual(main(5));
    expect(move.pegs.back).toEqual(main(0));
    expect(move.words).toBe('pegs 5 to 5');
  });

  it('each score moves the back peg past the front one by that many holes', () => {
    const move = movePeg(standard, pegsAfter(standard, [5]), 3);
    expect(move.pegs.front).toEqual(main(8));
    expect(move.pegs.back).toEqual(main(5));
    expect(move.pegs.travelled).toBe(8);
    expect(move.pegs.backTravelled).toBe(5);
  });

  it('a move of 0 changes nothing', () => {
    const pegs = pegsAfter(standard, [5, 3]);
    const move = movePeg(standard, pegs, 0);
    expect(move.pegs).toEqual(pegs);
    expect(move.effects).toEqual([]);
    expect(move.words).toBe('pegs 0 and stays on 8');
  });

  it('refuses a fractional score as a bug', () => {
    expect(() => movePeg(standard, startPegs(), 1.5)).toThrow(RangeError);
  });
});

describe('003 RED SKIP', () => {
  it('landing on the first box slides to the same hole of the second box, 20 on', () => {
    const move = movePeg(board, pegsAfter(board, [5]), 6);
    expect(move.landed).toEqual(main(31));
    expect(move.effects).toEqual([{ kind: 'red-skip', zone: 'red-1', from: main(11), to: main(31) }]);
    expect(move.words).toBe('Red skip 1: pegs 6 to 11 and slides 20 holes to 31');
    expect(move.pegs.back).toEqual(main(5));
  });

  it('every hole of the first box slides', () => {
    for (const [hole, to] of [
      [10, 30],
      [11, 31],
      [12, 32],
    ] as const) {
      expect(movePeg(board, startPegs(), hole).landed).toEqual(main(to));
    }
  });

  it('passing over the first box without ending there does nothing', () => {
    const move = movePeg(board, pegsAfter(board, [8]), 6);
    expect(move.landed).toEqual(main(14));
    expect(move.effects).toEqual([]);
  });

  it('landing in the second box does nothing more', () => {
    const move = movePeg(board, pegsAfter(board, [25]), 6);
    expect(move.landed).toEqual(main(31));
    expect(move.effects).toEqual([]);
  });

  it('Crib Wars board: "Red skip 2: pegs 4 to 215 and slides 20 holes to 235" (the zone first: issue 25.3)', () => {
    const move = movePeg(cribWars, pegsAfter(cribWars, [120, 91]), 4);
    expect(move.words).toBe('Red skip 2: pegs 4 to 215 and slides 20 holes to 235');
  });
});

describe('003 BLUE TIME TRAPS', () => {
  it('landing in the trap puts the peg on its blue path', () => {
    const move = movePeg(board, pegsAfter(board, [38]), 3);
    expect(move.landed).toEqual({ path: 'trap-1', index: 1 });
    expect(move.effects).toEqual([{ kind: 'time-trap', zone: 'trap-1', from: main(41), to: { path: 'trap-1', index: 1 } }]);
    expect(move.words).toBe('Time trap 1: pegs 3 to 41 and goes down its blue path to 35');
  });

  it('a hand count landing in the trap sends the crib count down the blue path', () => {
    const hand = movePeg(board, pegsAfter(board, [38]), 3);
    const crib = movePeg(board, hand.pegs, 2);
    expect(crib.landed).toEqual({ path: 'trap-1', index: 3 });
    expect(crib.pegs.back).toEqual({ path: 'trap-1', index: 1 });
    expect(crib.words).toBe('pegs 2 to hole 3 of the blue path of time trap 1');
    expect(holeNumber(board, crib.landed)).toBe(33); // 2 steps from its rejoin hole, 35 (issue 25.2)
  });

  it('the blue path rejoins the main path behind the trap, so the trap costs holes', () => {
    const trapped = pegsAfter(board, [38, 3]);
    const move = movePeg(board, trapped, 6);
    expect(move.landed).toEqual(main(37));
    expect(move.effects).toEqual([{ kind: 'rejoin', zone: 'trap-1', at: main(35) }]);
    expect(move.words).toBe('pegs 6 to 37 (off the blue path of time trap 1 at 35)');
    // On and on: the same hole of the trap can be landed in again.
    expect(movePeg(board, move.pegs, 4).landed).toEqual({ path: 'trap-1', index: 1 });
  });

  it('passing over the trap without ending in it does nothing', () => {
    const move = movePeg(board, pegsAfter(board, [38]), 7);
    expect(move.landed).toEqual(main(45));
    expect(move.effects).toEqual([]);
  });
});

describe('003 BLUE PENALTY BOX', () => {
  it('landing in the box is reported and the peg stays there (the game applies the penalty)', () => {
    const move = movePeg(board, pegsAfter(board, [48]), 3);
    expect(move.landed).toEqual(main(51));
    expect(move.effects).toEqual([{ kind: 'penalty-box', zone: 'box-1', at: main(51) }]);
    expect(move.words).toBe('Penalty box 1: pegs 3 to 51');
  });

  it('the offender goes back 20 holes', () => {
    const move = movePeg(board, pegsAfter(board, [48, 3]), -20);
    expect(move.landed).toEqual(main(31));
    expect(move.effects).toEqual([]);
    expect(move.words).toBe('goes back 20 to 31');
  });

  it('a 20-hole award that would end in a penalty box goes to the first hole past it', () => {
    const move = movePeg(board, pegsAfter(board, [31]), 20, { award: true });
    expect(move.landed).toEqual(main(53));
    expect(move.effects).toEqual([{ kind: 'award-passes', zone: 'box-1', from: main(51), to: main(53) }]);
    expect(move.words).toBe('takes the 20-hole award to 51, which would end in penalty box 1, so goes on to 53, the first hole past it');
  });

  it('a 20-hole award that would end in a time trap goes to the first hole past it', () => {
    const move = movePeg(board, pegsAfter(board, [20]), 20, { award: true });
    expect(move.landed).toEqual(main(43));
    expect(move.effects).toEqual([{ kind: 'award-passes', zone: 'trap-1', from: main(40), to: main(43) }]);
  });

  it('an award ending in another zone obeys it (a red skip still slides)', () => {
    const move = movePeg(board, pegsAfter(board, [1]), 10, { award: true });
    expect(move.landed).toEqual(main(31));
    expect(move.effects).toEqual([{ kind: 'red-skip', zone: 'red-1', from: main(11), to: main(31) }]);
  });

  it('an award passing a box straight into a trap goes past both', () => {
    const spec = {
      format: 'muggins-board',
      version: 1,
      id: 'chain',
      name: 'Chain',
      finish: 61,
      zones: [
        { kind: 'penalty-box', id: 'box-1', start: 20, end: 22 },
        { kind: 'time-trap', id: 'trap-1', start: 23, end: 24, path: { holes: 3, rejoin: 10 } },
      ],
    };
    const chain = parseBoard(spec);
    if (!chain.ok) throw new Error(chain.error.message);
    const move = movePeg(chain.value, pegsAfter(chain.value, [1]), 20, { award: true });
    expect(move.landed).toEqual(main(25));
    expect(move.effects).toEqual([
      { kind: 'award-passes', zone: 'box-1', from: main(21), to: main(23) },
      { kind: 'award-passes', zone: 'trap-1', from: main(23), to: main(25) },
    ]);
  });

  it('without the award the same move ends in the box', () => {
    expect(movePeg(board, pegsAfter(board, [31]), 20).effects).toEqual([{ kind: 'penalty-box', zone: 'box-1', at: main(51) }]);
  });
});

describe('003 BLUE PENALTY BOX: "goes back 20 holes", counted along the track (issue 24 item 2)', () => {
  it('back 20 from a box reached by a red skip ends 20 holes before the box, not behind the skip', () => {
    // 003 RED SKIP slides 11 -> 31; 31 + 19 = 50, penalty box 1. Back 20 along the track: 30 (the route would give 10).
    const boxed = pegsAfter(board, [11, 19]);
    expect(boxed.front).toEqual(main(50));
    const back = movePeg(board, boxed, -20, { alongTrack: true });
    expect(back.landed).toEqual(main(30));
    expect(back.effects).toEqual([]);
    expect(back.words).toBe('goes back 20 to 30');
    // The front went behind the back peg (31): both pegs stand in its hole, and the pegs are still valid pegs.
    expect(back.pegs.back).toEqual(main(30));
    expect(parsePegs(board, back.pegs).ok).toBe(true);
    expect(movePeg(board, boxed, -20).landed).toEqual(main(10));
  });

  it('back 20 after a loop down a blue path counts the track, not the path', () => {
    // 38 + 3 = 41: time trap 1, its blue path (4 holes) rejoins at 35; 4 more to 35, then 16 to 51 (box 1). Back 20: 31.
    const boxed = pegsAfter(board, [38, 3, 4, 16]);
    expect(boxed.front).toEqual(main(51));
    expect(movePeg(board, boxed, -20, { alongTrack: true }).landed).toEqual(main(31));
  });

  it('back along the track stops at the start', () => {
    const move = movePeg(board, pegsAfter(board, [5]), -20, { alongTrack: true });
    expect(move.landed).toEqual(main(0));
    expect(move.effects).toEqual([{ kind: 'start', at: main(0), spare: 15 }]);
  });

  it('the Crib Wars board: red skip 1 (124 -> 144), then 31 to 175, penalty box 1: back 20 is 155', () => {
    const boxed = pegsAfter(cribWars, [124, 31]);
    expect(boxed.front).toEqual(main(175));
    expect(movePeg(cribWars, boxed, -20, { alongTrack: true }).landed).toEqual(main(155));
  });
});

describe('003 rule 12 and MUGGINS: a correction puts the peg where the right count would have (issue 24 item 1)', () => {
  it('a claim of 6 from 120 slid to 146; the right 4 reach 124 and slide to 144 (Crib Wars, red skip 1)', () => {
    const before = pegsAfter(cribWars, [120]);
    const now = movePeg(cribWars, before, 6).pegs;
    expect(now.front).toEqual(main(146));
    const move = recountPeg(cribWars, now, before, 4, [], -2);
    expect(move.landed).toEqual(main(144));
    expect(move.pegs.back).toEqual(main(120));
    expect(move.points).toBe(-2);
    expect(move.words).toBe('Red skip 1: goes back 2 to 144, where the right count puts it (from 120 it pegs 4 to 124 and slides 20 holes to 144)');
    // Moving back the excess along the route would leave it on 124, in the first box.
    expect(movePeg(cribWars, now, -2).landed).toEqual(main(124));
  });

  it('an over-claim from 162 escaped time trap 1; the right 6 land in it and go down its blue path', () => {
    const before = pegsAfter(cribWars, [162]);
    const now = movePeg(cribWars, before, 9).pegs;
    expect(now.front).toEqual(main(171));
    const move = recountPeg(cribWars, now, before, 6, [], -3);
    expect(move.landed).toEqual({ path: 'trap-1', index: 1 });
    expect(move.words).toBe(
      'Time trap 1: goes back 3 to hole 1 of the blue path of time trap 1, where the right count puts it (from 162 it pegs 6 to 168 and goes down its blue path to 153)',
    );
  });

  it('the moves after the corrected one are pegged again from the right place', () => {
    // A hand claimed 10 from 100 (true 8), then a crib of 14: 124 slides to 144. Corrected: 108, then 122.
    const before = pegsAfter(cribWars, [100]);
    const now = pegsAfter(cribWars, [10, 14], before);
    expect(now.front).toEqual(main(144));
    const move = recountPeg(cribWars, now, before, 8, [{ points: 14, award: false }], -2);
    expect(move.landed).toEqual(main(122));
    expect(move.pegs.back).toEqual(main(108));
    expect(move.words).toBe('goes back 2 to 122, where the right count puts it (from 100 it pegs 8 to 108, then the move after it again)');
  });

  it('a right count that lands in a penalty box reports it for the game to apply', () => {
    const before = pegsAfter(cribWars, [171]);
    const now = movePeg(cribWars, before, 8).pegs;
    const move = recountPeg(cribWars, now, before, 4, [], -4);
    expect(move.landed).toEqual(main(175));
    expect(move.effects.filter((e) => e.kind === 'penalty-box')).toEqual([{ kind: 'penalty-box', zone: 'box-1', at: main(175) }]);
  });

  it('on a board without zones it is the same as moving back the excess, the back peg included', () => {
    const before = pegsAfter(standard, [40, 20]);
    const now = movePeg(standard, before, 12).pegs;
    const move = recountPeg(standard, now, before, 8, [], -4);
    expect(move.pegs).toEqual(movePeg(standard, now, -4).pegs);
    expect(move.words).toBe('goes back 4 to 68, where the right count puts it (from 60 it pegs 8 to 68)');
  });

  it('a claim of 2 whose right count is 0 puts both pegs back where they stood before it', () => {
    const before = pegsAfter(standard, [40, 20]);
    const now = movePeg(standard, before, 2).pegs;
    const move = recountPeg(standard, now, before, 0, [], -2);
    expect(move.pegs).toEqual(before);
    expect(move.words).toBe('goes back 2 to 60, where the right count puts it (a right count of 0 leaves it on 60)');
  });
});

describe('003 GREEN ADVANCES', () => {
  it('landing in the green area sends the peg along the shortcut, which rejoins ahead', () => {
    const move = movePeg(board, pegsAfter(board, [55]), 6);
    expect(move.landed).toEqual({ path: 'green-1', index: 1 });
    expect(move.words).toBe('Green advance 1: pegs 6 to 61 and takes its green shortcut to 75');
    const next = movePeg(board, move.pegs, 3);
    expect(next.landed).toEqual(main(75));
    expect(next.words).toBe('pegs 3 to 75 (off the green shortcut of green advance 1 at 75)');
  });

  it('passing over the green area does nothing', () => {
    expect(movePeg(board, pegsAfter(board, [55]), 9).landed).toEqual(main(64));
  });
});

describe('negative moves retrace the route (RULES "Pegs and the board")', () => {
  it('back up the blue path and back out of the trap, undoing it for free', () => {
    const out = pegsAfter(board, [38, 3, 4]);
    expect(out.front).toEqual(main(35));
    const back2 = movePeg(board, out, -2);
    expect(back2.landed).toEqual({ path: 'trap-1', index: 3 });
    const back5 = movePeg(board, back2.pegs, -3);
    expect(back5.landed).toEqual(main(40));
    expect(back5.effects).toEqual([{ kind: 'retrace', zone: 'trap-1', from: { path: 'trap-1', index: 1 }, to: main(41) }]);
    expect(back5.words).toBe('goes back 3 to 40 (undoing time trap 1 at 41)');
  });

  it('back across a red skip returns to the first box and beyond', () => {
    const pegs = pegsAfter(board, [11, 2]);
    expect(pegs.front).toEqual(main(33));
    expect(movePeg(board, pegs, -2).landed).toEqual(main(31));
    expect(movePeg(board, pegs, -3).landed).toEqual(main(10));
  });

  it('back off a green shortcut onto the main path', () => {
    const pegs = pegsAfter(board, [61, 5]);
    expect(pegs.front).toEqual(main(77));
    expect(movePeg(board, pegs, -3).landed).toEqual({ path: 'green-1', index: 3 });
    expect(movePeg(board, pegs, -6).landed).toEqual(main(60));
  });

  it('a negative move lands in no zone', () => {
    const move = movePeg(board, pegsAfter(board, [55]), -4);
    expect(move.landed).toEqual(main(51));
    expect(move.effects).toEqual([]);
  });

  it('stops at the start', () => {
    const move = movePeg(board, pegsAfter(board, [5]), -8);
    expect(move.landed).toEqual(main(0));
    expect(move.effects).toEqual([{ kind: 'start', at: main(0), spare: 3 }]);
    expect(move.words).toBe('goes back 8 to the start, 3 short of the full move');
  });

  it('the back peg stays unless the front peg goes back past it', () => {
    const pegs = pegsAfter(standard, [10, 5]);
    const small = movePeg(standard, pegs, -3);
    expect([small.pegs.front, small.pegs.back]).toEqual([main(12), main(10)]);
    const big = movePeg(standard, pegs, -8);
    expect([big.pegs.front, big.pegs.back]).toEqual([main(7), main(7)]);
  });
});

describe('the finish', () => {
  it('an exact move ends on the finish', () => {
    const move = movePeg(standard, pegsAfter(standard, [116]), 5);
    expect(move.landed).toEqual(main(121));
    expect(move.effects).toEqual([{ kind: 'finish', at: main(121), spare: 0 }]);
    expect(move.words).toBe('pegs 5 to the finish');
    expect(hasFinished(standard, move.pegs)).toBe(true);
  });

  it('an overshooting move ends on the finish', () => {
    const move = movePeg(standard, pegsAfter(standard, [116]), 9);
    expect(move.landed).toEqual(main(121));
    expect(move.effects).toEqual([{ kind: 'finish', at: main(121), spare: 4 }]);
    expect(move.words).toBe('pegs 9 to the finish, 4 to spare');
  });

  it('a peg on the finish does not move on', () => {
    const done = pegsAfter(standard, [125]);
    const move = movePeg(standard, done, 3);
    expect(move.pegs).toEqual(done);
    expect(move.words).toBe('pegs 3: already on the finish');
  });

  it('a blue path does not stop a peg reaching the finish', () => {
    const pegs = pegsAfter(board, [79, 1]);
    expect(pegs.front).toEqual({ path: 'trap-2', index: 1 });
    expect(movePeg(board, pegs, 40).landed).toEqual(main(100));
  });

  it('the stink hole is named (hole 120 on the 121 board)', () => {
    const move = movePeg(standard, pegsAfter(standard, [100]), 20);
    expect(move.effects).toEqual([{ kind: 'stink-hole', at: main(120) }]);
    expect(move.words).toBe('pegs 20 to 120, in the stink hole');
  });
});
