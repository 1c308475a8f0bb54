import { sameName, type CardLine, type PlayerCard } from './card';
import { pairGames, type Decision, type PairedGame, type Version } from './crossCheck';
import { checkCard } from './checkCard';
import { LIMITS, type ClubNight } from './night';
import { err, ok, type ClubResult } from './result';
import { DEFAULT_BYE } from './seating';
import { standings, type Standings } from './standings';
import { plural } from '../game';

/*
 * The director's side of a night: the cards gathered from the players' phones, the decisions on flagged games, and
 * the standings from both.
 */

/**
 * A player's card gathered by the director, checked as a typed line is and against the night (`checkCard`):
 * refused when it is of another night, counts by another format, breaks the night (too many games, a forged score,
 * a player or an opponent who is no entrant), or is a card kept on this phone (its own player's, a paper player's).
 * A card of a player already gathered, the name written the same, is that player's phone handing it in again: the
 * newer replaces the old one (`replaced`). The name written otherwise (" bob " where Bob's is gathered) is most
 * likely a second phone joined as Bob: names are one player in a night, case and spaces aside, so the director is
 * asked (`name-clash`) and nothing is replaced until `replace` says so; the card then keeps the name gathered first.
 */
export function gatherCard(club: ClubNight, card: PlayerCard, replace = false): ClubResult<{ readonly club: ClubNight; readonly replaced: PlayerCard | null }> {
  const checked = checkCard(club, card);
  if (!checked.ok) return checked;
  if (club.player !== null && sameName(card.player, club.player))
    return err('bad-card', `${club.player} plays on this phone: that card is kept here already. Nothing was changed.`);
  if ((club.paper ?? []).some((p) => sameName(p, card.player)))
    return err('bad-card', `${card.player}'s card is kept on this phone, on paper: stop keeping it here first. Nothing was changed.`);
  const replaced = club.cards.find((c) => sameName(c.player, card.player)) ?? null;
  if (replaced && replaced.player.trim() !== card.player.trim() && !replace) return err('name-clash', clashSentence(replaced, card));
  if (!replaced && club.cards.length >= LIMITS.cards) return err('bad-card', `A night gathers at most ${LIMITS.cards} cards.`);
  const kept = replaced ? { ...card, player: replaced.player } : card;
  const cards = replaced ? club.cards.map((c) => (c === replaced ? kept : c)) : [...club.cards, kept];
  return ok({ club: { ...club, cards }, replaced });
}

/** What the director is asked when a card's name is a gathered card's written otherwise. */
function clashSentence(gathered: PlayerCard, card: PlayerCard): string {
  const name = card.player.trim();
  return (
    `${gathered.player}'s card is gathered already (${plural(gathered.lines.length, 'game')}), and this card is "${name}"'s (${plural(card.lines.length, 'game')}): ` +
    `one name in a night. Replace ${gathered.player}'s card with this one, or keep it and ask "${name}" to join under another name. Nothing was changed.`
  );
}

/** A gathered card taken off again (by its player's name). */
export function removeCard(club: ClubNight, player: string): ClubNight {
  const paper = club.paper?.filter((p) => !sameName(p, player));
  return { ...club, cards: club.cards.filter((c) => !sameName(c.player, player)), ...(paper ? { paper } : {}) };
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

/** The byes given in the rounds begun so far (the round under way included), one name a bye. */
export function byesSoFar(club: ClubNight): readonly string[] {
  return (club.seating ?? []).slice(0, club.round ?? 0).flatMap((r) => (r.bye ? [r.bye] : []));
}

/**
 * The night's standings from every card on this phone and the director's decisions that still stand: every entrant
 * a row, the share that qualifies of the entrants, and the byes of the rounds begun when a bye is worth a win.
 */
export function nightStandings(club: ClubNight, own: PlayerCard | null): Standings {
  const cards = nightCards(club, own);
  const entrants = (club.entrants ?? []).map((e) => e.name);
  const byes = (club.bye ?? DEFAULT_BYE) === 'win' ? byesSoFar(club) : [];
  // A night dealt in rounds has as many games a player as rounds: more is flagged against that, not the format's.
  const games = club.seating && club.seating.length > 0 ? club.seating.length : club.night.format.games;
  return standings({ ...club.night.format, games }, cards, standingDecisions(club, pairGames(cards)), { entrants, byes });
}
