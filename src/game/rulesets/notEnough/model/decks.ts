import { formatCard, type Card, type CardId } from '../../../../rules';

/**
 * Cribbage is not Enough (000) is played with two Civil Four decks, grey and blue, one per team. The same rank
 * and suit may be in play twice, once per colour, never crossing colours. J, Q, K and A carry Intel, Might and
 * Magic numbers ("pips") printed on the card; each deck has its own.
 */

export const DECK_COLORS = ['grey', 'blue'] as const;
export type DeckColor = (typeof DECK_COLORS)[number];

/** A Civil Four card's numbers, e.g. `{ intel: 2, might: 1, magic: 3 }`. */
export interface Pips {
  readonly intel: number;
  readonly might: number;
  readonly magic: number;
}

/** Pips by deck and card, e.g. `{ grey: { JH: { intel: 2, might: 1, magic: 0 } }, blue: {} }`. */
export type DeckPips = Readonly<Record<DeckColor, Readonly<Partial<Record<CardId, Pips>>>>>;

/** No pips known. */
export const NO_PIPS: DeckPips = { grey: {}, blue: {} };

/** A card of a deck, e.g. the blue 9H. */
export interface DeckCard {
  readonly deck: DeckColor;
  readonly card: Card;
}

/** The largest pip number a card may carry (the printed numbers are small; this catches a slip of the finger). */
export const MAX_PIP = 9;

/** True for the cards that carry pips: J, Q, K and A. */
export function hasPips(card: Card): boolean {
  return card.rank === 1 || card.rank >= 11;
}

/** A card's pips in a deck: zero for 2 to 10, the noted numbers for J/Q/K/A, or `null` when not yet known. */
export function pipsOf(pips: DeckPips, deck: DeckColor, card: Card): Pips | null {
  if (!hasPips(card)) return { intel: 0, might: 0, magic: 0 };
  return pips[deck][formatCard(card)] ?? null;
}

/** The J/Q/K/A cards among these whose pips are not known yet (the app asks for them). */
export function missingPips(pips: DeckPips, cards: readonly DeckCard[]): DeckCard[] {
  const seen = new Set<string>();
  return cards.filter(({ deck, card }) => {
    const key = `${deck}:${formatCard(card)}`;
    if (seen.has(key) || pipsOf(pips, deck, card) !== null) return false;
    seen.add(key);
    return true;
  });
}

/** The error for cards whose pips are not known: the app asks for them rather than guessing. */
export function pipsNeeded(missing: readonly DeckCard[]): { readonly ok: false; readonly error: { readonly code: 'unknown-pips'; readonly message: string } } {
  const names = missing.map((m) => `the ${m.deck} ${formatCard(m.card)}`);
  return { ok: false, error: { code: 'unknown-pips', message: `Enter the Intel, Might and Magic printed on ${names.join(', ')} first.` } };
}

/** The sum of one kind of pips over cards of one deck; `null` when any is unknown. */
export function sumPips(pips: DeckPips, deck: DeckColor, cards: readonly Card[], kind: keyof Pips): number | null {
  let total = 0;
  for (const card of cards) {
    const p = pipsOf(pips, deck, card);
    if (!p) return null;
    total += p[kind];
  }
  return total;
}

/** True for a valid pip number. */
export function isPip(x: unknown): x is number {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) <= MAX_PIP;
}

/** Checks stored deck pips (a setup's snapshot of the device's deck profile). */
export function isDeckPips(x: unknown): x is DeckPips {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return DECK_COLORS.every((deck) => {
    const cards = o[deck];
    if (typeof cards !== 'object' || cards === null || Array.isArray(cards)) return false;
    return Object.entries(cards).every(
      ([id, p]) =>
        /^(A|J|Q|K)[CDHS]$/.test(id) && typeof p === 'object' && p !== null && isPip((p as Pips).intel) && isPip((p as Pips).might) && isPip((p as Pips).magic),
    );
  });
}

/** The pips with one card's numbers noted. */
export function withPips(pips: DeckPips, deck: DeckColor, card: CardId, noted: Pips): DeckPips {
  return { ...pips, [deck]: { ...pips[deck], [card]: { intel: noted.intel, might: noted.might, magic: noted.magic } } };
}
