import type { Command } from '../decide/commands';
import { tapIntent } from '../decide/intent';
import { TOP_USES } from '../model/events';
import type { Game } from '../model/state';
import type { CountTurn, SeatId } from '../model/types';
import { nextDealer } from '../query/deal';
import { currentStep, nextCount, sideOf } from '../query/select';
import { teamCrib } from '../rulesets/decide';
import { pipsOf } from '../rulesets/model';
import { nextCrib, pendingUse } from '../rulesets/query';
import { cardText, mugTargetWords, voice } from './words';
import { litSide } from './pad';
import { countContext } from '../query/context';
import type { MugChance } from '../query/muggins';

/** A 000 step's sheet, opened from the bar. */
export type StepSheet = 'intel' | 'battle' | 'cradle' | 'cribs';

/** What the next-step bar says and offers, asked of the engine (the round's own steps), never of a ruleset's id. */
export type NextStep =
  /** Before the first deal: who deals first. */
  | { readonly kind: 'cut'; readonly seats: readonly { readonly seat: SeatId; readonly name: string }[] }
  /** The starter (or 000's Tops) waits to be turned. */
  | { readonly kind: 'starter'; readonly status: string; readonly text: string; readonly tops: boolean }
  /** The play is on; `over` is the words of the button that ends it, e.g. `'Play over: count the hands'`. */
  | { readonly kind: 'play'; readonly status: string; readonly text: string; readonly over: string }
  /** A count of the show is next, e.g. `who` `"Bob's hand"`. */
  | { readonly kind: 'show'; readonly status: string; readonly text: string; readonly turn: CountTurn; readonly who: string }
  /** Every step of the round is done; `dealer` deals next, e.g. `'Bob'`. */
  | { readonly kind: 'done'; readonly status: string; readonly text: string; readonly dealer: string }
  /**
   * A step settled by saying what happened (000's Top use, Intel bonus, battle and Rob the Cradle): one button each,
   * after the button that opens its sheet (`sheet`, e.g. "Roll the dice…"), when it has one.
   */
  | {
      readonly kind: 'choose';
      readonly status: string;
      readonly text: string;
      readonly choices: readonly { readonly label: string; readonly command: Command }[];
      readonly sheet?: { readonly label: string; readonly kind: StepSheet };
    }
  /** A step whose points are tapped on the lit pad (000's cribs, or its `sheet`), or one this screen has no controls for. */
  | { readonly kind: 'other'; readonly status: string; readonly text: string; readonly sheet?: { readonly label: string; readonly kind: StepSheet } }
  | { readonly kind: 'over' };

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
  if (round.steps.includes('tops')) return `Round ${round.number} · ${dealer} deals · ${topsWords(state)}`;
  const cribs = round.countOrder.filter((t) => t.crib).map((t) => countName(state, t));
  return `Round ${round.number} · ${dealer} deals · ${cribs.length ? cribs.join(', ') : 'no crib'}`;
}

const USE_WORDS: Readonly<Record<string, string>> = { intel: 'Intel', might: 'Might', magic: 'Magic', none: 'no use' };

/** 000's Tops with their decks and uses, e.g. `'grey K♠ Might · blue 7♦'`, or `'grey and blue decks'` before they are turned. */
function topsWords(state: Game): string {
  const round = state.round!;
  const uses = round.notEnough?.uses ?? [];
  if (round.tops.length === 0) return state.decks.map((d, i) => `${state.sides[i]!.name} ${d}`).join(', ');
  return round.tops.map((top, i) => [state.decks[i], cardText(top), uses[i] ? USE_WORDS[uses[i]!] : ''].filter(Boolean).join(' ')).join(' · ');
}

/**
 * How a tap would go on now, e.g. `'or just tap the points'`, `"or tap Bob's hand on the lit pad"`, `"or tap the points on
 * the winner's pad"` (a count either side may take), or `''`.
 */
function tapWords(state: Game): string {
  const intents = state.sides.map((s) => tapIntent(state, s.id));
  if (intents.some((i) => i.ready && i.reason === 'play')) return 'or just tap the points';
  const count = intents.find((i) => i.ready);
  if (!count?.ready) return '';
  // A count either side may take (000's Intel bonus before the table says who has the most): no pad is lit.
  return litSide(state) === null ? "or tap the points on the winner's pad" : `or tap ${count.label} on the lit pad`;
}

