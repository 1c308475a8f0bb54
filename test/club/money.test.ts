import { describe, expect, test } from 'vitest';
import {
  GRASS_ROOTS,
  NO_MONEY,
  addNightEntrant,
  defaultTable,
  emptyNight,
  newCard,
  nightMoney,
  nightStandings,
  parseClubNight,
  setMoney,
  typedLine,
  type ClubNight,
  type PlayerCard,
} from '../../src/club';

/*
 * The night's money (issue 35 item 6), in cents: fees, the house's share, the purse paid to the qualifiers by the
 * club's table (the app's default: shares falling a step a place), players sharing a rank sharing their places, a
 * skunk pot shared a skunk at a time, the best hand's pot. Worked by hand below.
 */

const INFO = { id: 'n-thu', name: 'Thursday club', date: '2026-11-26', format: GRASS_ROOTS };
const FIELDS = { acc: '', guest: false, paid: true };

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const card = (player: string, games: readonly (readonly [string, number, number])[]): PlayerCard => ({
  ...newCard(INFO, player),
  lines: games.map(([o, a, b], i) => must(typedLine(GRASS_ROOTS, i + 1, o, a, b))),
});

/** Eight entrants; Ann 2 wins (a skunk), Bob and Cy 1 win each with the same spread, the rest losing. */
function night(): ClubNight {
  let club = emptyNight(INFO, null);
  for (const name of ['Ann', 'Bob', 'Cy', 'Di', 'Eve', 'Fay', 'Gus', 'Hal']) club = must(addNightEntrant(club, { name, ...FIELDS }));
  return {
    ...club,
    cards: [
      card('Ann', [
        ['Di', 121, 80],
        ['Eve', 121, 100],
      ]),
      card('Bob', [['Fay', 121, 110]]),
      card('Cy', [['Gus', 121, 110]]),
    ],
  };
}

describe('the payout', () => {
  test('the default table: 2 qualifiers 66.7/33.3, 4 qualifiers 40/30/20/10', () => {
    expect(defaultTable(4)).toEqual([40, 30, 20, 10]);
    expect(defaultTable(2).map((x) => Math.round(x * 10) / 10)).toEqual([66.7, 33.3]);
  });

  test('8 entrants at $10, house 10%: $72 to the 2 qualifiers, Bob and Cy level sharing second place', () => {
    const club = night();
    const s = nightStandings(club, null);
    expect(s.rows.slice(0, 3).map((r) => [r.player, r.rank, r.qualifies])).toEqual([
      ['Ann', 1, true],
      ['Bob', 2, true],
      ['Cy', 2, true],
    ]);
    const m = nightMoney({ ...NO_MONEY, fee: 1000, house: 10, table: [60, 40] }, s, 8);
    expect([m.fees, m.house, m.purse]).toEqual([8000, 800, 7200]);
    // Ann 60% of $72 = $43.20; Bob and Cy share second's 40% = $28.80: $14.40 each.
    expect(m.payouts.map((p) => [p.player, p.place])).toEqual([
      ['Ann', 4320],
      ['Bob', 1440],
      ['Cy', 1440],
    ]);
  });

  test('side pots: $2 a skunk pot with one skunk on the night, $1 best hand named for Eve', () => {
    const s = nightStandings(night(), null);
    const m = nightMoney({ ...NO_MONEY, skunkPot: 200, handPot: 100, bestHand: ['eve'] }, s, 8);
    expect([m.skunkPot, m.handPot]).toEqual([1600, 800]);
    expect(m.payouts.map((p) => [p.player, p.skunks, p.hand, p.total])).toEqual([
      ['Ann', 1600, 0, 1600],
      ['Eve', 0, 800, 800],
    ]);
  });

  test('settings checked: a table not adding to 100 refused; kept with the night and read back', () => {
    expect(setMoney(night(), { ...NO_MONEY, table: [50, 30] })).toEqual({
      ok: false,
      error: { code: 'bad-format', message: 'Fees and pots are amounts of money; the house and each place a percentage, the places adding up to 100.' },
    });
    const club = must(setMoney(night(), { ...NO_MONEY, fee: 500, house: 20, table: [70, 30] }));
    expect(must(parseClubNight(JSON.parse(JSON.stringify(club)))).money).toEqual({ ...NO_MONEY, fee: 500, house: 20, table: [70, 30] });
  });
});
