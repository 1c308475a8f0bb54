import { tapIntent, type TapIntent } from '../decide/intent';
import type { Game } from '../model/state';
import type { CountTurn, SeatId, StepName } from '../model/types';
import { nextDealer } from '../query/deal';
import { currentStep, nextCount, sideOf } from '../query/select';
import { stepState } from '../query/steps';
import { mugTargetWords } from './words';
import { litSide } from './pad';
import { countContext } from '../query/context';
import type { MugChance } from '../query/muggins';
import type { NextStep } from './nextStepShape';

export type { NextStep, StepSheet } from './nextStepShape';

/** `"Bob's hand"`, `"Ann's crib"`. */
export function countName(state: Game, turn: CountTurn): string {
  return `${state.seats[turn.seat]!.name}'s ${turn.crib ? 'crib' : 'hand'}`;
}

/** What the counts of a round are, in words: `'the hands and the crib'`, `'the hands'`, `'the crib'`. */
function countsWords(turns: readonly CountTurn[]): string {
  const hands = turns.some((t) => !t.crib);
  const cribs = turns.filter((t) => t.crib).length;
  const crib = cribs > 1 ? 'the cribs' : cribs === 1 ? 'the crib' : '';
  return [hands ? 'the hands' : '', crib].filter(Boolean).join(' and ');
}

/** The round in one line, e.g. `"Round 3 · Bob deals · Bob's crib"`, `'Round 2 · Ann deals · no crib'`. */
function statusOf(state: Game): string {
  const round = state.round!;
  const dealer = state.seats[round.dealer]!.name;
  const own = state.ruleset.own?.status?.(state);
  if (own) return `Round ${round.number} · ${dealer} deals · ${own}`;
  const cribs = round.countOrder.filter((t) => t.crib).map((t) => countName(state, t));
  return `Round ${round.number} · ${dealer} deals · ${cribs.length ? cribs.join(', ') : 'no crib'}`;
}

/**
 * How a tap would go on now, e.g. `'or just tap the points'`, `"or tap Bob's hand on the lit pad"`, `"or tap the points on
 * the winner's pad"` (a count either side may take), or `''`.
 */
function tapWords(state: Game, intents: readonly TapIntent[]): string {
  if (intents.some((i) => i.ready && i.reason === 'play')) return 'or just tap the points';
  const count = intents.find((i) => i.ready);
  if (!count?.ready) return '';
  // A count either side may take (000's Intel bonus before the table says who has the most): no pad is lit.
  return litSide(state) === null ? "or tap the points on the winner's pad" : `or tap ${count.label} on the lit pad`;
}

/** What follows a step of the deal when the show does, e.g. `', then count the hands and the crib before the play'`; `''` otherwise. */
function countsNext(state: Game, step: StepName): string {
  const round = state.round!;
  const after = round.steps[round.steps.indexOf(step) + 1];
  // Said from the round's own steps: Noddy counts before the play; Solitaire's free crib has no play at all.
  return after === 'show' ? `, then count ${countsWords(round.countOrder)}${round.steps.includes('play') ? ' before the play' : ' (no play this round)'}` : '';
}

