/**
 * Rulesets as data (RULES.md "Rulesets"): each preset names its seats, teams, deal, target, counting order and
 * extras; every rule a rulebook leaves open is a house option with the brief's default.
 */

/** The presets the app ships. */
export const RULESET_IDS = [
  'traditional',
  'three-player',
  'four-player',
  'six-player',
  'five-card',
  'once-around',
  'backward',
  'noddy',
  'solitaire',
  'boxed-set',
  'crib-wars',
  'not-enough',
] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** Skunk rule: lines on the board (loser at or below a hole) or a winning margin. */
export type SkunkRule =
  | { readonly kind: 'none' }
  /** Loser at or below `single` is skunked (2 games), at or below `double` double skunked (4 games), e.g. 90 / 60. */
  | { readonly kind: 'lines'; readonly single: number; readonly double: number | null }
  /** Winning by `single` or more is a skunk (2 games); by `double` or more a double skunk (4 games). */
  | { readonly kind: 'margin'; readonly single: number; readonly double: number | null };

/** A start bonus pegged when a round starts, e.g. 004's dealer +3 each round. */
export interface StartBonus {
  /** Who pegs it: the dealer or the pone (dealer's left). */
  readonly who: 'dealer' | 'pone';
  /** Points, e.g. `3`. */
  readonly points: number;
  /** Every round, or only the first round of the game (002 five-card). */
  readonly when: 'every-round' | 'first-round';
}

/** The deal for one table size. */
export interface DealSize {
  /** Cards dealt to each seat, e.g. `6`. */
  readonly deal: number;
  /** Cards each seat throws to the crib (or, for the dealer's team in the six-player game, to the deck), e.g. `2`. */
  readonly throw: number;
  /** Cards the dealer adds to the crib from the deck (three-player: 1), e.g. `0`. */
  readonly fromDeck: number;
  /** Seats whose throw goes to the bottom of the deck, not the crib: the dealer's team in the six-player game. */
  readonly dealerTeamThrowsAway: boolean;
}

/** House options: every field a table may dispute, with the brief's default. */
export interface HouseOptions {
  /** Muggins on or off (RULES.md Muggins). Default off; on for Crib Wars (Muggers Alley). */
  readonly muggins: boolean;
  /** A muggins caller may give the points back (003 MUGGINS, "Crib Zones"). Default true. */
  readonly mugginsGiveBack: boolean;
  /** Over-claiming: the claimer moves back by the excess and the opponent may add it (003 rule 12). Default true. */
  readonly overClaimPenalty: boolean;
  /** Skunks count extra games. Default true where the ruleset has a skunk rule. */
  readonly skunks: boolean;
  /** Winning hole (RULES.md table), e.g. `121`; Crib Wars uses the board's finish. */
  readonly target: number;
  /** Points for his heels (a jack starter, 002), e.g. `2`. */
  readonly heels: number;
  /** His heels is not pegged within this many holes before the finish (003 DEALING: 3), e.g. `0`. */
  readonly heelsBlockedWithin: number;
  /** A start bonus, or null (004: dealer 3 every round; 002 five-card: pone 3 in the first round). */
  readonly startBonus: StartBonus | null;
  /** A 2-point penalty is offered to every other opponent, each of whom may decline (003). */
  readonly penaltyToEveryOpponent: boolean;
  /** The go or last-card point is pegged as its own move, apart from pairs and runs (003 PEGGING POINTS). */
  readonly separateGo: boolean;
  /** Skunk rule (003 SKUNK: lines 90/60; 002 and 000: margins 31/61). */
  readonly skunk: SkunkRule;
  /** Games needed to win a match, or 0 for an open tally, e.g. `0`. */
  readonly matchGames: number;
}

/** A preset: fixed structure plus default house options. */
export interface Ruleset {
  readonly id: RulesetId;
  /** Name for players, e.g. `'Traditional'`. */
  readonly name: string;
  /** Rulebook file and section, e.g. `'002 TRADITIONAL RULES'`. */
  readonly source: string;
  /** Table sizes allowed, e.g. `[2]`. */
  readonly seatCounts: readonly number[];
  /** Partners: by table size, the number of sides (e.g. 4 seats in 2 teams); absent = one side per seat. */
  readonly teams: Readonly<Record<number, number>>;
  /** Deal by table size. */
  readonly deals: Readonly<Record<number, DealSize>>;
  /** Whether there is a crib. */
  readonly crib: boolean;
  /** Hands are counted before the play (002 NODDY). */
  readonly showBeforePlay: boolean;
  /** The play ends at the first go or 31 (002 five-card and Noddy). */
  readonly singleCount: boolean;
  /** Noddy's extra scores (002 NODDY). */
  readonly noddy: boolean;
  /** The first side to reach the target loses (002 BACKWARD). */
  readonly backward: boolean;
  /** Solitaire: rounds of hand + crib, then a free crib; won above `winAbove` (002 SOLITAIRE). */
  readonly solitaire: { readonly rounds: number; readonly winAbove: number } | null;
  /** Played on a board with zones (Crib Wars, 001/003). */
  readonly zones: boolean;
  /** Cribbage is not Enough's Tops (000): taps for Tops, table talk. */
  readonly tops: boolean;
  readonly defaults: HouseOptions;
}

