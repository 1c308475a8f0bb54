import { MAX_NAME, sameName } from './card';
import { err, ok, type ClubResult } from './result';

/*
 * The night's entrants, kept by the director: who plays (a unique name, an ACC number, a guest, paid), from which
 * round a late arrival plays and after which one a player left. The invitation carries the names (and the rounds
 * each plays), so a player picks their own name and every opponent from the list instead of typing it.
 */

/** One entrant of a night, e.g. `{ name: 'Ann', acc: '123456', paid: true }`. */
export interface Entrant {
  /** Unique in the night, case and spaces aside, e.g. `'Ann'`. */
  readonly name: string;
  /** The American Cribbage Congress member number, when the entrant has one, e.g. `'123456'`. */
  readonly acc?: string;
  /** Not a member of the club. */
  readonly guest?: boolean;
  /** The entry fee is paid. */
  readonly paid?: boolean;
  /** A late arrival plays from this round on, e.g. `4`; absent: from the first. */
  readonly from?: number;
  /** Left early: the last round played, e.g. `6`; absent: plays to the end. */
  readonly leftAfter?: number;
}

/** The most entrants a night holds. */
export const MAX_ENTRANTS = 200;
/** The most rounds a night has (and the highest round a line or a seating names). */
export const MAX_ROUNDS = 99;
/** An ACC number: 1 to 10 digits. */
const ACC = /^\d{1,10}$/;

/** Whether an entrant plays in `round` (1-based): arrived by then and not left before it. */
export function playsIn(e: Entrant, round: number): boolean {
  return round >= (e.from ?? 1) && (e.leftAfter === undefined || round <= e.leftAfter);
}

/** The entrant of that name in the list, case and spaces aside, or undefined. */
export function entrantNamed(list: readonly Entrant[], name: string): Entrant | undefined {
  return list.find((e) => sameName(e.name, name));
}

/** The fields the director types for an entrant. */
export interface EntrantFields {
  readonly name: string;
  readonly acc: string;
  readonly guest: boolean;
  readonly paid: boolean;
}

function checkFields(list: readonly Entrant[], f: EntrantFields, self: Entrant | null): ClubResult<Omit<Entrant, 'from' | 'leftAfter'>> {
  const name = f.name.trim();
  if (name === '' || name.length > MAX_NAME) return err('bad-name', `Name the entrant (at most ${MAX_NAME} characters).`);
  const clash = list.find((e) => e !== self && sameName(e.name, name));
  // Two entrants of one name could not be told apart on a card: the director is asked, nothing is replaced.
  if (clash) return err('bad-name', `${clash.name} is an entrant already: give the newcomer another name (e.g. ${name} ${initialAfter(list, name)}).`);
  const acc = f.acc.trim();
  if (acc !== '' && !ACC.test(acc)) return err('bad-name', 'An ACC number is 1 to 10 digits.');
  return ok({ name, ...(acc ? { acc } : {}), ...(f.guest ? { guest: true } : {}), ...(f.paid ? { paid: true } : {}) });
}

/** A suggestion to tell two players of one name apart, e.g. `'B.'` (the first letter no entrant of the name has). */
function initialAfter(list: readonly Entrant[], name: string): string {
  const used = new Set(list.filter((e) => e.name.toLowerCase().startsWith(name.toLowerCase())).map((e) => e.name.slice(name.length).trim()));
  for (const c of 'BCDEFGHJKLMNPRSTW') if (!used.has(`${c}.`)) return `${c}.`;
  return '2';
}

/**
 * An entrant added to the list, checked: a unique name, an ACC number of digits. `from` is the round the entrant
 * plays from: 1 before the night starts, the next round for a late arrival.
 */
