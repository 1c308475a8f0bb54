import { describe, expect, it } from 'vitest';
import { foldOk } from '../../game/helpers';
import { movesOf, replay, type GameEvent, type GameState } from '../../../src/game';
import { CHECKPOINT_EVERY, buildReplay, type Replay } from '../../../src/ui/replay/replayModel';
import { CORPUS, corpusGame } from '../../game/corpus';

/*
 * The replay against the fold (issue 12.4): at every point of a log where a command, an undo or a redo has just
 * been replayed, the fold of the log so far is the state of some step of the replay (the one at the top of the
 * commands in effect), whenever that command is still in effect at the end of the log.
 */

/** The ends of the log's entries: after each command's events, and after each Undone or Redone. */
function entryEnds(events: readonly GameEvent[]): number[] {
  const ends: number[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const next = events[i + 1];
    const single = e.type === 'Undone' || e.type === 'Redone';
    if (single || !next || next.n !== e.n || next.type === 'Undone' || next.type === 'Redone') ends.push(i + 1);
  }
  return ends;
}

/** Pegs and scores of a state, for a readable failure. */
function pegsOf(state: GameState): string[] {
  if (!state.started) return [];
  return state.sides.map((s) => `${s.name} ${s.score}: front ${s.pegs.front.path}:${s.pegs.front.index}, back ${s.pegs.back.path}:${s.pegs.back.index}`);
}

/** Checks every step against the fold at the point its command was (re)done; returns the steps checked. */
function checkAgainstFold(r: Replay, events: readonly GameEvent[]): Set<number> {
  const checked = new Set<number>();
  for (const end of entryEnds(events)) {
    const prefix = events.slice(0, end);
    const top = replay(prefix).done;
    if (!top) continue;
    const index = top.depth - 1;
    // Compare only while the command on top is the one the replay keeps at that step.
    if (r.groups[index]?.n !== top.group.n) continue;
    const folded = foldOk(prefix);
    const shown = r.stateAt(index);
    expect(pegsOf(shown), `step ${index} (log entry ending at event ${end})`).toEqual(pegsOf(folded));
    expect(shown).toEqual(folded);
    checked.add(index);
  }
  return checked;
}

describe('replay model', () => {
  it('Crib Wars, every kind of zone: every step shows the pegs of the fold at that point (001, 003 zones)', () => {
    const { events } = corpusGame('crib-wars, 3 players, every kind of zone');
    const r = buildReplay(events)!;
    expect(r.undone).toBe(0);
    const checked = checkAgainstFold(r, events);
    expect(checked.size).toBe(r.length);
    // The zones on the way, as literal pegs (main holes, and side paths by zone id and hole).
    const pegs = (i: number) => pegsOf(r.stateAt(i));
    expect(pegs(4)[0]).toBe('Ann 144: front main:144, back main:120'); // 120 + 4 lands on red skip 1 (124), slides 20
    expect(pegs(5)[1]).toBe('Bob 143: front trap-1:1, back main:0'); // 168: time trap 1, hole 1 of its blue path, 10 steps from 153 (issue 25.2)
    expect(pegs(6)[0]).toBe('Ann 196: front green-1:1, back main:144'); // 185: green advance 1, its shortcut of 5 to 201
    expect(pegs(7)[2]).toBe('Cy 175: front main:175, back main:0'); // 175: penalty box 1
    expect(pegs(9)[1]).toBe('Bob 147: front trap-1:5, back trap-1:1'); // both pegs on the blue path
    expect(pegs(10)[0]).toBe('Ann 198: front green-1:3, back green-1:1');
    // Every zone effect the board knows appears in some step of this game.
    const kinds = new Set<string>();
    for (let i = 0; i < r.length; i++) for (const s of r.stateAt(i).sides) for (const m of movesOf(s.moves)) for (const e of m.effects) kinds.add(e.kind);
    expect([...kinds].filter((k) => ['red-skip', 'time-trap', 'green-advance', 'penalty-box', 'rejoin'].includes(k)).sort()).toEqual([
      'green-advance',
      'penalty-box',
      'red-skip',
      'rejoin',
      'time-trap',
    ]);
  });

  it('undo and redo: undone commands are not steps; every step matches the fold when it was (re)done', () => {
    const { events } = corpusGame('traditional, undo and redo, by taps');
    const r = buildReplay(events)!;
    // Bob's 3 was undone and never redone; the redo branch is dropped by Bob's go.
    expect(r.undone).toBe(1);
    const checked = checkAgainstFold(r, events);
    expect(checked.size).toBe(r.length);
    expect(r.stateAt(r.length - 1)).toEqual(foldOk(events));
    // The start, the cut, the starter (his heels: redone), Ann's 2, Bob's go: no trace of Bob's undone 3.
    expect(r.groups.slice(0, 5).map((g) => g.events.map((e) => e.type).join('+'))).toEqual([
      'GameStarted',
      'DealerCut+RoundStarted',
      'StarterTurned+Scored',
      'Scored',
      'Scored',
    ]);
    expect(r.groups[4]!.events[0]).toMatchObject({ type: 'Scored', side: 1, points: 1, reason: 'go' });
  });

  it('Crib Wars by cards, a penalty box in the play: every step matches the fold', () => {
    const { events } = corpusGame('crib-wars, 2 players, penalty box in the play, by cards');
    const r = buildReplay(events)!;
    expect(checkAgainstFold(r, events).size).toBe(r.length);
    // Folds the log from its start at every step (hundreds of folds): a check of values, not of speed, so a loaded
    // machine gets the time it needs (it took 8 s with three test runs at once on two cores).
  }, 60_000);

  it.each(CORPUS.map((g) => [g.name, g.events] as const))('%s: the last step is the fold of the whole log', (_, events) => {
    const r = buildReplay(events)!;
    expect(r.stateAt(r.length - 1)).toEqual(foldOk(events));
    expect(r.length).toBe(replay(events).done!.depth);
  });

  it('reads any step in any order, across checkpoints, with the state before each', () => {
    const { events } = corpusGame('traditional by cards');
    const r = buildReplay(events)!;
    expect(r.length).toBeGreaterThan(3 * CHECKPOINT_EVERY);
    const forward = Array.from({ length: r.length }, (_, i) => r.stateAt(i));
    const order = [r.length - 1, 0, CHECKPOINT_EVERY, CHECKPOINT_EVERY - 1, 2 * CHECKPOINT_EVERY + 5, 1, r.length - 2, CHECKPOINT_EVERY + 1];
    for (const i of order) {
      const step = r.step(i);
      expect(step.after).toEqual(forward[i]);
      expect(step.before).toEqual(i === 0 ? { started: false } : forward[i - 1]);
    }
    expect(() => r.stateAt(r.length)).toThrow(RangeError);
    expect(() => r.stateAt(-1)).toThrow(RangeError);
  });

  it('a log that never starts a game has no replay', () => {
    expect(buildReplay([])).toBeNull();
  });
});
