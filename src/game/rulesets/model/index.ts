/**
 * What the rulesets add to the vocabulary, read through here by the core: Cribbage is not Enough's two decks and
 * the pips on their J, Q, K and A (`decks.ts`), and its events (`events.ts`).
 */
export * from '../notEnough/model/decks';
export * from '../notEnough/model/events';