/** A house option's label and source, so the UI can list them before a game. */
export interface OptionInfo {
  readonly key: keyof HouseOptions;
  readonly label: string;
  readonly source: string;
}

/** Every house option, its label and where it comes from. */
export const HOUSE_OPTIONS: readonly OptionInfo[] = [
  { key: 'muggins', label: 'Muggins: opponents may take points a player missed', source: '003 MUGGINS; RULES.md Muggins' },
  { key: 'mugginsGiveBack', label: 'A muggins caller may give the points back', source: '003 MUGGINS (Crib Zones)' },
  { key: 'overClaimPenalty', label: 'Over-claiming: move back the excess, the opponent may add it', source: '003 rule 12' },
  { key: 'skunks', label: 'Skunks count extra games', source: '003 SKUNK; 002 Definitions; 000' },
  { key: 'target', label: 'Game hole', source: 'RULES.md Rulesets' },
  { key: 'heels', label: 'Points for his heels (jack starter)', source: '002 Scoring chart' },
  { key: 'heelsBlockedWithin', label: 'No his heels within this many holes of the finish', source: '003 DEALING' },
  { key: 'startBonus', label: 'Start bonus', source: '004 SET UP; 002 5-CARD' },
  { key: 'penaltyToEveryOpponent', label: 'A 2-point penalty goes to every other opponent', source: '001 (Crib Wars)' },
  { key: 'separateGo', label: 'Go pegged apart from pairs and runs (31 together)', source: '001 (Crib Wars)' },
  { key: 'skunk', label: 'Skunk lines or margin', source: '003 SKUNK; 002 Definitions; 000' },
  { key: 'matchGames', label: 'Games to win a match (0 = open tally)', source: 'RULES.md Skunks and matches' },
];

const TWO: DealSize = { deal: 6, throw: 2, fromDeck: 0, dealerTeamThrowsAway: false };
const THREE: DealSize = { deal: 5, throw: 1, fromDeck: 1, dealerTeamThrowsAway: false };
const FOUR: DealSize = { deal: 5, throw: 1, fromDeck: 0, dealerTeamThrowsAway: false };
const SIX: DealSize = { deal: 5, throw: 1, fromDeck: 0, dealerTeamThrowsAway: true };
const BY_SEATS = { 2: TWO, 3: THREE, 4: FOUR } as const;

const LINES_121: SkunkRule = { kind: 'lines', single: 90, double: 60 };

const BASE: HouseOptions = {
  muggins: false,
  mugginsGiveBack: true,
  overClaimPenalty: true,
  skunks: true,
  target: 121,
  heels: 2,
  heelsBlockedWithin: 0,
  startBonus: null,
  penaltyToEveryOpponent: false,
  separateGo: false,
  skunk: LINES_121,
  matchGames: 0,
};

const PLAIN = {
  teams: {},
  crib: true,
  showBeforePlay: false,
  singleCount: false,
  noddy: false,
  backward: false,
  solitaire: null,
  zones: false,
  tops: false,
} as const;

const CRIB_WARS_OPTIONS: HouseOptions = {
  ...BASE,
  muggins: true,
  heelsBlockedWithin: 3,
  penaltyToEveryOpponent: true,
  separateGo: true,
};

