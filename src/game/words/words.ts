import { numberWords, parseCard, SUIT_SYMBOLS, type Card, type ShowItem } from '../../rules';
import type { EventItem } from '../model/events';
import type { HouseOptions } from '../model/options';
import type { SkunkLines } from '../model/skunk';
import type { Game } from '../model/state';
import type { CoreReason, ScoreReason, SeatId, SideId } from '../model/types';
import type { MugTarget } from '../query/muggins';

/* The words the game is told in: reasons, items, cards, names and verbs, shared by every sentence of describe.ts. */

/** The core's score reasons as a table says them, e.g. `'his heels'`; a variant's say theirs (`reasonWords`). */
export const REASON_WORDS: Readonly<Record<CoreReason, string>> = {
  play: 'pegging',
  go: 'go',
  'last-card': 'last card',
  hand: 'hand',
  crib: 'crib',
  heels: 'his heels',
  bonus: 'start bonus',
  penalty: 'penalty',
  muggins: 'muggins',
  correction: 'correction',
  box: 'penalty box',
};

/** A reason of this game as a table says it: the core's, or its variant's own (`OwnReason.words`). */
export function reasonWords(state: Game, reason: ScoreReason): string {
  return (REASON_WORDS as Readonly<Record<string, string>>)[reason] ?? state.ruleset.own?.reasons[reason]?.words ?? reason;
}

/** Scoring items as a table names them; runs and flushes add their length. */
export const ITEM_WORDS: Readonly<Record<string, string>> = {
  fifteen: 'fifteen two',
  'twenty-five': 'twenty-five',
  'thirty-one': 'thirty-one',
  pair: 'a pair',
  'pair-royal': 'a pair royal',
  'double-pair-royal': 'a double pair royal',
  nobs: 'his nobs',
  go: 'a go',
  'last-card': 'last card',
  heels: 'his heels',
  'his-nob': 'his nob',
  'her-pot': 'her pot',
  'her-heels': 'her heels',
};

/** A card as the screen shows it, e.g. `'10♠'`. */
export function cardText(card: Card): string {
  const rank = card.rank === 1 ? 'A' : card.rank === 11 ? 'J' : card.rank === 12 ? 'Q' : card.rank === 13 ? 'K' : String(card.rank);
  return `${rank}${SUIT_SYMBOLS[card.suit]}`;
}

/** A stored card id as the screen shows it, e.g. `'10S'` -> `'10♠'`. */
export function idText(id: string): string {
  const card = parseCard(id);
  return card.ok ? cardText(card.value) : id;
}

/** One item in words, e.g. `'a run of three'`. */
export function itemWords(item: EventItem): string {
  if (item.kind === 'run') return `a run of ${numberWords(item.cards.length)}`;
  if (item.kind === 'flush') return `a flush of ${numberWords(item.cards.length)}`;
  // Two decks (000): five or more of a rank, scored as every pair.
  if (item.kind === 'double-pair-royal' && item.cards.length > 4) return `${numberWords(item.cards.length)} of a kind`;
  return ITEM_WORDS[item.kind] ?? item.kind.replace(/-/g, ' ');
}

/** An item's name, one (with its article) and many: `['a fifteen', 'fifteens']`, `['a run of three', 'runs of three']`. */
function itemNames(item: EventItem): readonly [string, string] {
  const length = numberWords(item.cards.length);
  switch (item.kind) {
    case 'fifteen':
      return ['a fifteen', 'fifteens'];
    case 'twenty-five':
      return ['a twenty-five', 'twenty-fives'];
    case 'pair':
      return ['a pair', 'pairs'];
    case 'pair-royal':
      return ['a pair royal', 'pairs royal'];
    case 'double-pair-royal':
      return ['a double pair royal', 'double pairs royal'];
    case 'run':
      return [`a run of ${length}`, `runs of ${length}`];
    case 'flush':
      return [`a flush of ${length}`, `flushes of ${length}`];
    default:
      return [itemWords(item), itemWords(item)];
  }
}

/**
 * Items as a player sums them up, alike ones together with their points: `'five fifteens for 10, a double pair royal
 * for 12 and his nobs for 1'`.
 */
export function itemsSummed(items: readonly EventItem[]): string {
  const groups = new Map<string, { names: readonly [string, string]; count: number; points: number }>();
  for (const item of items) {
    const names = itemNames(item);
    const group = groups.get(names[0]) ?? { names, count: 0, points: 0 };
    groups.set(names[0], { names, count: group.count + 1, points: group.points + item.points });
  }
  const parts = [...groups.values()].map(({ names: [one, many], count, points }) => `${count > 1 ? `${numberWords(count)} ${many}` : one} for ${points}`);
  return listPhrase(parts);
}

