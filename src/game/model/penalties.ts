/**
 * The penalty catalogue as data: the 16 "other important rules" of 003 (001 is an older print of the same list)
 * and 000's table talk. Each entry says who offends and who gains by role, how much, what extra it asks for, and
 * whether a new deal follows; `penalty.ts` applies any entry the same way.
 */

/** What the gaining sides get. */
export type PenaltyGain =
  /** Nothing: the rule only allows or forces a new deal (or is a reminder). */
  | 'none'
  /** Each gaining side pegs the rule's points (in Crib Wars each may decline). */
  | 'points'
  /** The offender moves back by the excess; the opponent may add the same (rule 12). */
  | 'excess'
  /** The opponent may claim the game (rules 11, 13b, 14b; 14b's opponent may instead put the pegs back). */
  | 'claim-game'
  /** 003 rule 14: the offender's dislodged front peg goes behind its back peg, unless both sides agree where it was. */
  | 'front-behind'
  /** 003 rule 14: both front pegs dislodged at once: agreed where they were, or the game is void. */
  | 'agree-or-void';

/** Who gains, by role at the table. */
export type GainRole =
  /** Every opponent of the offender ("the opponent(s) score 2"). */
  | 'opponents'
  /** The non-dealer (the dealer offends: rules 3, 5, 8). */
  | 'non-dealer'
  /** The player who found the fault (rule 9). */
  | 'caller';

/** One penalty rule. */
export interface PenaltyRule {
  /** Stable id, e.g. `'rule-10'`, `'table-talk'`. */
  readonly id: string;
  /** The rule's number in 003, e.g. `10`; `null` for 000's table talk. */
  readonly number: number | null;
  /** Short name for a menu, e.g. `'False go'`. */
  readonly name: string;
  /** The rule's text (003), shortened. */
  readonly text: string;
  /** Who offends: the dealer (the deal's faults), or a side the table names. */
  readonly offender: 'dealer' | 'named';
  readonly gain: PenaltyGain;
  /** Who gains, by role. */
  readonly role: GainRole;
  /**
   * The one gaining side in words, for a table that must name it among several, e.g. `'whose card was exposed'`
   * (rule 3: the non-dealer whose card it was), `'who was told go'` (rule 10).
   */
  readonly gainer: string;
  /** Points each gaining side pegs, e.g. `2`; table talk 1 (2 when both partners talked). */
  readonly points: number;
  /**
   * Extra input: the excess pegged (12), whether both partners talked (table talk), dead cards (10), whether both
   * sides agree where a dislodged peg was (14), whether the opponent claims the game or puts the pegs back (14b).
   */
  readonly input: 'none' | 'excess' | 'both-talked' | 'dead-cards' | 'agreed' | 'reposition';
  /** The table the rule fits: any, or one with partners (000's table talk is a team's). */
  readonly table: 'any' | 'partners';
  /** Whether a new deal follows: never, required, or at the victim's choice. */
  readonly newDeal: 'no' | 'required' | 'optional';
  /** Rulebook file and section, e.g. `'003 OTHER IMPORTANT RULES 10'`. */
  readonly source: string;
}

type Extra = Partial<Pick<PenaltyRule, 'offender' | 'role' | 'input' | 'id' | 'gainer'>>;

const R = (number: number, name: string, text: string, gain: PenaltyGain, points: number, newDeal: PenaltyRule['newDeal'], extra: Extra = {}): PenaltyRule => ({
  id: `rule-${number}`,
  number,
  name,
  text,
  offender: 'named',
  gain,
  role: 'opponents',
  gainer: gain === 'claim-game' ? 'who claims the game' : 'who gains',
  points,
  input: 'none',
  table: 'any',
  newDeal,
  source: `003 OTHER IMPORTANT RULES ${number}`,
  ...extra,
});

const DEALER = { offender: 'dealer' } as const;
const TO_NON_DEALER = { offender: 'dealer', role: 'non-dealer' } as const;

