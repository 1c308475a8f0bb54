import { expect } from 'vitest';
import { parseCard, parseCards, type Card } from '../../src/rules';
import {
  applyCommand,
  createSetup,
  currentStep,
  EMPTY_TIMELINE,
  fold,
  type GameState,
  isOutOfRound,
  isRoundDone,
  nextCount,
  phaseOf,
  type Game,
  type GameEvent,
  type ScoreReason,
  type SetupInput,
  type Timeline,
  type TimelineCommand,
} from '../../src/game';

/** A card from text; throws in tests only. */
export function c(text: string): Card {
  const r = parseCard(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Cards from text, e.g. `cs('5H 5C JD 4S')`. */
export function cs(text: string): Card[] {
  const r = parseCards(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A game under test: a log and commands that must succeed (`do`) or fail (`fail`). */
export class Table {
  events: GameEvent[] = [];
  timeline: Timeline = EMPTY_TIMELINE;
  at = 1_795_734_000_000;

  constructor(input: SetupInput, gameId = 'g-test') {
    const setup = createSetup(input);
    if (!setup.ok) throw new Error(setup.error.message);
    this.do({ type: 'start', gameId, setup: setup.value });
  }

  /** The started game's state. */
  get state(): Game {
    const s = this.timeline.state;
    if (!s.started) throw new Error('not started');
    return s;
  }

  /** Applies a command (or an undo or redo) that must succeed; returns the new events. */
  do(command: TimelineCommand): GameEvent[] {
    this.at += 1000;
    const r = applyCommand(this.timeline, { at: this.at, ...command });
    if (!r.ok) throw new Error(`${command.type} refused: ${r.error.code}: ${r.error.message}`);
    this.timeline = r.value.timeline;
    this.events = [...this.events, ...r.value.added];
    return [...r.value.added];
  }

  /** Applies a command that must fail with `code`; the log is unchanged. */
  fail(command: TimelineCommand, code: string): void {
    const r = applyCommand(this.timeline, command);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  }

  scores(): number[] {
    return this.state.sides.map((s) => s.score);
  }

  /** Taps a score. */
  tap(side: number, points: number, reason: ScoreReason, seat?: number): GameEvent[] {
    return this.do(seat === undefined ? { type: 'score', side, points, reason } : { type: 'score', side, points, reason, seat });
  }
}

/**
 * Solitaire (002 SOLITAIRE) through its six hands by taps, each a hand of 8 and a crib of 4 (72 points), and dealt
 * again: the free crib's round, its starter not yet turned.
 */
export function solitaireSixHands(): Table {
  const t = new Table({ ruleset: 'solitaire', players: ['Ann'] });
  t.do({ type: 'cutForDeal' });
  for (let round = 1; round <= 6; round++) {
    t.do({ type: 'turnStarter', card: null });
    t.do({ type: 'endPlay' });
    t.tap(0, 8, 'hand');
    t.tap(0, 4, 'crib');
    t.do({ type: 'deal' });
  }
  return t;
}

/**
 * Plays a game to its end by taps: the starter turned without a card, a play score for the pone, then every count
 * of the show in order, then the next deal. `points(i)` gives the i-th tapped count. Cribbage is not Enough's own
 * steps are entered as results: nobody takes the Intel bonus, the battle is a tie, nobody robs the cradle, and each
 * team's crib is tapped.
 */
export function playOutByTaps(t: Table, points: (i: number) => number, maxSteps = 5000): Game {
  let i = 0;
  if (!t.state.round) t.do({ type: 'cutForDeal', dealer: 0 });
  for (let step = 0; step < maxSteps; step++) {
    const s = t.state;
    if (s.outcome) return s;
    const r = s.round!;
    const now = currentStep(s);
    if (isRoundDone(s)) t.do({ type: 'deal' });
    else if (phaseOf(s) === 'deal') t.do({ type: 'turnStarter', card: null });
    else if (now === 'play') {
      if (!r.played.length && s.seats.length > 1 && !isOutOfRound(s, s.seats[r.pone]!.side)) {
        const p = points(i++) % 4;
        if (p > 0) t.do({ type: 'score', side: s.seats[r.pone]!.side, points: p, reason: 'play', seat: r.pone });
        if (t.state.outcome) return t.state;
      }
      t.do({ type: 'endPlay' });
    } else if (now === 'show') {
      const turn = nextCount(s)!;
      t.do({ type: 'score', side: s.seats[turn.seat]!.side, points: points(i++), reason: turn.crib ? 'crib' : 'hand', seat: turn.seat });
    } else if (now === 'intel') t.do({ type: 'intel', seat: null });
    else if (now === 'battle') t.do({ type: 'battle', winner: null });
    else if (now === 'cradle') t.do({ type: 'cradle', by: null, action: 'none' });
    else if (now === 'cribs') {
      const turn = r.notEnough!.cribOrder[r.notEnough!.cribsCounted]!;
      t.do({ type: 'score', side: s.seats[turn.seat]!.side, points: points(i++) % 12, reason: 'crib', seat: turn.seat });
    }
  }
  throw new Error('game did not end');
}

/** The state of a log that must fold (the engine's own events); throws in tests only. */
export function foldOk(events: readonly unknown[]): GameState {
  const r = fold(events);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
