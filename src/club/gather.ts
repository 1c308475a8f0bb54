import { sameName, type CardLine, type PlayerCard } from './card';
import { pairGames, type Decision, type PairedGame, type Version } from './crossCheck';
import type { ClubFormat } from './format';
import { LIMITS, type ClubNight } from './night';
import { err, ok, type ClubResult } from './result';
import { standings, type Standings } from './standings';

/*
 * The director's side of a night: the cards gathered from the players' phones, the decisions on flagged games, and
 * the standings from both.
 */

const sameFormat = (x: ClubFormat, y: ClubFormat) => JSON.stringify(x) === JSON.stringify(y);

/**
 * A player's card gathered by the director: refused when it is of another night, counts by another format, or is
 * this phone's own player's; a newer card of a player already gathered replaces the old one (`replaced`).
 */
export function gatherCard(club: ClubNight, card: PlayerCard): ClubResult<{ readonly club: ClubNight; readonly replaced: PlayerCard | null }> {
  const n = club.night;
  if (card.night.id !== n.id)
    return err('bad-card', `This is ${card.player}'s card for ${card.night.name} on ${card.night.date}, not for ${n.name} on ${n.date}. Nothing was changed.`);
  if (!sameFormat(card.night.format, n.format))
    return err('bad-card', `${card.player}'s card counts by another format than this night's. Nothing was changed.`);
  if (club.player !== null && sameName(card.player, club.player))
    return err('bad-card', `${club.player} plays on this phone: that card is kept here already. Nothing was changed.`);
  const replaced = club.cards.find((c) => sameName(c.player, card.player)) ?? null;
  if (!replaced && club.cards.length >= LIMITS.cards) return err('bad-card', `A night gathers at most ${LIMITS.cards} cards.`);
  const cards = replaced ? club.cards.map((c) => (c === replaced ? card : c)) : [...club.cards, card];
  return ok({ club: { ...club, cards }, replaced });
}

/** A gathered card taken off again (by its player's name). */
export function removeCard(club: ClubNight, player: string): ClubNight {
  return { ...club, cards: club.cards.filter((c) => !sameName(c.player, player)) };
}

const version = (line: CardLine | null): Version | null => (line ? { won: line.won, own: line.own, theirs: line.theirs } : null);
const sameVersion = (x: Version | null, y: Version | null) =>
  x === null || y === null ? x === y : x.won === y.won && x.own === y.own && x.theirs === y.theirs;

/** The director decides a flagged game (or takes the decision back, `null`), on the cards as they are now. */
export function decide(club: ClubNight, game: PairedGame, decision: Decision | null): ClubNight {
  const others = club.decisions.filter((d) => d.key !== game.key);
  if (decision === null) return { ...club, decisions: others };
  return { ...club, decisions: [...others, { key: game.key, decision, fromA: version(game.fromA), fromB: version(game.fromB) }].slice(-LIMITS.decisions) };
}

/**
 * The decisions that still stand: each on a game whose cards say now what they said when it was made. A card handed
 * in again with that game changed makes the game flagged and undecided again, rather than decided on other facts.
 */
export function standingDecisions(club: ClubNight, games: readonly PairedGame[]): Readonly<Record<string, Decision>> {
  const out: Record<string, Decision> = {};
  for (const d of club.decisions) {
    const g = games.find((x) => x.key === d.key);
    if (g && sameVersion(version(g.fromA), d.fromA) && sameVersion(version(g.fromB), d.fromB)) out[d.key] = d.decision;
  }
  return out;
}

/** Every card of the night on this phone: its own player's (when one plays here) and the ones gathered. */
export function nightCards(club: ClubNight, own: PlayerCard | null): readonly PlayerCard[] {
  return own ? [own, ...club.cards] : club.cards;
}

/** The night's standings from every card on this phone and the director's decisions that still stand. */
export function nightStandings(club: ClubNight, own: PlayerCard | null): Standings {
  const cards = nightCards(club, own);
  return standings(club.night.format, cards, standingDecisions(club, pairGames(cards)));
}
