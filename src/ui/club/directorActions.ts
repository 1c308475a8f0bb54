import {
  addNightEntrant,
  addPaperLine,
  beginRound,
  editNightEntrant,
  enterSlips,
  entrantLeaves,
  keepPaperCard,
  ok,
  seatNight,
  setByeWorth,
  nightStandings,
  sameName,
  type ByeWorth,
  type ClubNight,
  type EntrantFields,
  type SeasonNight,
  type TableSlip,
  type TypedScore,
} from '../../club';
import { change, loadNight, type NightView, type Outcome } from './clubs';

/*
 * The director's running of a night for the screens: entrants, seating, rounds, the bye's worth and paper players'
 * cards. Each is decided by the club's rules (src/club/director.ts) inside the store's transaction, so a refused one
 * writes nothing and says why.
 */

/** An entrant added (a late arrival once the night is under way). */
export function addEntrantTo(id: string, fields: EntrantFields): Promise<Outcome<NightView>> {
  return change(id, (c) => addNightEntrant(c, fields));
}

/** An entrant's name, ACC number, guest or paid changed. */
export function editEntrantIn(id: string, name: string, fields: EntrantFields): Promise<Outcome<NightView>> {
  return change(id, (c) => editNightEntrant(c, name, fields));
}

/** An entrant leaves after the round under way (`back`: comes back). */
export function entrantGoes(id: string, name: string, back = false): Promise<Outcome<NightView>> {
  return change(id, (c) => entrantLeaves(c, name, back));
}

/** The night's rounds dealt in one tap. */
export function dealSeating(id: string, rounds: number): Promise<Outcome<NightView>> {
  return change(id, (c) => seatNight(c, rounds));
}

/** The next round begins. */
export function startRound(id: string): Promise<Outcome<NightView>> {
  return change(id, (c) => beginRound(c));
}

/** What a bye is worth this night. */
export function chooseBye(id: string, bye: ByeWorth): Promise<Outcome<NightView>> {
  return change(id, (c) => ok(setByeWorth(c, bye)));
}

/** The director keeps a paper player's card on this phone. */
export function keepPaper(id: string, name: string): Promise<Outcome<NightView>> {
  return change(id, (c) => keepPaperCard(c, name));
}

/** A line typed on a paper player's card. */
export function typePaperLine(id: string, player: string, score: TypedScore): Promise<Outcome<NightView>> {
  return change(id, (c) => addPaperLine(c, player, score));
}

/** A round's table slips typed at once; says how many lines were written. */
export async function typeSlips(
  id: string,
  round: number,
  slips: readonly TableSlip[],
): Promise<Outcome<{ readonly view: NightView; readonly written: number }>> {
  let written = 0;
  const r = await change(id, (c) => {
    const done = enterSlips(c, round, slips);
    if (!done.ok) return done;
    written = done.value.written;
    return ok(done.value.club);
  });
  return r.ok ? { ok: true, value: { view: r.value, written } } : r;
}

/** The season of the nights on this phone named `name` (a club's nights), oldest first, each with its standings. */
export async function seasonNights(nights: readonly ClubNight[], name: string): Promise<SeasonNight[]> {
  const out: SeasonNight[] = [];
  for (const n of nights.filter((x) => sameName(x.night.name, name))) {
    const r = await loadNight(n.night.id);
    if (r.ok) out.push({ date: n.night.date, standings: nightStandings(r.value.club, r.value.built.card) });
  }
  return out.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}
