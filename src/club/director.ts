import { newCard, sameName, typedLine, type PlayerCard } from './card';
import { roundsOf } from './checkCard';
import { addEntrant, editEntrant, entrantNamed, leaveEarly, MAX_ROUNDS, type Entrant, type EntrantFields } from './entrants';
import { parseMoney, type MoneySettings } from './money';
import { LIMITS, type ClubNight, type TypedScore } from './night';
import { err, ok, type ClubResult } from './result';
import { dealRounds, seatOf, type ByeWorth, type SeatedRound } from './seating';

/*
 * The director's running of a night on the director's phone: the entrants, the rounds dealt and begun, the byes'
 * worth, and the cards of paper players (no phone of their own) typed here, a line at a time or a round's table
 * slips at once. Each is a pure change of the night, decided here, stored by the store in one transaction.
 */

/** The round under way, 0 before the first. */
export const roundNow = (club: ClubNight): number => club.round ?? 0;

/** The entrants changed: the rounds still to come re-dealt for them (the ones begun stay as they were). */
function withEntrants(club: ClubNight, entrants: readonly Entrant[]): ClubNight {
  const next: ClubNight = { ...club, entrants };
  if (!club.seating) return next;
  return { ...next, seating: dealRounds(entrants, club.seating.length, club.seating.slice(0, roundNow(club))) };
}

/** An entrant added: before the first round, from round 1; once the night is under way, a late arrival from the next. */
export function addNightEntrant(club: ClubNight, fields: EntrantFields): ClubResult<ClubNight> {
  const list = addEntrant(club.entrants ?? [], fields, roundNow(club) + 1);
  return list.ok ? ok(withEntrants(club, list.value)) : list;
}

/** An entrant's name, ACC number, guest or paid changed (a renamed one keeps the rounds dealt under the new name). */
export function editNightEntrant(club: ClubNight, name: string, fields: EntrantFields): ClubResult<ClubNight> {
  const list = editEntrant(club.entrants ?? [], name, fields);
  if (!list.ok) return list;
  const renamed = fields.name.trim();
  const rename = (p: string) => (sameName(p, name) ? renamed : p);
  const seating = club.seating?.map(
    (r): SeatedRound => ({ tables: r.tables.map(([a, b]) => [rename(a), rename(b)] as const), ...(r.bye ? { bye: rename(r.bye) } : {}) }),
  );
  return ok({ ...club, entrants: list.value, ...(seating ? { seating } : {}) });
}

/** An entrant who leaves after the round under way (off the list before the first); `back` takes it back. */
export function entrantLeaves(club: ClubNight, name: string, back = false): ClubResult<ClubNight> {
  const list = leaveEarly(club.entrants ?? [], name, back ? null : roundNow(club));
  return list.ok ? ok(withEntrants(club, list.value)) : list;
}

/** The night's rounds dealt in one tap: `rounds` of them (the rounds begun are kept as they were). */
export function seatNight(club: ClubNight, rounds: number): ClubResult<ClubNight> {
  const entrants = club.entrants ?? [];
  if (entrants.length < 2) return err('bad-name', 'Seating needs two entrants at least.');
  if (!Number.isSafeInteger(rounds) || rounds < Math.max(1, roundNow(club)) || rounds > MAX_ROUNDS)
    return err('bad-name', `Rounds are ${Math.max(1, roundNow(club))} to ${MAX_ROUNDS}.`);
  return ok({ ...club, seating: dealRounds(entrants, rounds, (club.seating ?? []).slice(0, roundNow(club))) });
}

/** The next round begins (its seating fixed from now on). */
export function beginRound(club: ClubNight): ClubResult<ClubNight> {
  const rounds = club.seating?.length ?? 0;
  if (rounds === 0) return err('bad-name', 'Deal the seating first.');
  if (roundNow(club) >= rounds) return err('bad-name', `All ${rounds} rounds have begun.`);
  return ok({ ...club, round: roundNow(club) + 1 });
}

/** What a bye is worth this night. */
export function setByeWorth(club: ClubNight, bye: ByeWorth): ClubNight {
  return { ...club, bye };
}

/** The night's money settings, checked (whole cents, percentages 0 to 100, a payout table summing to 100). */
export function setMoney(club: ClubNight, money: MoneySettings): ClubResult<ClubNight> {
  const checked = parseMoney(money);
  if (!checked) return err('bad-format', 'Fees and pots are amounts of money; the house and each place a percentage, the places adding up to 100.');
  return ok({ ...club, money: checked });
}

