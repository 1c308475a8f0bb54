import type { GameEvent, GameEventType } from '../model/events';
import type { GameState } from '../model/state';
import type { EventStep } from './timeline';
import type { ScoreReason, SideId } from '../model/types';
import { BOX_HOLES } from '../model/box';

/*
 * Whole commands, for `checkLog`: what the events of one command owe each other, which folding them one by one
 * cannot see. Each rule is a fact of the log format the engine has always written (a count's claim is the Scored
 * right after it; a peg on the target is followed by the end), never a re-run of the engine's decisions, so a log
 * written by an older engine still passes.
 */

/** Deep equality of two events as JSON holds them (key order aside). */
function sameEvent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  return (
    ka.length === Object.keys(b).length &&
    ka.every((k) => Object.hasOwn(b, k) && sameEvent((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** What the next event of the same command must be: a `Scored` (a count's claim, the box's 20 holes back) or the end. */
type Owed =
  | { readonly kind: 'score'; readonly side: SideId | null; readonly points: number; readonly reasons: readonly ScoreReason[]; readonly what: string }
  | { readonly kind: 'end'; readonly who: string };

/** The counts whose points a `Scored` of these reasons pegs, right after them in the same command (a variant's reasons say theirs). */
const COUNTED_BY: Partial<Record<ScoreReason, GameEventType>> = { hand: 'HandCounted', crib: 'HandCounted' };

/** The count event a `Scored` of this reason pegs, and the reason in words: the core's, or the variant's own. */
function countedBy(state: GameState, reason: ScoreReason): { readonly type: string; readonly what: string } | null {
  const core = COUNTED_BY[reason];
  if (core) return { type: core, what: `a ${reason} count` };
  const own = state.started ? state.ruleset.own?.reasons[reason] : undefined;
  return own?.countedBy ? { type: own.countedBy, what: `an ${own.words}` } : null;
}

/** What `e`, just taken onto `state`, makes its command owe next, as the engine always writes it; null for nothing. */
function owedAfter(state: GameState, e: GameEvent): Owed | null {
  if (!state.started) return null;
  // A count's claim is pegged by the Scored right after it (round/show.ts, round/cribs.ts, round/intel.ts).
  if (e.type === 'HandCounted' && e.claimed !== 0) {
    const reasons: ScoreReason[] = e.crib ? ['crib'] : ['hand'];
    return { kind: 'score', side: null, points: e.claimed, reasons, what: `the ${e.claimed} points its ${e.type} claims` };
  }
  const own = state.ruleset.own?.events[e.type]?.claims?.(e);
  if (own && own.points !== 0)
    return { kind: 'score', side: null, points: own.points, reasons: [own.reason], what: `the ${own.points} points its ${e.type} claims` };
  // Back 20 from a penalty box is the Scored right after it (rulesets/penaltyBox.ts).
  if (e.type === 'PenaltyBoxEntered' && e.rule === 'back-20')
    return {
      kind: 'score',
      side: e.side,
      points: -BOX_HOLES,
      reasons: ['box'],
      what: `${state.sides[e.side]!.name}'s ${BOX_HOLES} holes back from the penalty box`,
    };
  // A peg that reaches the target ends the game at once (batch.ts: `endOnTarget` after every Scored).
  if (e.type === 'Scored' && !state.outcome && state.sides.some((x) => x.score >= state.target))
    return { kind: 'end', who: state.sides[e.side]?.name ?? `side ${e.side}` };
  return null;
}

/** Why `e` (or the end of the command, `e` undefined) breaks what the command owes; null when it pays it. */
function unpaid(owed: Owed, e: GameEvent | undefined): string | null {
  if (owed.kind === 'score') {
    if (e?.type === 'Scored' && e.points === owed.points && owed.reasons.includes(e.reason) && (owed.side === null || e.side === owed.side)) return null;
    const what = `the Scored that pegs ${owed.what}`;
    return e ? `This ${e.type} comes where ${what} belongs: the log was cut or edited.` : `This command lacks ${what}: the log was cut or edited.`;
  }
  if (e?.type === 'GameEnded') return null;
  const what = `the GameEnded that ${owed.who} reaching the target makes`;
  return e ? `This ${e.type} comes where ${what} belongs: nothing counts after the end.` : `This command lacks ${what}: the log was cut or edited.`;
}

/** Why a count's `Scored` is not the one its count, right before it in its command, owes; null when it is. */
function uncounted(state: GameState, before: GameEvent | undefined, e: GameEvent, owed: Owed | null): string | null {
  if (e.type !== 'Scored') return null;
  const counted = countedBy(state, e.reason);
  if (!counted) return null;
  const { type: count, what } = counted;
  if (before?.type !== count || before.n !== e.n) return `This Scored pegs ${what}, but its ${count} is missing from its command: the log was cut or edited.`;
  // A count that claims 0 pegs nothing (a claim it does owe was checked against this Scored already).
  return owed ? null : `This Scored pegs ${e.points} points for ${what}, but its ${count} claims 0: the log was edited.`;
}

/**
 * The step `checkLog` replays with: `land` (one event onto the state it lands on), plus what a command's events owe
 * each other: no event repeated exactly inside its command (a copied line), a count's claim pegged by the Scored
 * right after it and that Scored never without its count, back 20 from a penalty box right after it, a peg on the
 * target followed by the end. It follows the log by position (the walk hands it every event but undo and redo, in
 * order), so it knows where each command ends. An exception of the engine on an event is refused as that event's
 * fault, never thrown. `fault()` is the index of the event a refusal names. `from`: the index of the first event the
 * walk hands it (a command's start), when it checks only the end of the log.
 */
export function wholeCommands(log: readonly GameEvent[], land: EventStep, from = 0): { readonly step: EventStep; readonly fault: () => number | null } {
  let at = from - 1;
  let owed: Owed | null = null;
  let fault: number | null = null;
  const refuse = (message: string, index = at): string => {
    fault = index;
    return message;
  };
  const step: EventStep = (state, e) => {
    const before = log[at];
    do at++;
    while (log[at] !== e && at < log.length);
    if (before && before.n === e.n && sameEvent(before, e))
      return refuse(
        `This ${e.type} repeats the event before it exactly (command ${e.n}): no command makes the same event twice, so the log was copied or edited.`,
      );
    // Owed by the event before, of this same command (a command that ended owing was refused at its last event).
    const broken = (owed && unpaid(owed, e)) || uncounted(state, before, e, owed);
    if (broken) return refuse(broken);
    let next: GameState | string;
    try {
      next = land(state, e);
    } catch (error) {
      return refuse(`This ${e.type} cannot be replayed: the game stopped on it (${error instanceof Error ? error.message : String(error)}).`);
    }
    if (typeof next === 'string') return refuse(next);
    owed = owedAfter(next, e);
    const following = log[at + 1];
    const ends = following === undefined || following.n !== e.n || following.type === 'Undone' || following.type === 'Redone';
    if (owed && ends) return refuse(unpaid(owed, undefined)!);
    return next;
  };
  return { step, fault: () => fault };
}
