import { formatCard, type Card } from '../../../rules';
import type { EventBody } from '../../model/events';
import { BASE_OPTIONS } from '../../model/options';
import { sideOf } from '../../query/select';
import type { CountClaim, Game } from '../../model/state';
import type { CountTurn } from '../../model/types';
import type { Ruleset } from '../../model/state';
import { DEAL_2, DEAL_4, STANDARD, seatsFromLeft, standardPlay } from '../standard';
import { DECK_COLORS } from './model/decks';
import { RULESET_NAMES } from '../names';
import { NOT_ENOUGH_STEPS } from './query/steps';
import { decksOf } from './query/teams';

/** 000 "Scoring the value of hands": each player counts with the team's own Top. */
function teamTop(state: Game, turn: CountTurn): Card | null {
  return state.round?.tops?.[sideOf(state, turn.seat)] ?? null;
}

/** 000: "if a Q in hand matches the suit of the Top card, the enemy pegs -1 for 'her heels'". */
function herHeels(state: Game, turn: CountTurn, cards: readonly Card[]): EventBody[] {
  const top = teamTop(state, turn);
  if (!top || turn.crib) return [];
  const side = sideOf(state, turn.seat);
  const events: EventBody[] = [];
  for (const q of cards.filter((x) => x.rank === 12 && x.suit === top.suit)) {
    for (const enemy of state.sides.filter((x) => x.id !== side)) {
      events.push({
        type: 'Scored',
        side: enemy.id,
        seat: null,
        points: -1,
        reason: 'top',
        items: [{ kind: 'her-heels', cards: [formatCard(q)], points: -1 }],
      });
    }
  }
  return events;
}

/**
 * 000's times for muggins: "After the count and the intel bonus, if any player sees points in an enemy hand that
 * haven't been counted, they may peg the points ... by declaring 'Muggins'" (a hand, or the Intel bonus itself);
 * "After the crib points have been counted, Muggins rules apply" (a crib). The book speaks of hands and cribs only,
 * so a pegging score is not mugged.
 */
function mugginsWait(state: Game, claim: CountClaim | null): string | null {
  const round = state.round;
  if (!round) return 'No count has been made yet this round.';
  if (claim === null) return 'Cribbage is not Enough mugs hands and cribs, not the pegging (000).';
  if (claim.crib) return NOT_ENOUGH_STEPS.cribs.done(state, round) ? null : 'Muggins on a crib waits until the crib points are counted (000).';
  return NOT_ENOUGH_STEPS.intel.done(state, round) ? null : 'Muggins on a hand waits for the count and the Intel bonus (000).';
}

/** 000's defaults: the scorer leads after a go; muggins has the book's own times, so the house rule is not offered. */
const { mugginsBeforeNextCount: _ownTimes, ...OPTIONS } = BASE_OPTIONS;

/**
 * Cribbage is not Enough (000), for 2 players or 2 teams of 2, with two decks (grey and blue, one per team): each
 * team's Top instead of one starter (a jack on a Top pegs 2 for the dealer's team, a queen -2; a J/Q/K/A Top's
 * Intel, Might or Magic), the play, hands counted with the team Top (his heels 1, her heels -1 to the enemy), the
 * Intel bonus, the battle for the crib, Rob the Cradle, then the cribs; a skunk by 31 or more counts two games.
 */
export const notEnoughPreset: Ruleset = {
  ...STANDARD,
  id: 'not-enough',
  variant: 'notEnough',
  name: RULESET_NAMES['not-enough'],
  source: '000',
  seatCounts: [2, 4],
  teams: { 4: 2 },
  deals: { 2: DEAL_2, 4: DEAL_4 },
  steps: () => ['tops', 'play', 'show', 'intel', 'battle', 'cradle', 'cribs'],
  // The show counts the hands; the cribs have their own step, after the battle says who holds them.
  counts: (round) => seatsFromLeft(round).map((seat) => ({ seat, crib: false })),
  play: (round, state) => ({ ...standardPlay(round), decks: state.seats.map((seat) => DECK_COLORS.indexOf(decksOf(state)[seat.side]!)) }),
  countWith: teamTop,
  deckPips: true,
  afterCount: herHeels,
  mugginsWait,
  // 000 "31 count": "The player who pegged begins the count again starting with their next card. If a player is out
  // of cards, they take no action" (the option `scorerLeads`; with no cards left, the next seat with cards leads).
  defaults: { ...OPTIONS, scorerLeads: true, skunk: { kind: 'margin', single: 31, double: null } },
};