/** The director keeps an entrant's card on this phone (a player without a phone): an empty card to type on. */
export function keepPaperCard(club: ClubNight, name: string): ClubResult<ClubNight> {
  const entrant = entrantNamed(club.entrants ?? [], name);
  if (!entrant) return err('bad-name', `${name} is not an entrant of this night.`);
  if (club.player !== null && sameName(club.player, name)) return err('bad-name', `${club.player} plays on this phone: that card is kept here already.`);
  if (club.cards.some((c) => sameName(c.player, name))) return err('bad-name', `${entrant.name}'s card is gathered from a phone already.`);
  if (club.cards.length >= LIMITS.cards) return err('bad-card', `A night gathers at most ${LIMITS.cards} cards.`);
  return ok({ ...club, cards: [...club.cards, newCard(club.night, entrant.name)], paper: [...(club.paper ?? []), entrant.name] });
}

/** Whether `name`'s card is a paper player's, kept on this phone. */
export const isPaper = (club: ClubNight, name: string): boolean => (club.paper ?? []).some((p) => sameName(p, name));

/**
 * A line typed on a paper player's card, checked as any typed line (the winner on the game hole), and against the
 * night: the opponent an entrant, the round once on the card and within the night, the opponent the round's seating.
 */
export function addPaperLine(club: ClubNight, player: string, score: TypedScore): ClubResult<ClubNight> {
  if (!isPaper(club, player)) return err('bad-line', `${player}'s card is not kept on this phone.`);
  const card = club.cards.find((c) => sameName(c.player, player))!;
  const r = paperLine(club, card, score);
  return r.ok ? ok({ ...club, cards: club.cards.map((c) => (c === card ? r.value : c)) }) : r;
}

function paperLine(club: ClubNight, card: PlayerCard, score: TypedScore): ClubResult<PlayerCard> {
  const rounds = roundsOf(club);
  if (card.lines.length >= rounds) return err('bad-line', `${card.player}'s card has all ${rounds} games.`);
  const line = typedLine(club.night.format, card.lines.length + 1, score.opponent, score.own, score.theirs);
  if (!line.ok) return line;
  const opponent = entrantNamed(club.entrants ?? [], line.value.opponent);
  if (!opponent) return err('bad-line', `${line.value.opponent} is not an entrant of this night.`);
  if (sameName(opponent.name, card.player)) return err('bad-line', `${card.player} cannot play ${card.player}: name the opponent.`);
  const round = score.round;
  if (round !== undefined) {
    if (!Number.isSafeInteger(round) || round < 1 || round > rounds) return err('bad-line', `A round is 1 to ${rounds}.`);
    if (card.lines.some((l) => l.round === round)) return err('bad-line', `Round ${round} is on ${card.player}'s card already: correct that line instead.`);
    const seat = seatOf(club.seating?.[round - 1], card.player);
    if (club.seating && !(seat.kind === 'table' && sameName(seat.opponent, opponent.name)))
      return err(
        'bad-line',
        `In round ${round} ${card.player} ${seat.kind === 'table' ? `plays ${seat.opponent}` : seat.kind === 'bye' ? 'has the bye' : 'is not seated'}, not ${opponent.name}.`,
      );
  }
  return ok({ ...card, lines: [...card.lines, { ...line.value, opponent: opponent.name, ...(round !== undefined ? { round } : {}) }] });
}

/** One table's slip: the round's table (1-based) and the final scores of its first and second player. */
export interface TableSlip {
  readonly table: number;
  readonly first: number;
  readonly second: number;
}

/**
 * A round's results typed from the table slips in one go: each slip written on the cards of the paper players at
 * its table (a player with a phone writes their own). All or nothing: one bad slip refuses the lot, naming its table.
 */
export function enterSlips(club: ClubNight, round: number, slips: readonly TableSlip[]): ClubResult<{ readonly club: ClubNight; readonly written: number }> {
  const seated = club.seating?.[round - 1];
  if (!seated) return err('bad-line', `Round ${round} is not dealt.`);
  let next = club;
  let written = 0;
  for (const slip of slips) {
    const pair = seated.tables[slip.table - 1];
    if (!pair) return err('bad-line', `Round ${round} has no table ${slip.table}.`);
    const sides: [string, string, number, number][] = [
      [pair[0], pair[1], slip.first, slip.second],
      [pair[1], pair[0], slip.second, slip.first],
    ];
    for (const [player, opponent, own, theirs] of sides) {
      if (!isPaper(next, player)) continue;
      const r = addPaperLine(next, player, { opponent, own, theirs, round });
      if (!r.ok) return err('bad-line', `Table ${slip.table}: ${r.error.message}`);
      next = r.value;
      written++;
    }
  }
  return ok({ club: next, written });
}

/** The night as an invitation carries it to a player's phone: the names and rounds of the entrants, the seating. */
export function joinedFrom(club: ClubNight, entrants: readonly Entrant[] | undefined, seating: readonly SeatedRound[] | undefined): ClubNight {
  return { ...club, ...(entrants ? { entrants } : {}), ...(seating ? { seating } : {}) };
}