/** Joins phrases as people list them: `a`, `a and b`, `a, b and c`. */
export function listPhrase(parts: readonly string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** `1 game`, `2 games`: one rule for every layer, in src/rules, and the engine's words say it from here. */
export { plural } from '../../rules/plural';
export { capitalized } from '../../rules/capital';

/** Verbs a team takes in the plural: "Ann & Cy peg". */
export const PLURAL_VERBS: Readonly<Record<string, string>> = {
  pegs: 'peg',
  calls: 'call',
  finds: 'find',
  lands: 'land',
  wins: 'win',
  goes: 'go',
  takes: 'take',
  uses: 'use',
  bans: 'ban',
  adds: 'add',
  leaves: 'leave',
  does: 'do',
  plays: 'play',
  folds: 'fold',
  sits: 'sit',
  slides: 'slide',
};

/** Names of a game's seats and sides, and verbs that agree with a side (a team takes the plural). */
export function voice(state: Game) {
  const seat = (s: SeatId) => state.seats[s]?.name ?? 'The crib';
  const side = (s: SideId) => state.sides[s]?.name ?? `Side ${s + 1}`;
  const team = (s: SideId) => (state.sides[s]?.seats.length ?? 1) > 1;
  /** `'pegs'`, or `'peg'` for a team; also the first word of move words (`'goes back 20'`). */
  // Every verb of the side's, not just the first: "Ann & Cy peg 4 to 124 and slide 20 holes", "so go on to 178" (issue 37.10).
  const verb = (s: SideId, words: string) =>
    team(s) ? words.replace(/(^|\band |\bso )(\w+)/g, (_, at: string, w: string) => at + (PLURAL_VERBS[w] ?? w)) : words;
  return { seat, side, verb };
}

/** What muggins is called on, in two parts: whose (`'Bob'`, `'Bob & Di'`) and what (`'hand'`, `'crib'`, a variant's own count, `'pegging'`). */
export function mugTargetParts(state: Game, target: MugTarget): { readonly who: string; readonly what: string } {
  const { seat, side } = voice(state);
  if (target.kind === 'pegging') return { who: target.claim.seat !== null ? seat(target.claim.seat) : side(target.claim.side), what: 'pegging' };
  const claim = target.claim;
  const own = state.ruleset.own?.reasons[claim.reason];
  if (own) return { who: seat(claim.seat), what: own.words };
  if (claim.of !== null) return { who: side(claim.of), what: 'crib' };
  return { who: seat(claim.seat), what: claim.crib ? 'crib' : 'hand' };
}

/** What muggins is called on, as a table names it: `"Bob's hand"`, `"Bob & Di's crib"`, `"Ann's pegging"`. */
export function mugTargetWords(state: Game, target: MugTarget): string {
  const { who, what } = mugTargetParts(state, target);
  return `${who}'s ${what}`;
}

/**
 * The go button's words, saying what the go pegs (issue 25.5): `'Ann: go, +1'` when Ann's go pegs her the point,
 * `'Bob: go'` while another player may still play, `'Cy: go, Ann +1'` when the point is another's (three or more).
 */
export function goWords(state: Game, go: { readonly seat: SeatId; readonly pegs: readonly { readonly seat: SeatId; readonly points: number }[] }): string {
  const { seat } = voice(state);
  const pegs = go.pegs.map((p) => `${p.seat === go.seat ? '' : `${seat(p.seat)} `}+${p.points}`);
  return [`${seat(go.seat)}: go`, ...pegs].join(', ');
}

/** A stored item as the counter's item, for `sayShow`. */
export function toShowItem(item: EventItem): ShowItem {
  return {
    kind: item.kind as ShowItem['kind'],
    cards: item.cards.flatMap((id) => {
      const c = parseCard(id);
      return c.ok ? [c.value] : [];
    }),
    points: item.points,
  };
}

/**
 * The skunk rule as a game will judge it (issue 25.6), from its lines (`gameTerms`): `'loser at or below 332, double
 * at or below 302'` (a board's own lines, or 003's 90 and 60), `'won by 31 or more, double by 61 or more'` (a
 * margin), `'none'`.
 */
export function skunkWords(options: HouseOptions, lines: SkunkLines): string {
  const rule = options.skunk;
  if (!options.skunks || rule.kind === 'none' || lines.skunk === null) return 'none';
  if (rule.kind === 'margin')
    return `won by ${rule.single} or more${rule.double !== null && lines.doubleSkunk !== null ? `, double by ${rule.double} or more` : ''}`;
  return `loser at or below ${lines.skunk}${lines.doubleSkunk !== null ? `, double at or below ${lines.doubleSkunk}` : ''}`;
}