/** The next step of the game, for the bar that never scrolls away. */
export function nextStepOf(state: Game): NextStep {
  if (state.outcome) return { kind: 'over' };
  const round = state.round;
  if (!round) return { kind: 'cut', seats: state.seats.map((s, seat) => ({ seat, name: s.name })) };
  const status = statusOf(state);
  const step = currentStep(state);
  const tap = tapWords(state);
  const then = (words: string) => `${[words, tap].filter(Boolean).join(', ')}.`;
  switch (step) {
    case null: {
      const dealer = nextDealer(state);
      return { kind: 'done', status, text: then('Round counted: deal'), dealer: dealer === null ? '' : state.seats[dealer]!.name };
    }
    case 'tops':
    case 'starter': {
      const pending = round.starterTurned ? pendingUse(round) : null;
      if (pending !== null) {
        // 000 "Scoring from the top": a J, Q, K or A Top waits for its team's choice.
        const name = state.sides[pending]!.name;
        const words: Readonly<Record<string, string>> = { intel: 'Intel', might: 'Might', magic: 'Magic', none: 'Nothing' };
        const top = round.tops[pending]!;
        const pips = pipsOf(state.pips, state.decks[pending]!, top);
        return {
          kind: 'choose',
          status,
          text: `${name}'s Top (${state.decks[pending]} ${cardText(top)}): what ${voice(state).verb(pending, 'does')} ${name} use it for?`,
          choices: TOP_USES.map((use) => ({
            label: `${words[use] ?? use}${use !== 'none' && pips ? ` ${pips[use]}` : ''}`,
            command: { type: 'useTop', side: pending, use } as Command,
          })),
        };
      }
      const card = step === 'tops' ? 'the Tops' : 'the starter';
      const after = round.steps[round.steps.indexOf(step) + 1];
      // Said from the round's own steps: Noddy counts before the play; Solitaire's free crib has no play at all.
      const next =
        after === 'show' ? `, then count ${countsWords(round.countOrder)}${round.steps.includes('play') ? ' before the play' : ' (no play this round)'}` : '';
      return { kind: 'starter', status, text: then(`Turn ${card}${next}`), tops: step === 'tops' };
    }
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
    case 'intel':
      return {
        kind: 'choose',
        status,
        text: then('The Intel bonus: who has the most Intel in hand'),
        choices: [{ label: 'Nobody has the most', command: { type: 'intel', seat: null } }],
        sheet: { label: 'Intel bonus…', kind: 'intel' },
      };
    case 'battle':
      return {
        kind: 'choose',
        status,
        text: 'The battle for the crib: roll the dice, or say who won.',
        sheet: { label: 'Roll the dice…', kind: 'battle' },
        choices: [
          ...state.seats.map((seat, i) => ({ label: `${seat.name} won`, command: { type: 'battle', winner: i } as Command })),
          { label: 'A tie', command: { type: 'battle', winner: null } },
        ],
      };
    case 'cradle':
      return {
        kind: 'choose',
        status,
        text: 'Rob the Cradle: enter the crib cards, or say which team has more Magic.',
        sheet: { label: 'Crib cards…', kind: 'cradle' },
        choices: [
          // The side with more Magic may ban, add or pass (000 Rob the Cradle): these buttons pass; the sheet does the rest.
          ...state.sides.map((side) => ({
            label: `${side.name} ${side.seats.length > 1 ? 'have' : 'has'} more Magic, ${side.seats.length > 1 ? 'pass' : 'passes'}`,
            command: { type: 'cradle', by: side.id, action: 'none' } as Command,
          })),
          { label: 'Equal: nobody acts', command: { type: 'cradle', by: null, action: 'none' } },
        ],
      };
    default: {
      const count = state.sides.map((s) => tapIntent(state, s.id)).find((i) => i.ready);
      const crib = step === 'cribs' ? nextCrib(round) : null;
      // A team crib whose cards are known is counted in its sheet; otherwise tapped.
      const known = crib !== null && round.tops.length > 0 && teamCrib(state, sideOf(state, crib.seat)).cards !== null;
      const text = count?.ready ? `${count.label}: ${known ? 'count it, or tap the points' : 'tap the points'}.` : then(`Next: the ${step}`);
      return { kind: 'other', status, text, ...(known ? { sheet: { label: 'Count the crib…', kind: 'cribs' as const } } : {}) };
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
 * draft or laid in the play), `"Ann's crib…"`, `'Starter card…'`, `'Tops…'`, `'Cards…'`.
 */
export function cardsWords(state: Game, step: NextStep, entered: number): string {
  if (step.kind === 'show') {
    const turn = step.turn;
    const size = countContext(state, turn).size;
    return `${state.seats[turn.seat]!.name}'s ${turn.crib ? 'crib' : 'cards'}${entered ? ` (${entered} of ${size})` : ''}…`;
  }
  if (step.kind === 'starter') return step.tops ? 'Tops…' : 'Starter card…';
  return 'Cards…';
}

/**
 * The bar's muggins check: `"Check Ann's hand"` for the one count open to a call, `'Check a count…'` for several,
 * `null` for none (the engine's `mugChances`, newest first).
 */
export function checkWords(state: Game, chances: readonly MugChance[]): string | null {
  return chances.length === 0 ? null : chances.length === 1 ? `Check ${mugTargetWords(state, chances[0]!.target)}` : 'Check a count…';
}
