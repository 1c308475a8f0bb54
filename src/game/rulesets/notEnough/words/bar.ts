import type { Command } from '../../../decide/command';
import type { Game } from '../../../model/state';
import type { StepName } from '../../../model/types';
import { sideOf } from '../../../query/select';
import type { NextStep } from '../../../words/nextStepShape';
import type { BarContext } from '../../../words/own';
import { cardText, voice } from '../../../words/words';
import { teamCrib } from '../decide/cribs';
import { pipsOf } from '../model/decks';
import { TOP_USES } from '../model/events';
import { nextCrib, pendingUse } from '../query/steps';
import { cineOf, decksOf, pipsIn, topsOf } from '../query/teams';

/* 000 on the table's next-step bar: the round's decks and Tops, a Top's use, the Intel bonus, the battle, the cradle, the cribs. */

const USE_WORDS: Readonly<Record<string, string>> = { intel: 'Intel', might: 'Might', magic: 'Magic', none: 'no use' };

/** 000's Tops with their decks and uses, e.g. `'grey K♠ Might · blue 7♦'`, or `'Ann grey, Bob blue'` before they are turned. */
export function topsStatus(state: Game): string {
  const round = state.round!;
  const uses = cineOf(round).uses;
  const decks = decksOf(state);
  const tops = topsOf(round);
  if (tops.length === 0) return decks.map((d, i) => `${state.sides[i]!.name} ${d}`).join(', ');
  return tops.map((top, i) => [decks[i], cardText(top), uses[i] ? USE_WORDS[uses[i]!] : ''].filter(Boolean).join(' ')).join(' · ');
}

/** 000 "Scoring from the top": a J, Q, K or A Top waits for its team's choice. */
function topUse(state: Game, status: string): NextStep | null {
  const round = state.round!;
  const pending = round.starterTurned ? pendingUse(round) : null;
  if (pending === null) return null;
  const name = state.sides[pending]!.name;
  const words: Readonly<Record<string, string>> = { intel: 'Intel', might: 'Might', magic: 'Magic', none: 'Nothing' };
  const top = topsOf(round)[pending]!;
  const deck = decksOf(state)[pending]!;
  const pips = pipsOf(pipsIn(state), deck, top);
  return {
    kind: 'choose',
    status,
    text: `${name}'s Top (${deck} ${cardText(top)}): what ${voice(state).verb(pending, 'does')} ${name} use it for?`,
    choices: TOP_USES.map((use) => ({
      label: `${words[use] ?? use}${use !== 'none' && pips ? ` ${pips[use]}` : ''}`,
      command: { type: 'useTop', side: pending, use } as Command,
    })),
  };
}

/** The bar at one of 000's steps (or at the Tops while a Top's use waits); `null` where the core's bar says it. */
export function notEnoughBar(state: Game, step: StepName, { status, then, due }: BarContext): NextStep | null {
  const round = state.round!;
  switch (step) {
    case 'tops':
      return topUse(state, status);
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
    case 'cribs': {
      const crib = nextCrib(round);
      // A team crib whose cards are known is counted in its sheet; otherwise tapped.
      const known = crib !== null && topsOf(round).length > 0 && teamCrib(state, sideOf(state, crib.seat)).cards !== null;
      const text = due ? `${due}: ${known ? 'count it, or tap the points' : 'tap the points'}.` : then('Next: the cribs');
      return { kind: 'other', status, text, ...(known ? { sheet: { label: 'Count the crib…', kind: 'cribs' } } : {}) };
    }
    default:
      return null;
  }
}
