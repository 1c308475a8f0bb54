import { isDeckPips, NO_PIPS, withPips, type DeckColor, type DeckPips, type Pips } from '../../game/rulesets/notEnough';
import type { CardId } from '../../rules';
import { getStore } from '../session/session';

/*
 * Deck profiles (Cribbage is not Enough, 000): the Intel, Might and Magic printed on the J, Q, K and A of a pair of
 * Civil Four decks, grey and blue, stored on the device. The UI reaches the store's decks only through here.
 */

/** A deck profile: a name and the pips of both decks. */
export interface DeckProfile {
  /** e.g. `'d-lq3xa1-9zz'`. */
  readonly id: string;
  /** e.g. `'Our Civil Four decks'`. */
  readonly name: string;
  readonly pips: DeckPips;
  /** When it was last saved (ms), from the store. */
  readonly updatedAt: number;
}

/** The name a profile made on the fly gets (the first pips learned at the table). */
export const FIRST_PROFILE_NAME = 'Our Civil Four decks';

/** The profile chosen on the setup screen this session: pips learned at the table are saved to it. */
let chosen: string | null = null;

/** A new profile id, made at the edge. */
function newId(): string {
  return `d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Every readable deck profile, the most recently saved first (the device's profile is the first). */
export async function listDecks(): Promise<readonly DeckProfile[]> {
  const { items } = await (await getStore()).listDecks();
  return items
    .flatMap((r) => (isDeckPips(r.deck) ? [{ id: r.id, name: r.name, pips: r.deck, updatedAt: r.updatedAt }] : []))
    .sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Saves (creates or replaces) a profile; a new one (no id) gets an id. Returns its id. */
export async function saveDeck(profile: { readonly id?: string; readonly name: string; readonly pips: DeckPips }): Promise<string> {
  const id = profile.id ?? newId();
  await (await getStore()).saveDeck({ id, name: profile.name.trim() || FIRST_PROFILE_NAME, deck: profile.pips });
  return id;
}

/** Deletes a profile; true when it existed. */
export async function deleteDeck(id: string): Promise<boolean> {
  if (chosen === id) chosen = null;
  return (await getStore()).deleteDeck(id);
}

/** Marks the profile a new game starts with (the setup screen's choice), and returns its pips to snapshot. */
export async function chooseDeck(id: string | null): Promise<DeckPips> {
  chosen = id;
  if (id === null) return NO_PIPS;
  return (await listDecks()).find((d) => d.id === id)?.pips ?? NO_PIPS;
}

/**
 * Remembers a card's pips learned at the table in the device's profile: the one chosen at setup, else the most
 * recently saved, else a new one. The game itself notes them in its log (`notePips`).
 */
export async function rememberPips(deck: DeckColor, card: CardId, pips: Pips): Promise<void> {
  const all = await listDecks();
  const profile = all.find((d) => d.id === chosen) ?? all[0] ?? null;
  const id = await saveDeck({
    ...(profile ? { id: profile.id } : {}),
    name: profile?.name ?? FIRST_PROFILE_NAME,
    pips: withPips(profile?.pips ?? NO_PIPS, deck, card, pips),
  });
  chosen = id;
}
