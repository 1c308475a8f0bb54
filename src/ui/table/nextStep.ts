import { currentStep, nextCount, nextDealer, pendingUse, sideOf, tapIntent, TOP_USES, type Command, type CountTurn, type Game, type SeatId } from '../../game';

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
  /** A step settled by saying what happened (000's Intel bonus, battle and Rob the Cradle): one button each. */
  | { readonly kind: 'choose'; readonly status: string; readonly text: string; readonly choices: readonly { readonly label: string; readonly command: Command }[] }
  /** A step whose points are tapped on the lit pad (000's cribs), or one this screen has no controls for. */
  | { readonly kind: 'other'; readonly status: string; readonly text: string }
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
  const cribs = round.countOrder.filter((t) => t.crib).map((t) => countName(state, t));
  return `Round ${round.number} · ${dealer} deals · ${cribs.length ? cribs.join(', ') : 'no crib'}`;
}

/** How a tap would go on now, e.g. `'or just tap the points'`, `"or tap Bob's hand on the lit pad"`, or `''`. */
function tapWords(state: Game): string {
  const intents = state.sides.map((s) => tapIntent(state, s.id));
  if (intents.some((i) => i.ready && i.reason === 'play')) return 'or just tap the points';
  const count = intents.find((i) => i.ready);
  return count?.ready ? `or tap ${count.label} on the lit pad` : '';
}

/** The next step of the game, for the bar that never scrolls away. */
export function nextStepOf(state: Game): NextStep {
  if (state.outcome) return { kind: 'over' };
  const round = state.round;
  if (!round) return { kind: 'cut', seats: state.seats.map((s, seat) => ({ seat, name: s.name })) };
  const status = statusOf(state);
  const step = currentStep(state);
  const tap = tapWords(state);
  const then = (words: string) => [words, tap].filter(Boolean).join(', ') + '.';
  switch (step) {
    case null: {
      const dealer = nextDealer(state);
      return { kind: 'done', status, text: then('The round is counted: deal again'), dealer: dealer === null ? '' : state.seats[dealer]!.name };
    }
    case 'tops':
    case 'starter': {
      const pending = round.starterTurned ? pendingUse(round) : null;
      if (pending !== null) {
        // 000 "Scoring from the top": a J, Q, K or A Top waits for its team's choice.
        const name = state.sides[pending]!.name;
        const words: Readonly<Record<string, string>> = { intel: 'Intel', might: 'Might', magic: 'Magic', none: 'Nothing' };
        return {
          kind: 'choose',
          status,
          text: `${name}'s Top: what does ${name} use it for?`,
          choices: TOP_USES.map((use) => ({ label: words[use] ?? use, command: { type: 'useTop', side: pending, use } as Command })),
        };
      }
      const card = step === 'tops' ? 'the Tops' : 'the starter';
      const after = round.steps[round.steps.indexOf(step) + 1];
      // Said from the round's own steps: Noddy counts before the play; Solitaire's free crib has no play at all.
      const next =
        after === 'show'
          ? `, then count ${countsWords(round.countOrder)}${round.steps.includes('play') ? ' before the play' : ' (no play this round)'}`
          : '';
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
        text: then('The Intel bonus: tap it on the pad of the player with the most Intel'),
        choices: [{ label: 'Nobody has the most', command: { type: 'intel', seat: null } }],
      };
    case 'battle':
      return {
        kind: 'choose',
        status,
        text: 'The battle for the crib: who won?',
        choices: [
          ...state.seats.map((seat, i) => ({ label: `${seat.name} won`, command: { type: 'battle', winner: i } as Command })),
          { label: 'A tie', command: { type: 'battle', winner: null } },
        ],
      };
    case 'cradle':
      return {
        kind: 'choose',
        status,
        text: 'Rob the Cradle: which team has more Magic in the cribs?',
        choices: [
          ...state.sides.map((side) => ({ label: `${side.name}: more, no change`, command: { type: 'cradle', by: side.id, action: 'none' } as Command })),
          { label: 'Equal: nobody acts', command: { type: 'cradle', by: null, action: 'none' } },
        ],
      };
    default: {
      const count = state.sides.map((s) => tapIntent(state, s.id)).find((i) => i.ready);
      return { kind: 'other', status, text: count?.ready ? `${count.label}: tap the points.` : then(`Next: the ${step}`) };
    }
  }
}
