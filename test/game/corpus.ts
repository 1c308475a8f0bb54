import {
  EMPTY_TIMELINE,
  applyCommand,
  createSetup,
  currentStep,
  getRuleset,
  handSize,
  isRoundDone,
  nextCount,
  phaseOf,
  sideCount,
  sideOfSeat,
  tapIntent,
  type GameEvent,
  type Phase,
  type Ruleset,
  type SetupInput,
  type Timeline,
  type TimelineCommand,
} from '../../src/game';
import type { DeckPips } from '../../src/game/rulesets/notEnough';
import { DECK, countShow, parseCard, type Card } from '../../src/rules';
import { seededRandom } from '../bench/measure';

/*
 * A corpus of whole games, made with the engine through `applyCommand` only, for tests that need real logs: the
 * link round trip, the replay, properties of the engine. Every game is driven by commands (their format is
 * stable); the state is read in one place (`Recorder`'s getters, through the engine's selectors: phase, step,
 * end, next count, what a tap means) to know what a table would do next. Times are realistic (0.8 to 30.8 s between commands, ms precision) and fixed by a seed, so the
 * corpus is the same on every run.
 */

/** One game of the corpus. */
export interface CorpusGame {
  /** What it is, e.g. `'traditional by cards'`. */
  readonly name: string;
  /** Its whole log, as the app stores it. */
  readonly events: readonly GameEvent[];
}

