import { formatCard } from './cards';
import { rulesError, ok, type Result } from './result';
import { scorePlay, type PlayItem } from './play';
import { cardIndex, pipValue, type Card } from './types';

/** How a round's play is set up. */
export interface PeggingOptions {
  /** Number of seats, 1 to 6. Seats are numbered 0..seats-1 in playing (clockwise) order. */
  readonly seats: number;
  /** The seat that leads, e.g. the pone, or the dealer's left. */
  readonly leader: number;
  /** Cards each seat plays, e.g. `4`, or one number per seat. Default 4. */
  readonly cardsPerSeat?: number | readonly number[];
  /** Play ends at the first go or 31, with no second count (002: five-card cribbage and Noddy). Default false. */
  readonly singleCount?: boolean;
  /** Noddy's extra play scores (see `scorePlay`). Default false. */
  readonly extraScores?: boolean;
  /**
   * The deck each seat's cards come from, e.g. `[0, 1, 0, 1]` (000: a grey and a blue deck, one per team): a card
   * may be played once per deck. Default: one deck for every seat.
   */
  readonly decks?: readonly number[];
  /**
   * After a go or 31 the player who pegged it leads the next count, e.g. `true` (000 "31 count": "The player who
   * pegged begins the count again starting with their next card"). Default false: the seat after them leads (002
   * Playing Cards: "The player who called 'go' during the previous sequence plays first").
   */
  readonly scorerLeads?: boolean;
}

/** A card on the table and who played it. */
export interface PlayedCard {
  readonly seat: number;
  readonly card: Card;
}

/** The play of one round so far. A plain value: every step returns a new state. */
export interface PeggingState {
  readonly options: PeggingOptions;
  /** Running count of the current sequence, 0..31. */
  readonly count: number;
  /** Cards since the count was last reset, in order. */
  readonly sequence: readonly PlayedCard[];
  /** Every card played this round, in order. */
  readonly played: readonly PlayedCard[];
  /** Cards each seat still holds. */
  readonly remaining: readonly number[];
  /** Seats that have said go in the current sequence. */
  readonly saidGo: readonly boolean[];
  /** Seat to play or say go next; `null` once the play is over. */
  readonly next: number | null;
  /** Who played the last card of the current sequence. */
  readonly lastPlayer: number | null;
  readonly over: boolean;
}

/** Points a seat earns from one step of the play, itemized (go and last card included here). */
export interface PeggingScore {
  readonly seat: number;
  readonly points: number;
  readonly items: readonly PlayItem[];
}

/** The state after a step and the scores it made, in the order they are pegged. */
export interface PeggingStep {
  readonly state: PeggingState;
  readonly scores: readonly PeggingScore[];
}

/** Starts the play of a round. Returns an error value for a seat count or leader out of range. */
export function startPegging(options: PeggingOptions): Result<PeggingState> {
  const { seats, leader } = options;
  if (!Number.isInteger(seats) || seats < 1 || seats > 6) return rulesError('no-such-seat', `The play needs 1 to 6 seats; ${seats} given.`);
  if (!isSeat(seats, leader)) return rulesError('no-such-seat', `Seat ${leader} is not at this table of ${seats}.`);
  const per = options.cardsPerSeat ?? 4;
  const remaining = Array.from({ length: seats }, (_, s) => (typeof per === 'number' ? per : (per[s] ?? 0)));
  return ok({
    options,
    count: 0,
    sequence: [],
    played: [],
    remaining,
    saidGo: remaining.map(() => false),
    next: leader,
    lastPlayer: null,
    over: remaining.every((r) => r === 0),
  });
}

