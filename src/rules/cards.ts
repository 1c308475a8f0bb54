import { rulesError, ok, type Result } from './result';
import { DECK, RANK_TEXTS, SUITS, cardIndex, type Card, type CardId, type Rank, type Suit } from './types';

const CARD_HELP = 'ranks are A, 2-10, J, Q, K; suits C, D, H, S';

/** Suit symbols players paste, filled and outline, with or without the emoji variation selector. */
const SUIT_BY_TEXT: Readonly<Record<string, Suit>> = {
  C: 'C', D: 'D', H: 'H', S: 'S',
  '♣': 'C', '♧': 'C', '♦': 'D', '♢': 'D', '♥': 'H', '♡': 'H', '♠': 'S', '♤': 'S',
};

const RANK_BY_TEXT: Readonly<Record<string, Rank>> = {
  A: 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, '10': 10, T: 10, J: 11, Q: 12, K: 13,
};

/**
 * Reads one card: `5H`, `10D`, `TD`, `js`, `Q♥`. Never throws: anything else is an `'bad-card'` error value.
 * Returns the shared card value from `DECK`.
 */
export function parseCard(text: unknown): Result<Card> {
  if (typeof text !== 'string') return rulesError('bad-card', `That is not a card: ${CARD_HELP}.`);
  const t = text.trim().replace(/\uFE0F/g, '').toUpperCase();
  const shown = text.trim().slice(0, 12);
  if (t === '') return rulesError('empty', `No card given: ${CARD_HELP}.`);
  // The suit is the last character (every suit letter and symbol is one UTF-16 unit).
  const suit = SUIT_BY_TEXT[t.slice(-1)];
  const rank = RANK_BY_TEXT[t.slice(0, -1)];
  if (suit === undefined || rank === undefined) {
    return rulesError('bad-card', `'${shown}' is not a card: ${CARD_HELP}.`);
  }
  return ok(DECK[(rank - 1) * 4 + SUITS.indexOf(suit)]!);
}

/** Canonical text of a card, e.g. `10D`; `parseCard(formatCard(c))` gives `c` back. */
export function formatCard(card: Card): CardId {
  return `${RANK_TEXTS[card.rank - 1]!}${card.suit}`;
}

/** Cards as text separated by spaces, e.g. `5H 5C 5S JD`. */
export function formatCards(cards: readonly Card[]): string {
  return cards.map(formatCard).join(' ');
}

/** Options for reading a set of cards. */
export interface ParseCardsOptions {
  /** Exact number of cards wanted, e.g. `4` for a hand or `[3, 4]`; any number when absent. */
  readonly count?: number | readonly number[];
  /** What the cards are, for messages, e.g. `'hand'`. Default `'set of cards'`. */
  readonly what?: string;
}

/**
 * Reads a list of cards separated by spaces or commas, e.g. `5h 5c 5s jd 5d`.
 * Refuses bad text, duplicates and a wrong number of cards, as values; never throws.
 */
export function parseCards(text: unknown, options: ParseCardsOptions = {}): Result<Card[]> {
  if (typeof text !== 'string') return rulesError('bad-card', `That is not a list of cards: ${CARD_HELP}.`);
  const words = text.split(/[\s,;]+/).filter((w) => w !== '');
  const cards: Card[] = [];
  for (const word of words) {
    const card = parseCard(word);
    if (!card.ok) return card;
    cards.push(card.value);
  }
  return checkCards(cards, options);
}

/** Checks a set of cards already parsed: no duplicates, and the wanted count. */
export function checkCards(cards: readonly Card[], options: ParseCardsOptions = {}): Result<Card[]> {
  const what = options.what ?? 'set of cards';
  const seen = new Set<number>();
  for (const card of cards) {
    const i = cardIndex(card);
    if (seen.has(i)) return rulesError('duplicate-card', `${formatCard(card)} appears twice: a ${what} holds each card once.`);
    seen.add(i);
  }
  const { count } = options;
  if (count !== undefined) {
    const counts = typeof count === 'number' ? [count] : count;
    if (!counts.includes(cards.length)) {
      if (cards.length === 0) return rulesError('empty', `No cards given: a ${what} needs ${counts.join(' or ')}.`);
      return rulesError('wrong-count', `A ${what} needs ${counts.join(' or ')} cards; ${cards.length} given.`);
    }
  }
  return { ok: true, value: [...cards] };
}
