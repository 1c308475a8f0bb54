import { SUIT_SYMBOLS } from './say';
import { cardIndex, DECK, RANK_TEXTS, SUITS, type Card, type Rank, type Suit } from './types';

/**
 * Starters as a player names them: every unseen card worth 10; ranks whose every unseen card is there, but for one
 * same set of suits (`except`, often a suit that would give his nobs or a flush); or one card.
 */
export type StarterGroup =
  | { readonly kind: 'ten-cards' }
  | { readonly kind: 'ranks'; readonly ranks: readonly Rank[]; readonly except: readonly Suit[] }
  | { readonly kind: 'card'; readonly card: Card };

/** The ranks worth 10 (002: "kings, queens, and jacks are worth ten"): a "10-card". */
const TEN_CARDS: readonly Rank[] = [10, 11, 12, 13];

/**
 * Starters grouped as a player says them (issue 25.10: "worst starters" listed 27 cards): the ranks whose unseen cards
 * are all there, or all but the same suits, in one group each ("any A, 2, 3 or 4", "any 6, 7 or 8 (not ♦)"); the four
 * ranks worth 10, all whole, as "any 10-card"; a rank with one card there, that card. Unseen: not among `dealt`.
 */
export function groupStarters(starters: readonly Card[], dealt: readonly Card[]): StarterGroup[] {
  const seen = new Set(dealt.map(cardIndex));
  const chosen = new Set(starters.map(cardIndex));
  const byExcept = new Map<string, { except: Suit[]; ranks: Rank[] }>();
  const singles: Card[] = [];
  for (let r = 1; r <= 13; r++) {
    const rank = r as Rank;
    const unseen = DECK.filter((c) => c.rank === rank && !seen.has(cardIndex(c)));
    const there = unseen.filter((c) => chosen.has(cardIndex(c)));
    if (there.length === 0) continue;
    if (there.length === 1 && unseen.length > 1) {
      singles.push(there[0]!);
      continue;
    }
    const except = SUITS.filter((s) => unseen.some((c) => c.suit === s) && !there.some((c) => c.suit === s));
    const key = except.join('');
    const group = byExcept.get(key) ?? { except, ranks: [] };
    group.ranks.push(rank);
    byExcept.set(key, group);
  }
  const groups: StarterGroup[] = [];
  for (const { except, ranks } of byExcept.values()) {
    const tens = except.length === 0 && TEN_CARDS.every((t) => ranks.includes(t));
    const rest = tens ? ranks.filter((r) => !TEN_CARDS.includes(r)) : ranks;
    if (rest.length) groups.push({ kind: 'ranks', ranks: rest, except });
    if (tens) groups.push({ kind: 'ten-cards' });
  }
  return [...groups, ...singles.map((card) => ({ kind: 'card' as const, card }))];
}

/**
 * A group in words, a card left to the caller to show: `'any 10-card'`, `'any 5'`, `'any A, 2, 3 or 4'`,
 * `'any 6, 7 or 8 (not ♦)'`.
 */
export function starterGroupWords(group: Exclude<StarterGroup, { kind: 'card' }>): string {
  if (group.kind === 'ten-cards') return 'any 10-card';
  const ranks = group.ranks.map((r) => RANK_TEXTS[r - 1]);
  const list = ranks.length > 1 ? `${ranks.slice(0, -1).join(', ')} or ${ranks.at(-1)}` : ranks[0]!;
  return `any ${list}${group.except.length ? ` (not ${group.except.map((s) => SUIT_SYMBOLS[s]).join(' ')})` : ''}`;
}
