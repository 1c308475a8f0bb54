import { formatCard, playCard, sayGo, startPegging, type Card, type PeggingState, type PeggingStep, type Result } from '../../rules';
import { checkSeat, DONE, type Batch, type Done } from './batch';
import { toEventItem, type CardPlayed, type EventItem, type GoSaid } from '../model/events';
import type { RoundFrame } from '../model/ruleset';
import { handSize, sideOfSeat } from '../model/seats';
import { isOutOfRound, sideOf } from '../query/select';
import type { Game, RoundState } from '../model/state';
import { gameError, type ScoreReason, type SeatId } from '../model/types';
import { cardOfUnsafe } from '../model/cards';
import { reach, stepIs } from './reach';
import type { Step } from './steps';

/** The play (002 The Play): cards entered one by one through the pegging tracker, or pegged by taps. */
export const PLAY: Step = {
  name: 'play',
  phase: 'play',
  done: (_state, round) => round.playEnded,
  imply: (b) => {
    const pegging = b.state.round?.pegging;
    if (pegging && !pegging.over) return gameError('wrong-phase', 'Finish the play before counting hands.');
    b.push({ type: 'PlayEnded' });
    return DONE;
  },
};

/** The round as the ruleset's hooks see it, now (who is out includes sides folded so far). */
export function roundFrame(state: Game, round: RoundState): RoundFrame {
  const seats = state.seats.length;
  return {
    number: round.number,
    dealer: round.dealer,
    seats,
    handSize: handSize(state.ruleset, seats),
    isOut: (seat) => isOutOfRound(state, sideOfSeat(state.ruleset, seats, seat)),
  };
}

/** A fresh pegging tracker for the round's play, as the ruleset shapes it, or `null` when it cannot start. */
export function startTracker(state: Game, round: RoundState): PeggingState | null {
  const shape = state.ruleset.play(roundFrame(state, round), state);
  const started = startPegging({
    seats: shape.seats,
    leader: round.pone,
    cardsPerSeat: shape.cardsPerSeat,
    singleCount: shape.singleCount,
    noddy: shape.noddy,
    ...(shape.decks ? { decks: shape.decks } : {}),
    // A house option (000's rule): a game set up without it, before it existed, replays with the next seat leading.
    ...(state.setup.options.scorerLeads === true ? { scorerLeads: true } : {}),
  });
  return started.ok ? started.value : null;
}

/** The reason a play score is pegged under: go, last card, or the play. */
function playReason(items: readonly { kind: string }[]): ScoreReason {
  if (items.length === 1 && items[0]!.kind === 'go') return 'go';
  if (items.length === 1 && items[0]!.kind === 'last-card') return 'last-card';
  return 'play';
}

/** A card of the play, or a go (`card` null), through the pegging tracker; each score is pegged at once. */
export function play(b: Batch, seat: SeatId, card: Card | null): Done {
  const reached = reach(b, 'play');
  if (!reached.ok) return reached;
  const s = b.state;
  const round = s.round!;
  const shape = s.ruleset.play(roundFrame(s, round), s);
  const bad = checkSeat(s, seat, shape.seats);
  if (bad) return bad;
  if (isOutOfRound(s, sideOf(s, seat))) return gameError('sitting-out', `${s.seats[seat]!.name} is out of this hand.`);
  // The starter (000: the player's own Top) is not in anyone's hand.
  const starter = s.seats[seat] ? s.ruleset.countWith(s, { seat, crib: false }) : round.starter;
  if (card && starter && formatCard(card) === formatCard(starter)) {
    return gameError('duplicate-card', `${formatCard(card)} is the starter: it cannot be played.`);
  }
  const tracker = round.pegging ?? startTracker(s, round);
  if (!tracker) return gameError('wrong-phase', 'The play cannot start.');
  const stepped: Result<PeggingStep> = card ? playCard(tracker, seat, card) : sayGo(tracker, seat);
  if (!stepped.ok) return { ok: false, error: stepped.error };
  b.push(card ? { type: 'CardPlayed', seat, card: formatCard(card) } : { type: 'GoSaid', seat });
  const separate = s.setup.options.separateGo;
  for (const score of stepped.value.scores) {
    if (!shape.pegs(score.seat)) continue;
    const side = sideOf(b.state, score.seat);
    const items = score.items.map(toEventItem);
    const last = items.filter((i) => i.kind === 'last-card' || i.kind === 'go');
    const rest = items.filter((i) => i.kind !== 'last-card' && i.kind !== 'go');
    // Crib Wars (001): the go or last card is its own peg move; 31 and its pair or run are one.
    const groups: EventItem[][] = separate && last.length > 0 && rest.length > 0 ? [rest, last] : [items];
    for (const g of groups) {
      const points = g.reduce((t, i) => t + i.points, 0);
      if (points !== 0) b.push({ type: 'Scored', side, seat: score.seat, points, reason: playReason(g), items: g });
    }
  }
  if (stepped.value.state.over) b.push({ type: 'PlayEnded' });
  return DONE;
}

/** The play is over (its cards were not entered, or not all of them). */
export function endPlay(b: Batch): Done {
  if (!stepIs(b.state, 'play')) return gameError('wrong-phase', 'The play is not on.');
  b.push({ type: 'PlayEnded' });
  return DONE;
}

/** The play with fewer cards in some hands (a fold, dead cards): the turn passes on from a seat with none left. */
export function withRemaining(p: PeggingState, remaining: readonly number[]): PeggingState {
  const n = remaining.length;
  if (remaining.every((r) => r === 0)) return { ...p, remaining, next: null, over: true };
  let next = p.next;
  if (next !== null && remaining[next] === 0) {
    const from = next;
    next = null;
    for (let k = 1; k <= n && next === null; k++) {
      const s = (from + k) % n;
      if (remaining[s]! > 0 && !p.saidGo[s]) next = s;
    }
    for (let k = 1; k <= n && next === null; k++) if (remaining[(from + k) % n]! > 0) next = (from + k) % n;
  }
  return { ...p, remaining, next };
}

/** The fold of `CardPlayed` and `GoSaid`: the tracker takes the step (started on the first card). */
export function reducePlayStep(state: Game, e: CardPlayed | GoSaid): Game {
  const round = state.round;
  if (!round) return state;
  const tracker = round.pegging ?? startTracker(state, round);
  if (!tracker) return state;
  if (e.type === 'GoSaid') {
    const said = sayGo(tracker, e.seat);
    return said.ok ? { ...state, round: { ...round, pegging: said.value.state } } : state;
  }
  const card = cardOfUnsafe(e.card);
  const played = playCard(tracker, e.seat, card);
  if (!played.ok) return state;
  return { ...state, round: { ...round, pegging: played.value.state, played: [...round.played, { seat: e.seat, card }] } };
}

/** The fold of `PlayEnded`: the play is over, and with it muggins on its last pegging score. */
export function reducePlayEnded(state: Game): Game {
  return state.round ? { ...state, round: { ...state.round, playEnded: true, lastPeg: null } } : state;
}
