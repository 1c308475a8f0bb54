import { sameName, typedLine, type CardLine, type PlayerCard } from './card';
import { entrantNamed } from './entrants';
import type { ClubNight } from './night';
import { err, ok, type ClubResult } from './result';
import { seatOf } from './seating';

/*
 * A card that arrives by link, QR code or file is held to the checks a typed line meets and to the night: its night
 * (name and day with the id), its format, the entrants, no more games than rounds, the games numbered once each, no
 * game against oneself, every score on the board, a typed game won on the game hole. What no honest card could hold
 * is refused with a sentence; what could be a slip (a game won short of the game hole, an opponent other than the
 * round's seating) is kept and flagged, naming its game, round and table, on screen and on paper.
 */

/** A line kept but flagged for the director, e.g. round 3, table 2: "seated against Cy, the card says Bob". */
export interface LineFlag {
  /** The card's player, e.g. `'Ann'`. */
  readonly player: string;
  /** The game's number on the card. */
  readonly game: number;
  readonly round?: number;
  readonly table?: number;
  /** e.g. `'Ann won 60–0, short of the game hole (121): a claimed game? Check it.'` */
  readonly message: string;
}

/** Where a line is, for a sentence: `'Game 3'`, or `'Round 3 (game 3)'` on a night with rounds. */
const where = (line: CardLine) => (line.round !== undefined ? `Round ${line.round} (game ${line.game})` : `Game ${line.game}`);

/** The night's rounds: the seating's when dealt, else the format's games. */
export function roundsOf(club: ClubNight): number {
  return club.seating && club.seating.length > 0 ? club.seating.length : club.night.format.games;
}

/** Checks a card against the night on this phone: refused with a sentence, or kept with its flags. */
export function checkCard(club: ClubNight, card: PlayerCard): ClubResult<readonly LineFlag[]> {
  const n = club.night;
  const f = n.format;
  const who = card.player;
  const refuse = (text: string) => err('bad-card', `${text} Nothing was changed.`);
  if (card.night.id !== n.id) return refuse(`This is ${who}'s card for ${card.night.name} on ${card.night.date}, not for ${n.name} on ${n.date}.`);
  if (card.night.name !== n.name || card.night.date !== n.date)
    return refuse(
      `${who}'s card names ${card.night.name} on ${card.night.date}, but its night is ${n.name} on ${n.date}: it was not made from this night's invitation.`,
    );
  if (JSON.stringify(card.night.format) !== JSON.stringify(f)) return refuse(`${who}'s card counts by another format than this night's.`);
  const entrants = club.entrants ?? [];
  if (entrants.length > 0 && !entrantNamed(entrants, who)) return refuse(`${who} is not an entrant of this night: add ${who} to the entrants first.`);
  const rounds = roundsOf(club);
  if (card.lines.length > rounds) return refuse(`${who}'s card has ${card.lines.length} games; this night has ${rounds} rounds.`);
  const flags: LineFlag[] = [];
  const roundsSeen = new Set<number>();
  for (const [i, line] of card.lines.entries()) {
    if (line.game !== i + 1) return refuse(`${who}'s card numbers game ${i + 1} as game ${line.game}: a card numbers its games 1, 2, 3 and on.`);
    if (sameName(line.opponent, who)) return refuse(`${where(line)} of ${who}'s card is against ${who}.`);
    if (entrants.length > 0 && !entrantNamed(entrants, line.opponent))
      return refuse(`${where(line)} of ${who}'s card is against ${line.opponent}, who is not an entrant of this night.`);
    if (line.round !== undefined) {
      if (line.round > rounds) return refuse(`${where(line)} of ${who}'s card is in round ${line.round}; this night has ${rounds} rounds.`);
      if (roundsSeen.has(line.round)) return refuse(`Round ${line.round} is on ${who}'s card twice.`);
      roundsSeen.add(line.round);
    }
    const hi = Math.max(line.own, line.theirs);
    const lo = Math.min(line.own, line.theirs);
    if (hi > f.gameHole) return refuse(`${where(line)} of ${who}'s card, ${line.own}–${line.theirs}, is past the game hole (${f.gameHole}).`);
    if (lo >= f.gameHole) return refuse(`${where(line)} of ${who}'s card, ${line.own}–${line.theirs}, has both players on the game hole.`);
    if (line.source.kind === 'typed') {
      // A typed line is held to what typing it on a phone is held to.
      const typed = typedLine(f, line.game, line.opponent, line.own, line.theirs);
      if (!typed.ok) return refuse(`${where(line)} of ${who}'s card: ${typed.error.message}`);
      if (typed.value.won !== line.won) return refuse(`${where(line)} of ${who}'s card says ${line.won ? 'won' : 'lost'} ${line.own}–${line.theirs}.`);
    } else if (line.won !== line.own > line.theirs || hi < f.gameHole) {
      // A game played in Muggins may be claimed short of the hole (a peg removed, rule 13): kept, for the director.
      const result = `${line.won ? 'won' : 'lost'} ${line.own}–${line.theirs}`;
      flags.push({
        player: who,
        game: line.game,
        ...seatPart(club, line, who),
        message: `${who} ${result}, short of the game hole (${f.gameHole}): a claimed game? Check it.`,
      });
    }
    if (line.round !== undefined && club.seating) {
      const seat = seatOf(club.seating[line.round - 1], who);
      if (seat.kind !== 'table' || !sameName(seat.opponent, line.opponent)) {
        const seated = seat.kind === 'table' ? `seated against ${seat.opponent}` : seat.kind === 'bye' ? 'had the bye' : 'was not seated';
        flags.push({ player: who, game: line.game, ...seatPart(club, line, who), message: `${who} ${seated}; the card says ${line.opponent}.` });
      }
    }
  }
  return ok(flags);
}

function seatPart(club: ClubNight, line: CardLine, who: string): { round?: number; table?: number } {
  if (line.round === undefined) return {};
  const seat = seatOf(club.seating?.[line.round - 1], who);
  return seat.kind === 'table' ? { round: line.round, table: seat.table } : { round: line.round };
}

/** Every flag of every card on this phone, in the order of the cards. */
export function cardFlags(club: ClubNight, cards: readonly PlayerCard[]): readonly LineFlag[] {
  return cards.flatMap((c) => {
    const r = checkCard(club, c);
    return r.ok ? r.value : [];
  });
}
