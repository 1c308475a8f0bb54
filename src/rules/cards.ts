import { rulesError, ok, type Result } from './result';
import { ownValue } from './own';
import { DECK, RANK_TEXTS, SUITS, cardIndex, type Card, type CardId, type Rank, type Suit } from './types';

const CARD_HELP = 'ranks are A, 2-10, J, Q, K; suits C, D, H, S';

/** Suit letters (either case) and the symbols players paste, filled and outline: every one a single ASCII or BMP unit. */
const SUIT_BY_TEXT: Readonly<Record<string, Suit>> = {
  C: 'C',
  D: 'D',
  H: 'H',
  S: 'S',
  c: 'C',
  d: 'D',
  h: 'H',
  s: 'S',
  '♣': 'C',
  '♧': 'C',
  '♦': 'D',
  '♢': 'D',
  '♥': 'H',
  '♡': 'H',
  '♠': 'S',
  '♤': 'S',
};

/** Ranks as typed, ASCII only, either case: `ſ`, `ı` or the Kelvin sign never pass for S, I or K. */
const RANK_BY_TEXT: Readonly<Record<string, Rank>> = {
  A: 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  T: 10,
  J: 11,
  Q: 12,
  K: 13,
  a: 1,
  t: 10,
  j: 11,
  q: 12,
  k: 13,
};

/** Longest text `parseCard` reads: a card is 2 or 3 characters, with spaces and an emoji selector a few more. */
const MAX_CARD_TEXT = 16;
/** Longest text `parseCards` reads: all 52 cards, written out with spaces, fit well within it. */
export const MAX_CARDS_TEXT = 400;

/**
 * Text typed or pasted, as a message shows it: at most `max` characters, anything that is not a letter, digit,
 * punctuation, symbol or plain space (a control or bidi character, NUL, a lone surrogate) escaped, e.g.
 * `5\u{202e}H`, and `…` when cut.
 */
export function shownText(text: string, max = 12): string {
  // Only the head is read: a character is one or two UTF-16 units.
  const head = text.slice(0, 2 * max + 2);
  const chars = [...head];
  const shown = chars
    .slice(0, max)
    .map((c) => (/^[\p{L}\p{N}\p{P}\p{S} ]$/u.test(c) ? c : `\\u{${c.codePointAt(0)!.toString(16)}}`))
    .join('');
  return chars.length > max || head.length < text.length ? `${shown}…` : shown;
}

/**
 * Reads one card: `5H`, `10D`, `TD`, `js`, `Q♥`. Letters are matched as ASCII only (no case mapping, which turns
 * `ſ` into S). Never throws: anything else is an `'bad-card'` error value, its text shown escaped and cut short.
 * Returns the shared card value from `DECK`.
 */
export function parseCard(text: unknown): Result<Card> {
  if (typeof text !== 'string') return rulesError('bad-card', `That is not a card: ${CARD_HELP}.`);
  if (text.length > MAX_CARD_TEXT * 4) return rulesError('bad-card', `'${shownText(text)}' is not a card: ${CARD_HELP}.`);
  const t = text.trim().replace(/\uFE0F/g, '');
  if (t === '') return rulesError('empty', `No card given: ${CARD_HELP}.`);
  // The suit is the last character (every suit letter and symbol is one UTF-16 unit).
  // Own keys only: `toStringH` or `__proto__H` names no rank, though every object has a `toString`.
  const suit = t.length <= MAX_CARD_TEXT ? ownValue(SUIT_BY_TEXT, t.slice(-1)) : undefined;
  const rank = ownValue(RANK_BY_TEXT, t.slice(0, -1));
  if (suit === undefined || rank === undefined) {
    return rulesError('bad-card', `'${shownText(text.trim())}' is not a card: ${CARD_HELP}.`);
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
 * Refuses bad text, duplicates, a wrong number of cards and text over `MAX_CARDS_TEXT` characters, as values; never throws.
 */
export function parseCards(text: unknown, options: ParseCardsOptions = {}): Result<Card[]> {
  if (typeof text !== 'string') return rulesError('bad-card', `That is not a list of cards: ${CARD_HELP}.`);
  // Refused before it is split or read: a pasted page of text is no list of cards, and reading it would cost time.
  if (text.length > MAX_CARDS_TEXT)
    return rulesError(
      'bad-card',
      `That is ${String(text.length).replace(/\B(?=(\d{3})+$)/g, ',')} characters long; a list of cards is at most ${MAX_CARDS_TEXT} (all 52 cards fit).`,
    );
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
