import { type Card } from '../rules';
import { Batch, checkSeat, checkSide, DONE, type Done } from './batch';
import { EVENT_VERSION, type GameEvent } from './events';
import { countCards, cutForDeal, deal, play, tapScore, turnStarter, turnTops } from './flow';
import { fold } from './fold';
import { mugginsEvents } from './muggins';
import { penaltyById } from './penalties';
import { parseSetup, type GameSetup } from './setup';
import { isInBox, sideOf, type GameState } from './state';
import { gameError, type GameResult, type ScoreReason, type SeatId, type SideId } from './types';

/** Fields any command may carry: the time the edge recorded it (ms since the epoch). */
interface CommandBase {
  readonly at?: number;
}

/** A player's intent. `decide` checks it against the state and turns it into events. */
export type Command = CommandBase &
  (
    | { readonly type: 'start'; readonly gameId: string; readonly setup: GameSetup }
    /** Cut for deal: one card per seat (lowest deals; a tie for lowest cuts again), or the agreed dealer. */
    | { readonly type: 'cutForDeal'; readonly cuts?: readonly Card[]; readonly dealer?: SeatId }
    /** The starter turned up; `null` when the table does not enter it. A jack pegs his heels for the dealer. */
    | { readonly type: 'turnStarter'; readonly card: Card | null }
    /** Cribbage is not Enough (000): each team's Top, in side order. A jack pegs 2, a queen -2, for the dealer's team. */
    | { readonly type: 'turnTops'; readonly tops: readonly Card[] }
    | { readonly type: 'playCard'; readonly seat: SeatId; readonly card: Card }
    | { readonly type: 'go'; readonly seat: SeatId }
    /** The play is over (when its cards are not entered). */
    | { readonly type: 'endPlay' }
    /** A hand entered as cards: the engine counts it; `claimed` is what the player said (default: the true count). */
    | { readonly type: 'countHand'; readonly seat: SeatId; readonly cards: readonly Card[]; readonly claimed?: number; readonly starter?: Card }
    /** The crib entered as cards, counted by the dealer. */
    | { readonly type: 'countCrib'; readonly seat: SeatId; readonly cards: readonly Card[]; readonly claimed?: number; readonly starter?: Card }
    /** A tapped score with its reason; a hand or crib tap is that seat's count in the show. */
    | { readonly type: 'score'; readonly side: SideId; readonly points: number; readonly reason: ScoreReason; readonly seat?: SeatId }
    | { readonly type: 'muggins'; readonly caller: SideId; readonly keep?: boolean; readonly cards?: readonly Card[] }
    /**
     * A penalty from the catalogue against the offending side. `to` names who gains (default every opponent);
     * `declined` those who decline (Crib Wars); `points` the excess (rule 12) or 2 for table talk by both partners;
     * `newDeal` takes an optional new deal; `claim` claims the game (rules 11, 13b, 14b).
     */
    | {
        readonly type: 'penalty';
        readonly rule: string;
        readonly offender: SideId;
        readonly to?: readonly SideId[];
        readonly declined?: readonly SideId[];
        readonly points?: number;
        readonly newDeal?: boolean;
        readonly claim?: boolean;
        /** Rule 10: the seat that said go falsely and how many of its cards are dead (taken out of the play). */
        readonly dead?: { readonly seat: SeatId; readonly cards: number };
      }
    /** A side in a penalty box forgot to move its own peg: one more hand (003). */
    | { readonly type: 'forgotPeg'; readonly side: SideId }
    /** The next deal, once the round's play and show are over. */
    | { readonly type: 'deal' }
    /** Both players dislodged their front pegs and cannot agree: the game is void (003 rule 14). */
    | { readonly type: 'voidGame' }
    | { readonly type: 'undo' }
    | { readonly type: 'redo' }
  );

export type CommandType = Command['type'];

/**
 * Checks a command against the state and returns its events, or an error value: a seat that does not exist, a
 * crib counted by a player who is not the dealer, a hand of the wrong size, any score after the game has ended
 * (`'game-over'`), a play out of turn or over 31 (the rules' codes).
 */
