import { holeNumber, movePeg, parseBoard, startPegs } from '../board';
import { formatCard, parseCard, startPegging, playCard, sayGo, type Card, type CardId, type PeggingState } from '../rules';
import type { GameEvent, Scored } from './events';
import { historyText } from './history';
import { getRuleset, sideCount, sideOfSeat } from './rulesets';
import { EMPTY_STATE, nextCount, type GameState, type RoundState, type SideState } from './state';
import type { CountTurn, Phase, SeatId, SideId } from './types';

/** Holes of the penalty-box award that may never end in a box or trap (003). */
const BOX_AWARD = 20;

/** A card id from a validated event (parsing cannot fail there). */
export function cardOfUnsafe(id: CardId): Card {
  const card = parseCard(id);
  if (!card.ok) throw new Error(`Bad card in a validated event: ${id}`);
  return card.value;
}

/**
 * The events still in effect after undo and redo, with how many commands can be undone or redone.
 * Events made by one command share `n`; `Undone` takes back the last such group still in effect, `Redone` puts
 * back the last one taken back, and a new command after an undo drops the redo branch (it stays in the log).
 */
export function effectiveEvents(events: readonly GameEvent[]): { events: GameEvent[]; undoable: number; redoable: number; nextN: number } {
  const active: GameEvent[][] = [];
  let redo: GameEvent[][] = [];
  let nextN = 0;
  for (const e of events) {
    nextN = Math.max(nextN, e.n + 1);
    if (e.type === 'Undone') {
      if (active.length > 1) redo.push(active.pop()!);
    } else if (e.type === 'Redone') {
      const group = redo.pop();
      if (group) active.push(group);
    } else {
      const last = active[active.length - 1];
      if (last && last[0]!.n === e.n) last.push(e);
      else {
        active.push([e]);
        redo = [];
      }
    }
  }
  return { events: active.flat(), undoable: Math.max(0, active.length - 1), redoable: redo.length, nextN };
}

/** The state of a game: a pure fold of its log (undo and redo included). Returns new objects. */
export function fold(events: readonly GameEvent[]): GameState {
  const eff = effectiveEvents(events);
  let state = EMPTY_STATE;
  for (const e of eff.events) state = reduce(state, e);
  return { ...state, nextN: eff.nextN, canUndo: eff.undoable > 0, canRedo: eff.redoable > 0 };
}

/** The state after the first `cursor` events of a log (for a store that keeps an undo cursor beside the log). */
export function stateAt(events: readonly GameEvent[], cursor: number = events.length): GameState {
  return fold(events.slice(0, cursor));
}

/** The phase a state is in, derived from its round. */
export function phaseOf(state: GameState): Phase {
  if (state.outcome) return 'over';
  const r = state.round;
  if (!r) return 'cut';
  if (!r.starterTurned) return 'deal';
  if (state.ruleset?.showBeforePlay) return r.showEnded ? 'play' : 'show';
  return r.playEnded ? 'show' : 'play';
}

/** True when the round's play and show are both over, so the next deal may start. */
export function isRoundDone(state: GameState): boolean {
  const r = state.round;
  return r !== null && r.starterTurned && r.playEnded && r.showEnded;
}

/** One step of the fold. Events that do not fit the state (a corrupt log) leave it unchanged. */
export function reduce(state: GameState, e: GameEvent): GameState {
  const next = step(state, e);
  if (next === state) return state;
  const text = historyText(state, next, e);
  const history = text ? [...next.history, { n: e.n, text }] : next.history;
  const phase = phaseOf(next);
  const countTurn = phase === 'show' ? nextCount(next) : null;
  return { ...next, history, lastWords: text || next.lastWords, phase, countTurn, nextN: Math.max(next.nextN, e.n + 1) };
}