/** The next step of the game, for the bar that never scrolls away. */
export function nextStepOf(state: Game): NextStep {
  if (state.outcome) return { kind: 'over' };
  const round = state.round;
  if (!round) return { kind: 'cut', seats: state.seats.map((s, seat) => ({ seat, name: s.name })) };
  const status = statusOf(state);
  const step = currentStep(state);
  const intents = state.sides.map((s) => tapIntent(state, s.id));
  const tap = tapWords(state, intents);
  const then = (words: string) => `${[words, tap].filter(Boolean).join(', ')}.`;
  // The game's variant says its own steps, and a choice it waits on in a core one.
  const due = intents.find((i) => i.ready);
  const own = step === null ? null : state.ruleset.own?.bar?.(state, step, { status, then, due: due?.ready ? due.label : null });
  if (own) return own;
  switch (step) {
    case null: {
      const dealer = nextDealer(state);
      return { kind: 'done', status, text: then('Round counted: deal'), dealer: dealer === null ? '' : state.seats[dealer]!.name };
    }
    case 'starter':
      return { kind: 'starter', status, text: then(`Turn the starter${countsNext(state, step)}`), step };
    case 'play': {
      const rest = round.steps.slice(round.steps.indexOf('play') + 1);
      const hands = round.countOrder.some((t) => !t.crib);
      const over = rest.includes('show') ? `Play over: count the ${hands ? 'hands' : 'crib'}` : 'Play over';
      return { kind: 'play', status, text: 'The play: tap the points as they are pegged.', over };
    }
    case 'show': {
      const turn = nextCount(state)!;
      const who = countName(state, turn);
      const side = state.sides[sideOf(state, turn.seat)]!;
      const pad = side.seats.length > 1 ? ` on ${side.name}'s pad` : '';
      return { kind: 'show', status, text: `${who}: tap the points${pad}.`, turn, who };
    }
    default: {
      // A variant's step of the deal is turned as the starter is: its own words say what it turns.
      const turns = state.ruleset.own?.turns?.[step];
      if (turns && stepState(state, step).phase === 'deal')
        return { kind: 'starter', status, text: then(`Turn ${turns.card}${countsNext(state, step)}`), step };
      const text = due?.ready ? `${due.label}: tap the points.` : then(`Next: the ${step}`);
      return { kind: 'other', status, text };
    }
  }
}

/**
 * The bar's words before the first deal: a game of one deals itself the first hand; otherwise the table cuts, e.g.
 * `{ question: 'Who deals first?', text: 'Cut the deck: the lowest card deals.', choices: [{ seat: 0, label: 'Ann deals' }, …], cuts: 'Enter the cuts…' }`.
 */
export function cutWords(seats: readonly { readonly seat: SeatId; readonly name: string }[]): {
  readonly question: string;
  readonly text: string;
  readonly choices: readonly { readonly seat: SeatId; readonly label: string }[];
  /** The button that opens the cuts' entry, `null` for a game of one. */
  readonly cuts: string | null;
} {
  if (seats.length === 1)
    return { question: '', text: 'A game of one: deal yourself the first hand.', choices: [{ seat: 0, label: 'Deal the first hand' }], cuts: null };
  return {
    question: 'Who deals first?',
    text: 'Cut the deck: the lowest card deals.',
    choices: seats.map((s) => ({ seat: s.seat, label: `${s.name} deals` })),
    cuts: 'Enter the cuts…',
  };
}

/** The button that deals the next round, e.g. `'Next deal: Bob'`, `'Next deal'` when no dealer is known. */
export function nextDealWords(dealer: string): string {
  return `Next deal${dealer ? `: ${dealer}` : ''}`;
}

/**
 * The card-entry button of a step, e.g. `"Bob's cards…"`, `"Bob's cards (2 of 4)…"` (`entered` cards kept in a
 * draft or laid in the play), `"Ann's crib…"`, `'Starter card…'`, a variant's own cards of the deal, `'Cards…'`.
 */
export function cardsWords(state: Game, step: NextStep, entered: number): string {
  if (step.kind === 'show') {
    const turn = step.turn;
    const size = countContext(state, turn).size;
    return `${state.seats[turn.seat]!.name}'s ${turn.crib ? 'crib' : 'cards'}${entered ? ` (${entered} of ${size})` : ''}…`;
  }
  if (step.kind === 'starter') return state.ruleset.own?.turns?.[step.step]?.button ?? 'Starter card…';
  return 'Cards…';
}

/**
 * The bar's muggins check: `"Check Ann's hand"` for the one count open to a call, `'Check a count…'` for several,
 * `null` for none (the engine's `mugChances`, newest first).
 */
export function checkWords(state: Game, chances: readonly MugChance[]): string | null {
  return chances.length === 0 ? null : chances.length === 1 ? `Check ${mugTargetWords(state, chances[0]!.target)}` : 'Check a count…';
}