/** The presets, by id. */
export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  traditional: {
    ...PLAIN, id: 'traditional', name: 'Traditional', source: '002 TRADITIONAL RULES',
    seatCounts: [2], deals: { 2: TWO }, defaults: BASE,
  },
  'three-player': {
    ...PLAIN, id: 'three-player', name: 'Three-player', source: '002 3-PLAYER CRIBBAGE',
    seatCounts: [3], deals: { 3: THREE }, defaults: BASE,
  },
  'four-player': {
    ...PLAIN, id: 'four-player', name: 'Four-player teams', source: '002 4-PLAYER CRIBBAGE',
    seatCounts: [4], teams: { 4: 2 }, deals: { 4: FOUR }, defaults: BASE,
  },
  'six-player': {
    ...PLAIN, id: 'six-player', name: 'Six players in three teams', source: '003 DEALING; 001',
    seatCounts: [6], teams: { 6: 3 }, deals: { 6: SIX }, zones: true, defaults: CRIB_WARS_OPTIONS,
  },
  'five-card': {
    ...PLAIN, id: 'five-card', name: 'Five-card', source: '002 5-CARD CRIBBAGE',
    seatCounts: [2], deals: { 2: { deal: 5, throw: 2, fromDeck: 0, dealerTeamThrowsAway: false } }, singleCount: true,
    defaults: { ...BASE, target: 61, skunk: { kind: 'margin', single: 31, double: 61 }, startBonus: { who: 'pone', points: 3, when: 'first-round' } },
  },
  'once-around': {
    ...PLAIN, id: 'once-around', name: 'Once around (61)', source: '002 Scoring ("once around")',
    seatCounts: [2, 3, 4], teams: { 4: 2 }, deals: BY_SEATS,
    defaults: { ...BASE, target: 61, skunk: { kind: 'margin', single: 31, double: 61 } },
  },
  backward: {
    ...PLAIN, id: 'backward', name: 'Backward', source: '002 BACKWARD CRIBBAGE',
    seatCounts: [2, 3, 4], teams: { 4: 2 }, deals: BY_SEATS, backward: true,
    defaults: { ...BASE, skunks: false, skunk: { kind: 'none' } },
  },
  noddy: {
    ...PLAIN, id: 'noddy', name: 'Noddy', source: '002 NODDY',
    seatCounts: [2, 3, 4, 5, 6], crib: false, showBeforePlay: true, singleCount: true, noddy: true,
    deals: Object.fromEntries([2, 3, 4, 5, 6].map((n) => [n, { deal: 3, throw: 0, fromDeck: 0, dealerTeamThrowsAway: false }])),
    defaults: { ...BASE, target: 31, skunks: false, skunk: { kind: 'none' } },
  },
  solitaire: {
    ...PLAIN, id: 'solitaire', name: 'Solitaire', source: '002 SOLITAIRE CRIBBAGE',
    seatCounts: [1], deals: { 1: { deal: 6, throw: 2, fromDeck: 2, dealerTeamThrowsAway: false } },
    solitaire: { rounds: 6, winAbove: 120 },
    defaults: { ...BASE, skunks: false, skunk: { kind: 'none' } },
  },
  'boxed-set': {
    ...PLAIN, id: 'boxed-set', name: 'Boxed set', source: '004 SET UP',
    seatCounts: [2, 3, 4], deals: { 2: TWO, 3: THREE, 4: { ...FOUR } },
    defaults: { ...BASE, startBonus: { who: 'dealer', points: 3, when: 'every-round' } },
  },
  'crib-wars': {
    ...PLAIN, id: 'crib-wars', name: 'Crib Wars', source: '003 CRIB WARS; 001',
    seatCounts: [2, 3, 4, 6], teams: { 4: 2, 6: 3 }, deals: { ...BY_SEATS, 6: SIX }, zones: true,
    defaults: CRIB_WARS_OPTIONS,
  },
  'not-enough': {
    ...PLAIN, id: 'not-enough', name: 'Cribbage is not Enough', source: '000',
    seatCounts: [2, 4], teams: { 4: 2 },
    deals: { 2: TWO, 4: { deal: 5, throw: 1, fromDeck: 0, dealerTeamThrowsAway: false } }, tops: true,
    defaults: { ...BASE, skunk: { kind: 'margin', single: 31, double: null } },
  },
};

/** Looks up a preset; `undefined` for an unknown id. */
export function getRuleset(id: string): Ruleset | undefined {
  return (RULESET_IDS as readonly string[]).includes(id) ? RULESETS[id as RulesetId] : undefined;
}

/** The number of sides at a table of `seats` under `ruleset`, e.g. 2 for four-player teams. */
export function sideCount(ruleset: Ruleset, seats: number): number {
  return ruleset.teams[seats] ?? seats;
}

/** The side a seat belongs to: partners sit opposite, so seat s is on side s mod sides. */
export function sideOfSeat(ruleset: Ruleset, seats: number, seat: number): number {
  return seat % sideCount(ruleset, seats);
}

/** Hand size after the throw, e.g. 4 (traditional), 3 (five-card, Noddy). */
export function handSize(ruleset: Ruleset, seats: number): number {
  const d = ruleset.deals[seats];
  return d ? d.deal - d.throw : 4;
}