function step(state: GameState, e: GameEvent): GameState {
  if (e.type === 'GameStarted') {
    if (state.started) return state;
    const board = parseBoard(e.setup.board);
    if (!board.ok) return state;
    const { setup } = e;
    const rs = ruleOf(setup.ruleset);
    const seatsN = setup.players.length;
    const sides: SideState[] = setup.sides.map((name, id) => ({
      id,
      name,
      seats: setup.players.map((_, s) => s).filter((s) => sideOfSeat(rs, seatsN, s) === id),
      pegs: startPegs(),
      score: 0,
      pegged: 0,
      moves: [],
      sitOut: 0,
    }));
    const target = rs.zones ? board.value.finish : Math.min(setup.options.target, board.value.finish);
    return {
      ...EMPTY_STATE,
      started: true,
      gameId: e.gameId,
      setup,
      ruleset: rs,
      board: board.value,
      target,
      seats: setup.players.map((name, s) => ({ name, side: sideOfSeat(rs, seatsN, s) })),
      sides,
      matchTally: [...setup.matchTally],
    };
  }
  if (!state.started || !state.ruleset || !state.board) return state;
  const round = state.round;
  switch (e.type) {
    case 'DealerCut':
      return { ...state };
    case 'RoundStarted':
      return startRound(state, e.round, e.dealer);
    case 'StarterTurned': {
      if (!round) return state;
      const lastFree = isFreeCribRound(state, round.number);
      return { ...state, round: { ...round, starter: e.card === null ? null : cardOfUnsafe(e.card), starterTurned: true, playEnded: round.playEnded || lastFree } };
    }
    case 'TopsTurned':
      return round ? { ...state, round: { ...round, tops: e.cards.map(cardOfUnsafe), starterTurned: true } } : state;
    case 'CardPlayed': {
      if (!round) return state;
      const tracker = round.pegging ?? startTracker(state, round);
      if (!tracker) return state;
      const card = cardOfUnsafe(e.card);
      const played = playCard(tracker, e.seat, card);
      if (!played.ok) return state;
      return { ...state, round: { ...round, pegging: played.value.state, played: [...round.played, { seat: e.seat, card }] } };
    }
    case 'GoSaid': {
      if (!round) return state;
      const tracker = round.pegging ?? startTracker(state, round);
      if (!tracker) return state;
      const said = sayGo(tracker, e.seat);
      if (!said.ok) return state;
      return { ...state, round: { ...round, pegging: said.value.state } };
    }
    case 'PlayEnded':
      return round ? { ...state, round: { ...round, playEnded: true } } : state;
    case 'HandCounted': {
      if (!round) return state;
      const side = sideOfSeat(state.ruleset, state.seats.length, e.seat);
      const lastCount = { seat: e.seat, side, crib: e.crib, claimed: e.claimed, total: e.total, items: e.items, mugged: false };
      return { ...state, round: skipFolded({ ...round, counted: round.counted + 1, lastCount }, state) };
    }
    case 'Scored':
      return applyScore(state, e);
    case 'MugginsCalled':
      return round?.lastCount ? { ...state, round: { ...round, lastCount: { ...round.lastCount, mugged: true } } } : state;
    case 'PenaltyApplied': {
      // 003 rule 10: the cards that should have been played are dead.
      if (!e.dead || !round?.pegging || round.pegging.over) return { ...state };
      const { seat, cards } = e.dead;
      const remaining = round.pegging.remaining.map((r, s) => (s === seat ? Math.max(0, r - cards) : r));
      return { ...state, round: { ...round, pegging: withRemaining(round.pegging, remaining) } };
    }
    case 'PenaltyBoxEntered': {
      const sides = state.sides.map((s) => (s.id === e.side && e.rule === 'sit-out' ? { ...s, sitOut: e.hands } : s));
      if (!round) return { ...state, sides };
      const folded = round.folded.includes(e.side) ? round.folded : [...round.folded, e.side];
      const withFold = { ...state, sides, round: { ...round, folded } };
      const pegging = round.pegging ? foldPegging(withFold, round.pegging) : null;
      return { ...withFold, round: skipFolded({ ...withFold.round!, pegging }, withFold) };
    }
    case 'PegMoveForgotten':
      return { ...state, sides: state.sides.map((s) => (s.id === e.side ? { ...s, sitOut: s.sitOut + 1 } : s)) };
    case 'GameEnded': {
      const matchTally = state.matchTally.map((g, s) => (s === e.winner ? g + e.games : g));
      return { ...state, outcome: { winner: e.winner, reason: e.reason, skunk: e.skunk, games: e.games }, matchTally };
    }
    case 'Undone':
    case 'Redone':
      return state;
  }
}

/** The ruleset of a validated setup. */
function ruleOf(id: string) {
  const rs = getRuleset(id);
  if (!rs) throw new Error(`Unknown ruleset in a validated setup: ${id}`);
  return rs;
}

/** Solitaire's last round: only the free crib is counted (002 SOLITAIRE). */
export function isFreeCribRound(state: GameState, round: number): boolean {
  const sol = state.ruleset?.solitaire;
  return sol !== null && sol !== undefined && round > sol.rounds;
}