/** Every penalty, in rulebook order. Rule 13 has two cases, rule 14 four. */
export const PENALTIES: readonly PenaltyRule[] = [
  R(1, 'Asking for help', 'No player can ask for help from opponents or bystanders.', 'none', 0, 'no'),
  R(
    2,
    "Dealer's card exposed",
    "If a dealer's card is exposed in dealing, the non-dealer may call for a new deal if he has not looked at his cards.",
    'none',
    0,
    'optional',
    DEALER,
  ),
  R(
    3,
    "Non-dealer's card exposed",
    "If a non-dealer's card is exposed in dealing, the non-dealer scores 2 and may call for a new deal if he has not looked at his remaining cards.",
    'points',
    2,
    'optional',
    { ...TO_NON_DEALER, gainer: 'whose card was exposed' },
  ),
  R(4, 'Too few cards', 'If either player receives fewer cards than required, there must be a new deal.', 'none', 0, 'required', DEALER),
  R(
    5,
    'Non-dealer dealt too many',
    'If the non-dealer gets more cards than they should, the non-dealer scores 2; noticed before picking up the hand, a new deal is required.',
    'points',
    2,
    'optional',
    { ...TO_NON_DEALER, gainer: 'who was dealt too many' },
  ),
  R(
    6,
    'Dealer dealt too many',
    "If the dealer gets too many cards, the non-dealer may ask for a new deal or pick a card from the dealer's hand.",
    'none',
    0,
    'optional',
    DEALER,
  ),
  R(7, 'Not dealt one at a time', 'If the cards are not dealt one at a time, there must be a new deal.', 'none', 0, 'required', DEALER),
  R(8, 'Card face up in the deck', 'A card face up in the deck is the same as a card exposed in dealing (rule 3).', 'points', 2, 'optional', {
    ...TO_NON_DEALER,
    gainer: 'who was dealt the face-up card',
  }),
  R(
    9,
    'Wrong number of cards in the crib',
    'When a player discovers an incorrect card count in the crib, they call for a new deal and score 2.',
    'points',
    2,
    'required',
    { ...DEALER, role: 'caller', gainer: 'who found it' },
  ),
  R(
    10,
    'False go',
    'A player who calls go but could have played under 31 may not correct it once the opponent plays or takes the point: the cards that should have been played are dead, and the other player scores 2.',
    'points',
    2,
    'no',
    { input: 'dead-cards', gainer: 'who was told go' },
  ),
  R(11, 'Refusing a penalty', 'If a player refuses to pay a penalty, their opponent may claim the game.', 'claim-game', 0, 'no'),
  R(
    12,
    'Pegging too many',
    'If a player pegs too many points, the opponent can make them move back the extra and may add the same amount to their own score.',
    'excess',
    0,
    'no',
    { input: 'excess', gainer: 'who caught it' },
  ),
  R(13, 'Removing both own pegs', 'If a player accidentally removes both of their pegs, their opponent scores 2.', 'points', 2, 'no'),
  R(13, "Removing the opponent's front peg", "If a player removes their opponent's front peg, the opponent may claim the game.", 'claim-game', 0, 'no', {
    id: 'rule-13b',
  }),
  R(14, 'Peg moved out of turn', 'If you move your peg out of turn, your opponent(s) score 2.', 'points', 2, 'no'),
  R(
    14,
    'Own front peg dislodged',
    'If a player accidentally dislocates their own front peg, they must place that peg behind the back peg, unless both players agree to where the peg was.',
    'front-behind',
    0,
    'no',
    { id: 'rule-14c', input: 'agreed' },
  ),
  R(
    14,
    'Both own pegs dislodged',
    'If a player accidentally dislodges both of their pegs, their opponent has the right to reposition the pegs, or may claim the game.',
    'claim-game',
    0,
    'no',
    { id: 'rule-14b', input: 'reposition' },
  ),
  R(
    14,
    'Both front pegs dislodged at once',
    'If both players dislocate their front peg at the same time, both players must agree to where the front peg goes, or void the game.',
    'agree-or-void',
    0,
    'no',
    { id: 'rule-14d', input: 'agreed' },
  ),
  R(15, 'Cards mixed with the crib', 'If a player mixes their cards with the crib, their opponent scores 2 and there is a new deal.', 'points', 2, 'required'),
  R(16, 'Handling the deck', 'If a player handles the deck other than to cut it, the opponent(s) score 2.', 'points', 2, 'no'),
  {
    id: 'table-talk',
    number: null,
    name: 'Table talk',
    text: 'A team caught communicating about its hands: the other team pegs 1, or 2 if both partners talked.',
    offender: 'named',
    gain: 'points',
    role: 'opponents',
    gainer: 'who gains',
    points: 1,
    input: 'both-talked',
    table: 'partners',
    newDeal: 'no',
    source: '000 Table Talk Penalty',
  },
];

/** Titles of the rules with several cases, shown once over their cases. */
export const RULE_TITLES: Readonly<Record<number, string>> = { 13: 'Removing pegs', 14: 'Pegs moved or dislodged' };

/** The penalty with this id, or `undefined`. */
export function penaltyById(id: string): PenaltyRule | undefined {
  return PENALTIES.find((p) => p.id === id);
}
