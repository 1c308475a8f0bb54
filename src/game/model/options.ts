/**
 * House options: every rule a rulebook leaves open, with the brief's default (RULES.md). A ruleset's defaults are
 * `BASE_OPTIONS` with its own changes; a table may change any of them before the game starts.
 */

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

/** House options: every field a table may dispute, with the brief's default. */
export interface HouseOptions {
  /** Muggins on or off (RULES.md Muggins). Default off; on for Crib Wars (Muggers Alley). */
  readonly muggins: boolean;
  /** A muggins caller may give the points back (003 MUGGINS, "Crib Zones"). Default true. */
  readonly mugginsGiveBack: boolean;
  /**
   * Muggins on a count only until the next count, not until the next deal (the rulebooks are silent on how long a
   * count stays open: a house rule). Default false; absent in games set up before it existed and in rulesets that
   * set their own times (000), which setup then does not offer.
   */
  readonly mugginsBeforeNextCount?: boolean;
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
  /**
   * After a go or 31 the player who pegged it leads the next count (000 "31 count"), not the next seat (002).
   * Set (true) by Cribbage is not Enough only; absent elsewhere, as in games set up before it existed, which were
   * played, and are replayed, with the next seat leading. Setup offers it where the ruleset has it.
   */
  readonly scorerLeads?: boolean;
  /** Skunk rule (003 SKUNK: lines 90/60; 002 and 000: margins 31/61). */
  readonly skunk: SkunkRule;
  /** Games needed to win a match, or 0 for an open tally, e.g. `0`. */
  readonly matchGames: number;
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
  { key: 'mugginsBeforeNextCount', label: 'Muggins on a count only before the next count (else until the next deal)', source: 'RULES.md Muggins' },
  { key: 'overClaimPenalty', label: 'Over-claiming: move back the excess, the opponent may add it', source: '003 rule 12' },
  { key: 'skunks', label: 'Skunks count extra games', source: '003 SKUNK; 002 Definitions; 000' },
  { key: 'target', label: 'Game hole', source: 'RULES.md Rulesets' },
  { key: 'heels', label: 'Points for his heels (jack starter)', source: '002 Scoring chart' },
  { key: 'heelsBlockedWithin', label: 'No his heels within this many holes of the finish', source: '003 DEALING' },
  { key: 'startBonus', label: 'Start bonus', source: '004 SET UP; 002 5-CARD' },
  { key: 'penaltyToEveryOpponent', label: 'A 2-point penalty goes to every other opponent', source: '001 (Crib Wars)' },
  { key: 'separateGo', label: 'Go pegged apart from pairs and runs (31 together)', source: '001 (Crib Wars)' },
  { key: 'scorerLeads', label: 'After a go or 31, the player who pegged it leads', source: '000' },
  { key: 'skunk', label: 'Skunk lines or margin', source: '003 SKUNK; 002 Definitions; 000' },
  { key: 'matchGames', label: 'Games to win a match (0 = open tally)', source: 'RULES.md Skunks and matches' },
];

/** The 121 board's skunk lines (003 SKUNK). */
export const LINES_121: SkunkRule = { kind: 'lines', single: 90, double: 60 };

/** 002's margins for a 61-hole game (31+ skunk, 61+ double). */
export const MARGINS_61: SkunkRule = { kind: 'margin', single: 31, double: 61 };

/** The traditional defaults every ruleset starts from. */
export const BASE_OPTIONS: HouseOptions = {
  muggins: false,
  mugginsGiveBack: true,
  mugginsBeforeNextCount: false,
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

/** Options for a game without skunks (Backward, Noddy, Solitaire). */
export const NO_SKUNKS: Pick<HouseOptions, 'skunks' | 'skunk'> = { skunks: false, skunk: { kind: 'none' } };