/** Picks a value by weight, e.g. `pick(rand, [[1, 3], [2, 1]])` is 1 three times as often as 2. */
function pick<T>(rand: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((t, [, w]) => t + w, 0);
  let x = rand() * total;
  for (const [value, w] of weighted) {
    x -= w;
    if (x < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

function card(text: string): Card {
  const r = parseCard(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const cards = (text: string): Card[] => text.split(' ').map(card);

/** The deck shuffled by `rand` (Fisher-Yates). */
function shuffled(rand: () => number): Card[] {
  const deck = [...DECK];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

const NAMES = ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'];

/** A game being recorded: commands in, the log out; each command stamped with a realistic time. */
class Recorder {
  events: GameEvent[] = [];
  private timeline: Timeline = EMPTY_TIMELINE;
  readonly rand: () => number;
  readonly ruleset: Ruleset;
  readonly sides: number;
  readonly seats: number;
  /** The time of the last command, ms since the epoch. */
  at: number;

  constructor(input: SetupInput, seed: number, gameId = `g-corpus-${seed}`) {
    this.rand = seededRandom(seed);
    this.at = 1_795_734_000_000 + Math.floor(this.rand() * 86_400_000);
    this.ruleset = getRuleset(input.ruleset)!;
    this.seats = input.players.length;
    this.sides = sideCount(this.ruleset, this.seats);
    const setup = createSetup(input);
    if (!setup.ok) throw new Error(setup.error.message);
    this.do({ type: 'start', gameId, setup: setup.value }, this.at);
  }

  /** Applies a command that must succeed. `at: null` sends it without a time (the engine stores 0). */
  do(command: TimelineCommand, at?: number | null): void {
    if (!this.try(command, at)) throw new Error(`corpus: ${command.type} refused: ${this.refusal}`);
  }

  /** The last refusal, for the error message. */
  private refusal = '';

  /** Applies a command if the game accepts it (as a table's tap may be refused); true when it did. */
  try(command: TimelineCommand, at?: number | null): boolean {
    if (at === undefined) this.at += 800 + Math.floor(this.rand() * 30_000);
    const time = at === null ? {} : { at: at ?? this.at };
    const r = applyCommand(this.timeline, { ...command, ...time });
    if (!r.ok) {
      this.refusal = `${r.error.code}: ${r.error.message}`;
      return false;
    }
    this.timeline = r.value.timeline;
    this.events = [...this.events, ...r.value.added];
    return true;
  }

  // The only reads of the state, through the engine's selectors: what a table sees to know what comes next.
  get phase(): Phase {
    return phaseOf(this.timeline.state);
  }
  get step(): string | null {
    const s = this.timeline.state;
    return s.started ? currentStep(s) : null;
  }
  get over(): boolean {
    const s = this.timeline.state;
    return s.started && s.outcome !== null;
  }
  get countTurn(): { readonly seat: number; readonly crib: boolean } | null {
    return nextCount(this.timeline.state);
  }
  get roundDone(): boolean {
    return isRoundDone(this.timeline.state);
  }
  /** The side whose pad a tap would count a crib for (Cribbage is not Enough's team cribs), with its seat. */
  get cribTap(): { readonly side: number; readonly seat: number | undefined } | null {
    for (let side = 0; side < this.sides; side++) {
      const intent = tapIntent(this.timeline.state, side);
      if (intent.ready && intent.reason === 'crib') return { side, seat: intent.seat };
    }
    return null;
  }

  /** A realistic count: the true value of a random 4-card hand (or crib) and starter. */
  count(crib: boolean): number {
    const deck = shuffled(this.rand);
    return countShow(deck.slice(0, 4), deck[4]!, { crib }).total;
  }

  /** Taps the play's scores of a round: a few pegs of 1 to 6 points by random sides (a refused tap is skipped). */
  tapPlay(scale = 1): void {
    const pegs = pick(this.rand, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 2.5],
      [4, 1.5],
    ]);
    for (let k = 0; k < pegs && !this.over; k++) {
      const side = Math.floor(this.rand() * this.sides);
      const points = Math.max(
        1,
        Math.round(
          scale *
            pick(this.rand, [
              [1, 45],
              [2, 40],
              [3, 8],
              [4, 4],
              [6, 3],
            ]),
        ),
      );
      const reason =
        points === 1
          ? pick(this.rand, [
              ['go', 1],
              ['last-card', 1],
              ['play', 1],
            ] as const)
          : 'play';
      this.try({ type: 'score', side, points, reason });
    }
  }

  /**
   * Plays the game to its end by taps, as a table that enters no cards: `scale` shrinks counts (a longer game).
   * Cribbage is not Enough's own steps are entered as results: nobody takes the Intel bonus, the battle is a tie,
   * nobody robs the cradle, each team's crib is tapped.
   */
  playOutByTaps(scale = 1, maxSteps = 20_000): this {
    if (this.phase === 'cut') this.do({ type: 'cutForDeal', dealer: 0 });
    for (let step = 0; step < maxSteps && !this.over; step++) {
      const now = this.step;
      if (this.roundDone) this.do({ type: 'deal' });
      else if (this.phase === 'deal') this.do({ type: 'turnStarter', card: null });
      else if (now === 'play') {
        this.tapPlay(scale);
        if (!this.over) this.do({ type: 'endPlay' });
      } else if (now === 'show') {
        const turn = this.countTurn!;
        const points = Math.round(scale * this.count(turn.crib));
        this.do({ type: 'score', side: sideOfSeat(this.ruleset, this.seats, turn.seat), points, reason: turn.crib ? 'crib' : 'hand', seat: turn.seat });
      } else if (now === 'intel') this.do({ type: 'intel', seat: null });
      else if (now === 'battle') this.do({ type: 'battle', winner: null });
      else if (now === 'cradle') this.do({ type: 'cradle', by: null, action: 'none' });
      else if (now === 'cribs') {
        const tap = this.cribTap!;
        const points = Math.round(scale * this.count(true));
        this.do({ type: 'score', side: tap.side, points, reason: 'crib', ...(tap.seat === undefined ? {} : { seat: tap.seat }) });
      } else throw new Error(`corpus: no tap for the step '${String(now)}'`);
    }
    if (!this.over) throw new Error('corpus: the game did not end');
    return this;
  }

  /**
   * Plays one round with every card entered: the starter, each card of the play (the first legal card of whoever
   * is to play, else a go), then each hand and the crib; `claims` may give a claim other than the true count.
   */
  playRoundByCards(
    deal: { hands: Card[][]; crib: Card[]; starter: Card },
    claims: (seat: number, crib: boolean) => number | undefined = () => undefined,
  ): void {
    this.do({ type: 'turnStarter', card: deal.starter });
    const left = deal.hands.map((h) => [...h]);
    while (this.step === 'play' && !this.over) {
      let moved = false;
      for (let seat = 0; seat < left.length && !moved; seat++) {
        for (const c of left[seat]!) {
          if (this.try({ type: 'playCard', seat, card: c })) {
            left[seat] = left[seat]!.filter((x) => x !== c);
            moved = true;
            break;
          }
        }
      }
      for (let seat = 0; seat < left.length && !moved; seat++) moved = this.try({ type: 'go', seat });
      if (!moved) throw new Error(`corpus: the play is stuck: ${this.refusal}`);
    }
    while (!this.over && this.countTurn) {
      const { seat, crib } = this.countTurn;
      const claimed = claims(seat, crib);
      const counted = { seat, cards: crib ? deal.crib : deal.hands[seat]!, ...(claimed === undefined ? {} : { claimed }) };
      this.do(crib ? { type: 'countCrib', ...counted } : { type: 'countHand', ...counted });
    }
  }

  /** Deals from a shuffled deck: each seat's hand, the throws to the crib (the first cards dealt), the starter. */
  deal(): { hands: Card[][]; crib: Card[]; starter: Card } {
    const size = handSize(this.ruleset, this.seats);
    const deck = shuffled(this.rand);
    const throwEach = 4 / this.seats;
    const hands: Card[][] = [];
    const crib: Card[] = [];
    let at = 0;
    for (let s = 0; s < this.seats; s++) {
      const dealt = deck.slice(at, at + size + throwEach);
      at += size + throwEach;
      crib.push(...dealt.slice(0, throwEach));
      hands.push(dealt.slice(throwEach));
    }
    return { hands, crib, starter: deck[at]! };
  }

  /** Plays the game to its end with every card entered (2 or 4 seats, a 4-card crib). */
  playOutByCards(firstStarter?: Card): this {
    let first = true;
    while (!this.over) {
      if (this.roundDone) this.do({ type: 'deal' });
      const d = this.deal();
      if (first && firstStarter) {
        // Put the chosen starter on top: swap it with whichever dealt card it is, if any.
        const all = [...d.hands.flat(), ...d.crib];
        const held = all.indexOf(firstStarter);
        if (held >= 0) {
          for (const pile of [...d.hands, d.crib]) {
            const i = pile.indexOf(firstStarter);
            if (i >= 0) pile[i] = d.starter;
          }
        }
        d.starter = firstStarter;
      }
      first = false;
      this.playRoundByCards(d);
    }
    return this;
  }

  /** The finished game. */
  game(name: string): CorpusGame {
    return { name, events: this.events };
  }
}

function table(ruleset: SetupInput['ruleset'], seats: number, seed: number, options: SetupInput['options'] = {}, pips?: DeckPips): Recorder {
  return new Recorder({ ruleset, players: NAMES.slice(0, seats), options, ...(pips ? { pips } : {}) }, seed);
}

/** Every ruleset and seat count of the rulesets test, played to the end by taps. */
const RULESET_CASES: readonly (readonly [SetupInput['ruleset'], number])[] = [
  ['traditional', 2],
  ['three-player', 3],
  ['four-player', 4],
  ['six-player', 6],
  ['five-card', 2],
  ['once-around', 2],
  ['once-around', 4],
  ['backward', 2],
  ['backward', 3],
  ['noddy', 2],
  ['noddy', 4],
  ['solitaire', 1],
  ['boxed-set', 2],
  ['crib-wars', 2],
  ['crib-wars', 3],
  ['crib-wars', 4],
  ['not-enough', 4],
];

function everyRulesetByTaps(): CorpusGame[] {
  return RULESET_CASES.map(([id, seats], i) =>
    table(id, seats, 100 + i)
      .playOutByTaps()
      .game(`${id}, ${seats} players, by taps`),
  );
}

/** Crib Wars, 3 players: a red skip and a green advance (Ann), a time trap (Bob), a penalty box and a forgotten peg (Cy). */
function cribWarsEveryZone(): CorpusGame {
  const g = table('crib-wars', 3, 201);
  g.do({ type: 'cutForDeal', dealer: 0 });
  g.do({ type: 'turnStarter', card: null });
  g.do({ type: 'score', side: 0, points: 120, reason: 'correction' });
  g.do({ type: 'score', side: 0, points: 4, reason: 'play' }); // 124: red skip 1 slides to 144
  g.do({ type: 'score', side: 1, points: 168, reason: 'correction' }); // 168: time trap 1
  g.do({ type: 'score', side: 0, points: 41, reason: 'play' }); // 185: green advance 1
  g.do({ type: 'score', side: 2, points: 175, reason: 'correction' }); // 175: penalty box 1, sits out (3 sides)
  g.do({ type: 'endPlay' });
  while (g.countTurn) {
    const { seat, crib } = g.countTurn;
    g.do({ type: 'score', side: seat, points: g.count(crib), reason: crib ? 'crib' : 'hand', seat });
  }
  g.do({ type: 'deal' });
  g.do({ type: 'forgotPeg', side: 2 });
  return g.playOutByTaps().game('crib-wars, 3 players, every kind of zone');
}

/** Crib Wars, 2 players, cards entered: Bob's pair in the play lands in a penalty box (back 20, Ann ahead 20). */
function cribWarsBoxInThePlay(): CorpusGame {
  const g = table('crib-wars', 2, 202);
  g.do({ type: 'cutForDeal', dealer: 0 });
  g.do({ type: 'score', side: 1, points: 173, reason: 'correction' });
  g.playRoundByCards({ hands: [cards('KH AH 3H 4H'), cards('10H KD 5C 6C')], crib: cards('2S 3S 4S 5S'), starter: card('2C') });
  return g.playOutByCards().game('crib-wars, 2 players, penalty box in the play, by cards');
}

/** Traditional, taps, with undo and redo: single, double, a redo branch dropped, and the winning score undone. */
function undoAndRedo(): CorpusGame {
  const g = table('traditional', 2, 301);
  g.do({ type: 'cutForDeal', dealer: 1 });
  g.do({ type: 'turnStarter', card: card('JD') }); // his heels
  g.do({ type: 'undo' });
  g.do({ type: 'redo' });
  g.do({ type: 'score', side: 0, points: 2, reason: 'play' });
  g.do({ type: 'score', side: 1, points: 3, reason: 'play' });
  g.do({ type: 'undo' });
  g.do({ type: 'undo' });
  g.do({ type: 'redo' });
  g.do({ type: 'score', side: 1, points: 1, reason: 'go' }); // drops the redo branch
  g.playOutByTaps();
  g.do({ type: 'undo' }); // the winning count, after the end
  g.do({ type: 'redo' });
  return g.game('traditional, undo and redo, by taps');
}

/** Traditional with muggins on: claims under and over, muggins kept and given back, and the penalty catalogue. */
function mugginsAndPenalties(): CorpusGame {
  const g = table('traditional', 2, 401, { muggins: true });
  g.try({ type: 'cutForDeal', cuts: cards('4H 4S') }); // a tie: refused, cut again
  g.do({ type: 'cutForDeal', cuts: cards('KH 3S') }); // Bob deals
  // Round 1: Ann (pone) under-claims and is mugged; Bob under-claims and Ann gives the points back; the crib is
  // tapped and checked from the cards Ann enters.
  g.do({ type: 'turnStarter', card: card('5S') });
  g.do({ type: 'endPlay' });
  g.do({ type: 'countHand', seat: 0, cards: cards('10H 5D 6C 9S'), claimed: 6 });
  g.do({ type: 'muggins', caller: 1 });
  g.do({ type: 'countHand', seat: 1, cards: cards('2H 3H 4H 8C'), claimed: 3 });
  g.do({ type: 'muggins', caller: 0, keep: false });
  g.do({ type: 'score', side: 1, points: 2, reason: 'crib' });
  g.do({ type: 'muggins', caller: 0, cards: cards('AS 2S 3S KS') });
  g.do({ type: 'deal' });
  // Round 2: penalties: rule 12 (pegged too many), rule 3 with a new deal, rule 16, rule 14 agreed, an over-claim.
  g.do({ type: 'turnStarter', card: null });
  g.do({ type: 'score', side: 0, points: 6, reason: 'play' });
  g.do({ type: 'penalty', rule: 'rule-12', offender: 0, points: 2 });
  g.do({ type: 'penalty', rule: 'rule-3', offender: 1, newDeal: true });
  g.do({ type: 'turnStarter', card: card('7C') });
  g.do({ type: 'penalty', rule: 'rule-16', offender: 1 });
  g.do({ type: 'penalty', rule: 'rule-14c', offender: 0, agreed: true }); // a dislodged front peg, put back as agreed
  g.do({ type: 'endPlay' });
  g.do({ type: 'countHand', seat: 1, cards: cards('8H 8D 9C QS'), claimed: 15 }); // worth 12: an over-claim (rule 12)
  g.do({ type: 'muggins', caller: 0 });
  g.do({ type: 'score', side: 0, points: 4, reason: 'hand' });
  g.do({ type: 'score', side: 0, points: 0, reason: 'crib' });
  g.do({ type: 'deal' });
  // Round 3 (Bob deals, Ann leads): a false go in the play (rule 10) with a dead card.
  g.do({ type: 'turnStarter', card: card('2D') });
  g.do({ type: 'playCard', seat: 0, card: card('KS') });
  g.do({ type: 'playCard', seat: 1, card: card('QS') });
  g.do({ type: 'playCard', seat: 0, card: card('5S') });
  g.do({ type: 'go', seat: 1 }); // Bob says go, but held an ace
  g.do({ type: 'playCard', seat: 0, card: card('4S') });
  g.do({ type: 'penalty', rule: 'rule-10', offender: 1, dead: { seat: 1, cards: 1 } });
  return g.playOutByTaps().game('traditional, muggins and penalties');
}

/**
 * Cribbage is not Enough (000), 2 players, a whole round by cards as the rulebook plays it (the engine's own test):
 * Tops KC and AD used for Might and Magic, two face cards' pips noted when asked, the Intel bonus, the battle for
 * the crib with dice, Rob the Cradle adding a card, the crib counted with the Tops; then played out by taps.
 */
function notEnoughWhole(): CorpusGame {
  const pips: DeckPips = {
    grey: { KC: { intel: 1, might: 2, magic: 4 }, QD: { intel: 1, might: 1, magic: 1 }, AS: { intel: 0, might: 1, magic: 2 } },
    blue: { AD: { intel: 1, might: 2, magic: 3 }, QH: { intel: 2, might: 2, magic: 2 } },
  };
  const g = table('not-enough', 2, 501, {}, pips);
  g.do({ type: 'cutForDeal', dealer: 0 });
  g.do({ type: 'turnTops', tops: cards('KC AD') });
  g.do({ type: 'useTop', side: 0, use: 'might' });
  g.do({ type: 'useTop', side: 1, use: 'magic' });
  g.do({ type: 'endPlay' });
  g.do({ type: 'countHand', seat: 1, cards: cards('KS 3H 4H 7D') });
  g.do({ type: 'countHand', seat: 0, cards: cards('JH 5C 6D 2S') });
  g.do({ type: 'notePips', deck: 'blue', card: card('KS'), pips: { intel: 3, might: 1, magic: 0 } });
  g.do({ type: 'notePips', deck: 'grey', card: card('JH'), pips: { intel: 2, might: 3, magic: 1 } });
  g.do({ type: 'intel' }); // Bob has the most Intel
  g.do({ type: 'battle', dice: [[1, 1, 1, 1, 1], [4]] }); // Ann 5, Bob 4 + 2: Bob wins both cribs
  g.do({ type: 'cradle', cribs: { grey: cards('QD 9S'), blue: cards('QH 2C') }, action: 'add', added: card('5S') });
  g.do({ type: 'countCrib', seat: 1 });
  return g.playOutByTaps().game('not-enough, 2 players, a whole round by cards');
}

/** Short games that end otherwise: claimed (rule 11), void (rule 14). */
function otherEnds(): CorpusGame[] {
  const claimed = table('traditional', 2, 601);
  claimed.do({ type: 'cutForDeal', dealer: 0 });
  claimed.do({ type: 'turnStarter', card: null });
  claimed.do({ type: 'score', side: 1, points: 4, reason: 'play' });
  claimed.do({ type: 'penalty', rule: 'rule-11', offender: 0, claim: true });
  const voided = table('three-player', 3, 602);
  voided.do({ type: 'cutForDeal', dealer: 2 });
  voided.do({ type: 'turnStarter', card: null });
  voided.do({ type: 'voidGame' });
  return [claimed.game('traditional, claimed by rule 11'), voided.game('three-player, void')];
}

/** Times a device may really write: none (the engine stores 0), two commands in the same ms, the clock set back. */
function oddTimes(): CorpusGame {
  const g = table('traditional', 2, 701);
  const start = g.at;
  g.do({ type: 'cutForDeal', dealer: 0 }, null);
  g.do({ type: 'turnStarter', card: null }, null);
  g.do({ type: 'score', side: 0, points: 2, reason: 'play' }, start + 60_000);
  g.do({ type: 'score', side: 1, points: 2, reason: 'play' }, start + 60_000);
  g.do({ type: 'endPlay' }, start - 3_600_000); // the phone's clock put back an hour
  return g.playOutByTaps().game('traditional, odd times');
}

/**
 * A 121-hole traditional game by taps, as a table plays it (about 12 rounds), and a long one (counts halved,
 * about 25 rounds): the link sizes that matter most.
 */
function traditionalByTaps(): CorpusGame[] {
  return [
    table('traditional', 2, 1).playOutByTaps().game('traditional by taps'),
    table('traditional', 2, 2).playOutByTaps(0.5).game('traditional by taps, long'),
  ];
}

/** A 121-hole traditional game with every card entered: cut by cards, a jack starter first (his heels). */
function traditionalByCards(): CorpusGame {
  const g = table('traditional', 2, 3);
  g.do({ type: 'cutForDeal', cuts: cards('9C 2D') });
  return g.playOutByCards(card('JC')).game('traditional by cards');
}

/** Builds the whole corpus (the same games on every call). */
export function buildCorpus(): CorpusGame[] {
  return [
    ...traditionalByTaps(),
    traditionalByCards(),
    ...everyRulesetByTaps(),
    cribWarsEveryZone(),
    cribWarsBoxInThePlay(),
    undoAndRedo(),
    mugginsAndPenalties(),
    notEnoughWhole(),
    ...otherEnds(),
    oddTimes(),
  ];
}

/** The whole corpus, built once. */
export const CORPUS: readonly CorpusGame[] = buildCorpus();

/** One game of the corpus by name; throws for a name it does not hold (a test's typo). */
export function corpusGame(name: string): CorpusGame {
  const g = CORPUS.find((x) => x.name === name);
  if (!g) throw new Error(`corpus: no game '${name}'`);
  return g;
}

/** A 2-seat-or-more game played to its end by taps with every count scaled by `scale`, under `gameId` (the budget's stored games). */
export function tapGame(ruleset: SetupInput['ruleset'], players: readonly string[], seed: number, scale: number, gameId: string): CorpusGame {
  return new Recorder({ ruleset, players }, seed, gameId).playOutByTaps(scale).game(`${ruleset}, ${players.join(' v ')}, by taps, counts x ${scale}`);
}

/**
 * A long game for benchmarks: Crib Wars, 2 players, to the finish of its 363-hole board by taps with every count
 * scaled down by `scale` (the smaller, the longer), e.g. about 3,000 events at `0.15`.
 */
export function longGame(scale: number, seed = 901): CorpusGame {
  return table('crib-wars', 2, seed).playOutByTaps(scale).game(`crib-wars, 2 players, by taps, counts x ${scale}`);
}
