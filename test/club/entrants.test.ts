import { describe, expect, test } from 'vitest';
import {
  GRASS_ROOTS,
  addEntrant,
  addNightEntrant,
  beginRound,
  editNightEntrant,
  emptyNight,
  entrantLeaves,
  invitationEntrants,
  newCard,
  nightStandings,
  parseClubNight,
  parseEntrants,
  qualifierCount,
  seatNight,
  typedLine,
  type ClubNight,
  type Entrant,
  type PlayerCard,
} from '../../src/club';
import { parseClubRecord } from '../../src/store/clubs';
import { RECORD_VERSION } from '../../src/store/schema';

/*
 * The night's entrants (issue 35 item 1): a unique name, an ACC number, guest, paid, left early, a late arrival from
 * the next round; every entrant on the standings (a paper player's row from the opponents' cards); qualifiers a share
 * of the entrants, rounded up. Grass Roots: 2 game points a win, 3 a skunk, 0 a loss.
 */

const INFO = { id: 'n-thu', name: 'Thursday club', date: '2026-11-26', format: GRASS_ROOTS };
const FIELDS = { acc: '', guest: false, paid: false };

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function director(...names: string[]): ClubNight {
  let club = emptyNight(INFO, null);
  for (const name of names) club = must(addNightEntrant(club, { name, ...FIELDS }));
  return club;
}

function card(player: string, games: readonly (readonly [string, number, number])[]): PlayerCard {
  return { ...newCard(INFO, player), lines: games.map(([o, a, b], i) => must(typedLine(GRASS_ROOTS, i + 1, o, a, b))) };
}

describe('the list of entrants', () => {
  test('Ann with an ACC number, paid; Bob a guest: kept as typed, trimmed', () => {
    let list: readonly Entrant[] = [];
    list = must(addEntrant(list, { name: ' Ann ', acc: '123456', guest: false, paid: true }, 1));
    list = must(addEntrant(list, { name: 'Bob', acc: '', guest: true, paid: false }, 1));
    expect(list).toEqual([
      { name: 'Ann', acc: '123456', paid: true },
      { name: 'Bob', guest: true },
    ]);
  });

  test('a clash is asked, never replaced: " bob " beside Bob is refused with a suggestion, the list unchanged', () => {
    const list = must(addEntrant([], { name: 'Bob', ...FIELDS }, 1));
    const r = addEntrant(list, { name: ' bob ', ...FIELDS }, 1);
    expect(r).toEqual({ ok: false, error: { code: 'bad-name', message: 'Bob is an entrant already: give the newcomer another name (e.g. bob B.).' } });
  });

  test('an ACC number is digits: "12a" refused', () => {
    expect(addEntrant([], { name: 'Ann', acc: '12a', guest: false, paid: false }, 1)).toEqual({
      ok: false,
      error: { code: 'bad-name', message: 'An ACC number is 1 to 10 digits.' },
    });
  });

  test('a late arrival joins from the next round; one who leaves is out after the round under way', () => {
    let club = must(seatNight(director('Ann', 'Bob', 'Cy', 'Di'), 9));
    club = must(beginRound(must(beginRound(club))));
    club = must(addNightEntrant(club, { name: 'Eve', ...FIELDS }));
    club = must(entrantLeaves(club, 'Bob'));
    expect(club.entrants).toEqual([{ name: 'Ann' }, { name: 'Bob', leftAfter: 2 }, { name: 'Cy' }, { name: 'Di' }, { name: 'Eve', from: 3 }]);
    expect(club.seating![1]!.tables.flat()).toContain('Bob');
    expect(club.seating![2]!.tables.flat()).toContain('Eve');
    expect([...club.seating![2]!.tables.flat(), club.seating![2]!.bye]).not.toContain('Bob');
  });

  test('renamed, the seating follows the new name', () => {
    const club = must(editNightEntrant(must(seatNight(director('Ann', 'Bob'), 1)), 'Bob', { name: 'Robert', ...FIELDS }));
    expect(club.seating).toEqual([{ tables: [['Ann', 'Robert']] }]);
  });

  test('the invitation carries names and rounds, not ACC numbers, guests or fees', () => {
    expect(
      invitationEntrants([
        { name: 'Ann', acc: '1', paid: true },
        { name: 'Eve', guest: true, from: 3 },
      ]),
    ).toEqual([{ name: 'Ann' }, { name: 'Eve', from: 3 }]);
  });

  test('a list read back: two of one name, a bad round or a left-before-joined is damage', () => {
    expect(parseEntrants([{ name: 'Ann' }, { name: 'ann' }])).toBeNull();
    expect(parseEntrants([{ name: 'Ann', from: 0 }])).toBeNull();
    expect(parseEntrants([{ name: 'Ann', from: 5, leftAfter: 4 }])).toBeNull();
    expect(parseEntrants([{ name: 'Ann', from: 5, leftAfter: 5 }])).toEqual([{ name: 'Ann', from: 5, leftAfter: 5 }]);
  });
});