function startRound(state: GameState, number: number, dealer: SeatId): GameState {
  const rs = state.ruleset!;
  const n = state.seats.length;
  const redeal = state.round !== null && state.round.number === number;
  let sides = state.sides;
  let sitting: SideId[];
  if (redeal) sitting = [...state.round!.sitting];
  else {
    sitting = sides.filter((s) => s.sitOut > 0).map((s) => s.id);
    sides = sides.map((s) => (s.sitOut > 0 ? { ...s, sitOut: s.sitOut - 1 } : s));
  }
  const seatIn = (s: SeatId) => !sitting.includes(sideOfSeat(rs, n, s));
  let pone = dealer;
  if (rs.solitaire) pone = 0;
  else {
    for (let k = 1; k <= n; k++) {
      const s = (dealer + k) % n;
      if (seatIn(s)) {
        pone = s;
        break;
      }
    }
  }
  const order: CountTurn[] = [];
  if (rs.solitaire) {
    if (number <= rs.solitaire.rounds) order.push({ seat: 0, crib: false });
    order.push({ seat: 0, crib: true });
  } else {
    for (let k = 1; k <= n; k++) {
      const s = (dealer + k) % n;
      if (seatIn(s)) order.push({ seat: s, crib: false });
    }
    if (rs.crib && seatIn(dealer)) order.push({ seat: dealer, crib: true });
  }
  const round: RoundState = {
    number,
    dealer,
    pone,
    starter: null,
    starterTurned: false,
    tops: [],
    countOrder: order,
    counted: 0,
    folded: [],
    sitting,
    pegging: null,
    played: [],
    playEnded: false,
    showEnded: order.length === 0,
    lastCount: null,
  };
  return { ...state, sides, round };
}

/** Cards each seat plays: the hand size, 0 for a seat sitting out; solitaire plays 4 from the hand, 2 blind crib cards. */
export function cardsPerSeat(state: GameState, round: RoundState): number[] {
  const rs = state.ruleset!;
  const n = state.seats.length;
  if (rs.solitaire) return [4, 2];
  const d = rs.deals[n];
  const size = d ? d.deal - d.throw : 4;
  return Array.from({ length: n }, (_, s) => {
    const side = sideOfSeat(rs, n, s);
    return round.sitting.includes(side) || round.folded.includes(side) ? 0 : size;
  });
}

/** A fresh pegging tracker for the round's play, or `null` when it cannot start. */
export function startTracker(state: GameState, round: RoundState): PeggingState | null {
  const rs = state.ruleset!;
  const per = cardsPerSeat(state, round);
  const started = startPegging({
    seats: rs.solitaire ? 2 : state.seats.length,
    leader: round.pone,
    cardsPerSeat: per,
    singleCount: rs.singleCount,
    noddy: rs.noddy,
  });
  return started.ok ? started.value : null;
}

/** A folded side's seats hold no more cards; the turn passes on if it was theirs. */
function foldPegging(state: GameState, p: PeggingState): PeggingState {
  const rs = state.ruleset!;
  const n = state.seats.length;
  return withRemaining(p, p.remaining.map((r, s) => (state.round!.folded.includes(sideOfSeat(rs, n, s)) ? 0 : r)));
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

/** Skips the counts of folded sides; marks the show over after the last count. */
function skipFolded(round: RoundState, state: GameState): RoundState {
  const rs = state.ruleset!;
  const n = state.seats.length;
  let counted = round.counted;
  while (counted < round.countOrder.length && round.folded.includes(sideOfSeat(rs, n, round.countOrder[counted]!.seat))) counted++;
  return { ...round, counted, showEnded: counted >= round.countOrder.length };
}

function applyScore(state: GameState, e: Scored): GameState {
  const board = state.board!;
  const side = state.sides[e.side];
  if (!side) return state;
  // Only the 20-hole award skips boxes and traps (003); the 1 hole for a side already inside is a plain step.
  const move = movePeg(board, side.pegs, e.points, { award: e.reason === 'box' && e.points >= BOX_AWARD });
  const updated: SideState = {
    ...side,
    pegs: move.pegs,
    score: holeNumber(board, move.pegs.front),
    pegged: side.pegged + e.points,
    moves: [...side.moves, { n: e.n, points: e.points, reason: e.reason, from: move.from, landed: move.landed, effects: move.effects, words: move.words }],
  };
  return { ...state, sides: state.sides.map((s) => (s.id === e.side ? updated : s)) };
}

/** Formats a card for history text. */
export function cardText(card: Card | null): string {
  return card ? formatCard(card) : 'a card';
}

/** Number of sides of a started game. */
export function sidesOf(state: GameState): number {
  return state.ruleset ? sideCount(state.ruleset, state.seats.length) : 0;
}
