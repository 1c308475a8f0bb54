import { parseCard, parseCards, type Card } from '../../src/rules';

/** Cards from text in a test, e.g. `cards('5H 5C 5S JD')`; a typo fails the test loudly. */
export function cards(text: string): Card[] {
  const result = parseCards(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

export function card(text: string): Card {
  const result = parseCard(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