export function decide(state: GameState, command: Command): GameResult<GameEvent[]> {
  const batch = decideBatch(state, command);
  return batch.ok ? { ok: true, value: batch.value.events } : batch;
}

function decideBatch(state: GameState, command: Command): GameResult<Batch> {
  const batch = new Batch(state, state.nextN, command.at ?? 0);
  const result = run(batch, command);
  if (!result.ok) return result;
  if (batch.events.length === 0) return gameError('bad-command', 'That changes nothing.');
  return { ok: true, value: batch };
}

/**
 * Decides a command against the state of `events` and returns the longer log and its state (the same as
 * `fold` of the longer log). Pass `state` when it is already known (`fold(events)`) to skip a fold.
 */
export function applyCommand(
  events: readonly GameEvent[],
  command: Command,
  state: GameState = fold(events),
): GameResult<{ events: GameEvent[]; state: GameState }> {
  const decided = decideBatch(state, command);
  if (!decided.ok) return decided;
  const added = decided.value.events;
  const all = [...events, ...added];
  if (command.type === 'undo' || command.type === 'redo') return { ok: true, value: { events: all, state: fold(all) } };
  // A new command is one more group in effect: the batch already folded it; the redo branch is dropped.
  const last = added[added.length - 1]!;
  const next: GameState = { ...decided.value.state, nextN: last.n + 1, canUndo: command.type !== 'start', canRedo: false };
  return { ok: true, value: { events: all, state: next } };
}

function run(b: Batch, c: Command): Done {
  const s = b.state;
  if (c.type === 'start') {
    if (s.started) return gameError('already-started', 'This game has already started.');
    const setup = parseSetup(c.setup);
    if (!setup.ok) return setup;
    if (typeof c.gameId !== 'string' || c.gameId === '') return gameError('bad-command', 'A game needs an id.');
    b.push({ type: 'GameStarted', gameId: c.gameId, setup: setup.value });
    return DONE;
  }
  if (!s.started) return gameError('not-started', 'Start a game first.');
  if (c.type === 'undo') {
    if (!s.canUndo) return gameError('nothing-to-undo', 'There is nothing to undo.');
    b.events.push({ type: 'Undone', v: EVENT_VERSION, n: s.nextN, at: c.at ?? 0 });
    return DONE;
  }
  if (c.type === 'redo') {
    if (!s.canRedo) return gameError('nothing-to-redo', 'There is nothing to redo.');
    b.events.push({ type: 'Redone', v: EVENT_VERSION, n: s.nextN, at: c.at ?? 0 });
    return DONE;
  }
  if (s.outcome) return gameError('game-over', 'The game is over: nothing after its end counts.');
  switch (c.type) {
    case 'cutForDeal':
      return cutForDeal(b, c.cuts, c.dealer);
    case 'turnStarter':
      return turnStarter(b, c.card);
    case 'turnTops':
      return turnTops(b, c.tops);
    case 'playCard':
      return play(b, c.seat, c.card);
    case 'go':
      return play(b, c.seat, null);
    case 'endPlay':
      if (s.phase !== 'play' || !s.round) return gameError('wrong-phase', 'The play is not on.');
      b.push({ type: 'PlayEnded' });
      return DONE;
    case 'countHand':
    case 'countCrib':
      return countCards(b, c.seat, c.type === 'countCrib', c.cards, c.claimed, c.starter);
    case 'score':
      return tapScore(b, c.side, c.points, c.reason, c.seat);
    case 'muggins': {
      const events = mugginsEvents(s, c);
      if (!events.ok) return events;
      for (const e of events.value) b.push(e);
      return DONE;
    }
    case 'penalty':
      return penalty(b, c);
    case 'forgotPeg':
      if (!s.sides[c.side]) return gameError('no-such-side', `There is no side ${c.side + 1}.`);
      if (!isInBox(s, c.side)) return gameError('wrong-phase', `${s.sides[c.side]!.name} is not in a penalty box.`);
      b.push({ type: 'PegMoveForgotten', side: c.side });
      return DONE;
    case 'deal':
      return deal(b);
    case 'voidGame':
      b.push({ type: 'GameEnded', winner: null, reason: 'void', skunk: 0, games: 0 });
      return DONE;
  }
  return gameError('bad-command', `Unknown command '${String((c as { type?: unknown }).type)}'.`);
}