export function addEntrant(list: readonly Entrant[], fields: EntrantFields, from: number): ClubResult<readonly Entrant[]> {
  if (list.length >= MAX_ENTRANTS) return err('bad-name', `A night has at most ${MAX_ENTRANTS} entrants.`);
  if (!Number.isSafeInteger(from) || from < 1 || from > MAX_ROUNDS) return err('bad-name', `A round is 1 to ${MAX_ROUNDS}.`);
  const checked = checkFields(list, fields, null);
  if (!checked.ok) return checked;
  return ok([...list, { ...checked.value, ...(from > 1 ? { from } : {}) }]);
}

/** An entrant's fields changed (a name too, still unique); the rounds played are kept. */
export function editEntrant(list: readonly Entrant[], name: string, fields: EntrantFields): ClubResult<readonly Entrant[]> {
  const self = entrantNamed(list, name);
  if (!self) return err('bad-name', `${name} is not an entrant of this night.`);
  const checked = checkFields(list, fields, self);
  if (!checked.ok) return checked;
  const kept = { ...(self.from ? { from: self.from } : {}), ...(self.leftAfter ? { leftAfter: self.leftAfter } : {}) };
  return ok(list.map((e) => (e === self ? { ...checked.value, ...kept } : e)));
}

/**
 * An entrant who leaves after `round` (the round under way): out of every later round. Before the night starts
 * (`round` 0) the entrant is simply off the list. Taken back with `round` null.
 */
export function leaveEarly(list: readonly Entrant[], name: string, round: number | null): ClubResult<readonly Entrant[]> {
  const self = entrantNamed(list, name);
  if (!self) return err('bad-name', `${name} is not an entrant of this night.`);
  if (round === 0) return ok(list.filter((e) => e !== self));
  if (round !== null && (!Number.isSafeInteger(round) || round < 0 || round > MAX_ROUNDS)) return err('bad-name', `A round is 1 to ${MAX_ROUNDS}.`);
  if (round !== null && round < (self.from ?? 1)) return ok(list.filter((e) => e !== self));
  const { leftAfter: _was, ...rest } = self;
  return ok(list.map((e) => (e === self ? (round === null ? rest : { ...rest, leftAfter: round }) : e)));
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isRound = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 1 && (x as number) <= MAX_ROUNDS;

/** Checks an entrant list read back or received (an invitation); null when anything is wrong (names must be unique). */
export function parseEntrants(value: unknown): readonly Entrant[] | null {
  if (!Array.isArray(value) || value.length > MAX_ENTRANTS) return null;
  const out: Entrant[] = [];
  for (const v of value) {
    if (!isObj(v) || typeof v.name !== 'string' || v.name.trim() === '' || v.name.length > MAX_NAME || entrantNamed(out, v.name)) return null;
    if (v.acc !== undefined && (typeof v.acc !== 'string' || !ACC.test(v.acc))) return null;
    if ((v.guest !== undefined && v.guest !== true) || (v.paid !== undefined && v.paid !== true)) return null;
    if ((v.from !== undefined && !isRound(v.from)) || (v.leftAfter !== undefined && !isRound(v.leftAfter))) return null;
    if (isRound(v.from) && isRound(v.leftAfter) && v.leftAfter < v.from) return null;
    out.push({
      name: v.name.trim(),
      ...(v.acc !== undefined ? { acc: v.acc as string } : {}),
      ...(v.guest ? { guest: true } : {}),
      ...(v.paid ? { paid: true } : {}),
      ...(v.from !== undefined ? { from: v.from as number } : {}),
      ...(v.leftAfter !== undefined ? { leftAfter: v.leftAfter as number } : {}),
    });
  }
  return out;
}

/** The list as an invitation carries it: names and the rounds each plays; the ACC numbers, guests and fees stay. */
export function invitationEntrants(list: readonly Entrant[]): readonly Entrant[] {
  return list.map((e) => ({ name: e.name, ...(e.from ? { from: e.from } : {}), ...(e.leftAfter ? { leftAfter: e.leftAfter } : {}) }));
}

/** How many qualify: the night's share of the entrants, rounded up (13 at a quarter: 4). */
export function qualifierCount(entrants: number, share: number): number {
  return Math.ceil(entrants * share - 1e-9);
}
