/*
 * A sentence's first letter, for every layer's words: the board's, the engine's and the screens' (written once).
 */

/** `text` with a capital, as it opens a sentence: `'the Tops'` -> `'The Tops'`. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