function penalty(b: Batch, c: Extract<Command, { type: 'penalty' }>): Done {
  const s = b.state;
  const rule = penaltyById(c.rule);
  if (!rule) return gameError('no-penalty', `No penalty '${c.rule}' in the catalogue.`);
  const bad = checkSide(s, c.offender);
  if (bad) return bad;
  const others = s.sides.map((x) => x.id).filter((id) => id !== c.offender);
  const to = c.to ?? others;
  for (const t of to) {
    const tBad = checkSide(s, t);
    if (tBad) return tBad;
    if (t === c.offender) return gameError('bad-command', 'The offender cannot gain from its own penalty.');
  }
  const declined = (c.declined ?? []).filter((d) => to.includes(d));
  const newDeal = rule.newDeal === 'required' || (rule.newDeal === 'optional' && c.newDeal === true);
  if (rule.gain === 'claim-game') {
    if (c.claim !== true) return gameError('bad-command', 'This rule lets the opponent claim the game: confirm the claim.');
    if (to.length !== 1) return gameError('bad-command', 'Name the one side that claims the game.');
    b.push({ type: 'PenaltyApplied', rule: rule.id, offender: c.offender, declined: [], newDeal: false });
    b.push({ type: 'GameEnded', winner: to[0]!, reason: 'claimed', skunk: 0, games: 1 });
    return DONE;
  }
  let points = rule.points;
  if (rule.id === 'table-talk') {
    points = c.points ?? 1;
    if (points !== 1 && points !== 2) return gameError('bad-points', 'Table talk costs 1, or 2 if both partners talked (000).');
  }
  if (rule.gain === 'excess') {
    points = c.points ?? 0;
    if (!Number.isInteger(points) || points <= 0) return gameError('bad-points', 'Give the number of points pegged too many.');
  }
  if (newDeal && (!s.round || s.phase === 'cut')) return gameError('wrong-phase', 'There is no deal to redo yet.');
  if (c.dead) {
    if (rule.id !== 'rule-10') return gameError('bad-command', 'Only a false go (rule 10) makes cards dead.');
    const seatBad = checkSeat(s, c.dead.seat);
    if (seatBad) return seatBad;
    if (sideOf(s, c.dead.seat) !== c.offender) return gameError('bad-command', 'The dead cards belong to the player who said go.');
    if (!Number.isInteger(c.dead.cards) || c.dead.cards < 1) return gameError('bad-points', 'Give how many cards are dead.');
    b.push({ type: 'PenaltyApplied', rule: rule.id, offender: c.offender, declined, newDeal, dead: { seat: c.dead.seat, cards: c.dead.cards } });
  } else b.push({ type: 'PenaltyApplied', rule: rule.id, offender: c.offender, declined, newDeal });
  if (rule.gain === 'excess') {
    b.push({ type: 'Scored', side: c.offender, seat: null, points: -points, reason: 'correction', items: [] });
    if (s.setup!.options.overClaimPenalty) {
      for (const t of to) if (!declined.includes(t)) b.push({ type: 'Scored', side: t, seat: null, points, reason: 'penalty', items: [] });
    }
  } else if (rule.gain === 'opponents' && points > 0) {
    for (const t of to) if (!declined.includes(t)) b.push({ type: 'Scored', side: t, seat: null, points, reason: 'penalty', items: [] });
  }
  if (newDeal && b.state.round && !b.state.outcome) b.push({ type: 'RoundStarted', round: b.state.round.number, dealer: b.state.round.dealer });
  const p = b.state.round?.pegging;
  if (c.dead && p?.over && !b.state.round!.playEnded) b.push({ type: 'PlayEnded' });
  return DONE;
}

export type { ScoreReason };