/** A seat plays a card. Refuses, as values: play over, no such seat, out of turn, a card already played, over 31. */
export function playCard(state: PeggingState, seat: number, card: Card): Result<PeggingStep> {
  const refused = checkTurn(state, seat);
  if (refused) return refused;
  const deck = (s: number) => state.options.decks?.[s] ?? 0;
  if (state.played.some((p) => cardIndex(p.card) === cardIndex(card) && deck(p.seat) === deck(seat))) {
    return rulesError('already-played', `${formatCard(card)} has already been played this round.`);
  }
  const count = state.count + pipValue(card.rank);
  if (count > 31) {
    return rulesError('over-31', `${formatCard(card)} would make the count ${count}: the count may not pass 31. Play a lower card or say go.`);
  }
  const played: PlayedCard = { seat, card };
  const sequence = [...state.sequence, played];
  const score = scorePlay(
    sequence.map((p) => p.card),
    { extraScores: state.options.extraScores === true },
  );
  const remaining = state.remaining.map((r, s) => (s === seat ? r - 1 : r));
  const after: PeggingState = { ...state, count, sequence, played: [...state.played, played], remaining, lastPlayer: seat };
  const items = [...score.items];
  const finished = remaining.every((r) => r === 0);
  // Nobody left to act: every other seat with cards has said go and this seat has played its last card, so the
  // sequence ends on this card. Under 31 that is the go (002 Playing Cards: the opposing player "pegs one point then
  // continues to play his cards until he no longer can"), pegged with the card; the last card of the play is
  // pegged instead when nobody holds a card (002 scoring chart: "Only one of these scores can be earned").
  const next = finished || count === 31 ? null : nextToAct(after, seat);
  if (finished && count !== 31) items.push({ kind: 'last-card', cards: [card], points: 1 });
  else if (!finished && count !== 31 && next === null) items.push({ kind: 'go', cards: [], points: 1 });
  const scores: PeggingScore[] = items.length ? [{ seat, points: sum(items), items }] : [];
  if (finished) return ok({ state: { ...after, next: null, over: true }, scores });
  if (next === null) return ok({ state: endSequence(after, seat), scores });
  return ok({ state: { ...after, next }, scores });
}

/** A seat says go: it cannot play without passing 31. When nobody else can play, the last player pegs 1. */
export function sayGo(state: PeggingState, seat: number): Result<PeggingStep> {
  const refused = checkTurn(state, seat);
  if (refused) return refused;
  // Every card is worth 10 or less, so at 21 or below any card can be played (003 rule 10: a false go).
  if (state.count <= 21) {
    return rulesError('false-go', `The count is ${state.count}: any card can be played without passing 31, so go is not allowed.`);
  }
  const after: PeggingState = { ...state, saidGo: state.saidGo.map((g, s) => g || s === seat) };
  const next = nextToAct(after, seat);
  if (next !== null) return ok({ state: { ...after, next }, scores: [] });
  const scorer = after.lastPlayer ?? seat;
  const go: PlayItem = { kind: 'go', cards: [], points: 1 };
  return ok({ state: endSequence(after, scorer), scores: [{ seat: scorer, points: 1, items: [go] }] });
}

function checkTurn(state: PeggingState, seat: number): Result<never> | null {
  if (state.over) return rulesError('play-over', 'The play is over for this round: count the hands.');
  if (!isSeat(state.options.seats, seat)) return rulesError('no-such-seat', `Seat ${seat} is not at this table of ${state.options.seats}.`);
  if (state.next !== seat) return rulesError('out-of-turn', `It is seat ${(state.next ?? 0) + 1}'s turn, not seat ${seat + 1}'s.`);
  if (state.remaining[seat] === 0) return rulesError('seat-out-of-cards', `Seat ${seat + 1} has no cards left.`);
  return null;
}

/** Seats after `seat` in playing order, ending with `seat` itself, that may still act in this sequence. */
function nextToAct(state: PeggingState, seat: number): number | null {
  const n = state.options.seats;
  for (let k = 1; k <= n; k++) {
    const s = (seat + k) % n;
    if (state.remaining[s]! > 0 && !state.saidGo[s]) return s;
  }
  return null;
}

/**
 * 31 or a go ends the sequence: the count resets and the seat after the last player leads (or the play ends). With
 * `scorerLeads` the last player, who pegged the go or 31, leads; when they have no cards left the next seat round
 * the table that holds cards leads (000 "31 count": "If a player is out of cards, they take no action").
 */
function endSequence(state: PeggingState, lastPlayer: number): PeggingState {
  const n = state.options.seats;
  const over = state.options.singleCount === true || state.remaining.every((r) => r === 0);
  let next: number | null = null;
  if (!over) {
    for (let k = state.options.scorerLeads === true ? 0 : 1; k <= n && next === null; k++) {
      const s = (lastPlayer + k) % n;
      if (state.remaining[s]! > 0) next = s;
    }
  }
  return {
    ...state,
    count: 0,
    sequence: [],
    saidGo: state.saidGo.map(() => false),
    next,
    lastPlayer: null,
    over: next === null,
  };
}

function isSeat(seats: number, seat: number): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < seats;
}

function sum(items: readonly PlayItem[]): number {
  let total = 0;
  for (const item of items) total += item.points;
  return total;
}
