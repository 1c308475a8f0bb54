import { parseCard, type PlayerCard } from './card';
import { err, type ClubResult } from './result';

/*
 * A player's card as a file, for a director gathering cards from phones that cannot scan or send a link: JSON, so
 * a person can read it, tagged so that a backup or a game file picked by mistake is told apart.
 */

/** The `format` tag of every card file. */
export const CARD_FILE_FORMAT = 'muggins-card';
/** The card file version this app writes and reads. */
export const CARD_FILE_VERSION = 1;
/** The largest card file read, in characters: a card of 99 games is under 20,000. */
export const MAX_CARD_FILE = 256 * 1024;

/**
 * The longest text the director's "A card's link" field takes, in characters: a card link is at most 20,000 and a
 * card file of 99 games under 20,000, so anything longer is a mistaken paste. The field holds one character more
 * (its `maxLength`, so the browser never lays out a megabyte: a 1 MB paste froze the page for minutes), and text that
 * long is refused before it is read.
 */
export const MAX_PASTED_CARD = 32_000;

/** Why pasted text cannot be a card, at once and from its length alone; null when it may be one. */
export function pastedProblem(text: string): string | null {
  return text.length > MAX_PASTED_CARD
    ? `This is longer than any card link or card (more than ${MAX_PASTED_CARD.toLocaleString('en')} characters): nothing was read.`
    : null;
}

/** A card as the text of its file, e.g. `{ "format": "muggins-card", "version": 1, "card": { … } }`. */
export function formatCardFile(card: PlayerCard): string {
  return `${JSON.stringify({ format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, card }, null, 2)}\n`;
}

/** Reads a card file's text: refuses, with a sentence, anything but a sound card file of this version; never throws. */
export function parseCardFile(text: string): ClubResult<PlayerCard> {
  if (text.length > MAX_CARD_FILE) return err('bad-card', `This file is too large to be a tournament card (more than ${MAX_CARD_FILE / 1024} KB).`);
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return err('bad-card', 'This file is not a Muggins tournament card: it is not JSON (it may be cut short).');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return err('bad-card', 'This file is not a Muggins tournament card.');
  const file = json as Record<string, unknown>;
  if (file.format === 'muggins-export') return err('bad-card', 'This is a Muggins backup or game file, not a tournament card: import it from Export · import.');
  if (file.format !== CARD_FILE_FORMAT) return err('bad-card', 'This file is not a Muggins tournament card.');
  if (file.version !== CARD_FILE_VERSION) {
    return typeof file.version === 'number' && file.version > CARD_FILE_VERSION
      ? err('bad-card', `This card file was made by a newer Muggins (card file ${file.version}): update the app to read it.`)
      : err('bad-card', `This card file has version ${String(file.version)}; this app reads version ${CARD_FILE_VERSION}.`);
  }
  return parseCard(file.card);
}