describe('qualifiers are a share of the entrants (issue 35 item 1)', () => {
  test('13 entrants at a quarter: 4 qualify (3 of 9, 10, 11, 12)', () => {
    expect([9, 10, 11, 12, 13].map((n) => qualifierCount(n, 0.25))).toEqual([3, 3, 3, 3, 4]);
  });

  test('13 entrants, 2 on paper without cards: every entrant a row, 4 qualify, the paper players counted from the cards against them', () => {
    const names = ['Ann', 'Bob', 'Cy', 'Di', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kim', 'Lu', 'Max'];
    const club: ClubNight = {
      ...director(...names),
      // Lu and Max have no phone: their games are only on their opponents' cards.
      cards: [card('Ann', [['Lu', 121, 100]]), card('Bob', [['Max', 90, 121]]), ...names.slice(2, 11).map((n) => card(n, []))],
    };
    const s = nightStandings(club, null);
    expect(s.rows).toHaveLength(13);
    expect(s.qualifiers).toBe(4);
    const row = (n: string) => s.rows.find((r) => r.player === n)!;
    expect(row('Max').totals).toEqual({ games: 1, wins: 1, points: 3, spread: 31, skunks: 1 });
    expect(row('Max').unchecked).toBe(1);
    expect(row('Lu').totals).toEqual({ games: 1, wins: 0, points: 0, spread: -21, skunks: 0 });
    expect(s.noCard).toEqual(['Lu', 'Max']);
  });
});

describe('a night stored before entrants still opens (issue 35: a new field is optional)', () => {
  test('a version-1 record without entrants, round, seating, paper or bye reads as it was', () => {
    const old = { version: 1, night: INFO, player: 'Ann', typed: [], corrections: [], dropped: [], cards: [], decisions: [] };
    expect(parseClubNight(old)).toEqual({ ok: true, value: old });
  });

  test('the store reads a record of such a night, and one with the new fields, as written', () => {
    const old = { version: 1, night: INFO, player: null, typed: [], corrections: [], dropped: [], cards: [], decisions: [] };
    const record = { id: INFO.id, version: RECORD_VERSION, updatedAt: 1000, club: old };
    expect(parseClubRecord(record)).toEqual({ ok: true, value: record });
    const club = must(seatNight(director('Ann', 'Bob'), 2));
    expect(parseClubRecord({ ...record, club })).toEqual({ ok: true, value: { ...record, club } });
  });

  test('the new fields read back as written; a damaged one is named', () => {
    const club = must(beginRound(must(seatNight(director('Ann', 'Bob', 'Cy'), 3))));
    expect(parseClubNight(JSON.parse(JSON.stringify({ ...club, bye: 'nothing', paper: ['Cy'] })))).toEqual({
      ok: true,
      value: { ...club, bye: 'nothing', paper: ['Cy'] },
    });
    expect(parseClubNight({ ...club, bye: 'half' })).toEqual({ ok: false, error: { code: 'bad-card', message: "This club night's bye setting is damaged." } });
    expect(parseClubNight({ ...club, round: 1.5 })).toEqual({ ok: false, error: { code: 'bad-card', message: "This club night's round is damaged." } });
  });
});
