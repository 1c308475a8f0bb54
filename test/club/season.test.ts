import { describe, expect, test } from 'vitest';
import { GRASS_ROOTS, newCard, seasonCsv, seasonTable, standings, typedLine, type PlayerCard } from '../../src/club';

/*
 * The season over three nights (issue 35 item 7): game points, wins, spread and nights played added up, award
 * points for each night's finish by the club's table (the app's default 10, 9, 8… for first, second, third…), ranked
 * by award points, then game points, then spread. Grass Roots: 2 a win, 3 a skunk or a double skunk. Worked by hand.
 */

const NIGHT = { id: 'n-1', name: 'Thursday club', date: '2026-11-05', format: GRASS_ROOTS };

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A night's standings from its games `[winner, loser, winner's score, loser's score]`, both cards of each. */
function night(games: readonly (readonly [string, string, number, number])[]) {
  const cards = new Map<string, PlayerCard>();
  const add = (player: string, opponent: string, own: number, theirs: number) => {
    const card = cards.get(player) ?? newCard(NIGHT, player);
    cards.set(player, { ...card, lines: [...card.lines, must(typedLine(GRASS_ROOTS, card.lines.length + 1, opponent, own, theirs))] });
  };
  for (const [w, l, a, b] of games) {
    add(w, l, a, b);
    add(l, w, b, a);
  }
  return standings(GRASS_ROOTS, [...cards.values()]);
}

describe('the season', () => {
  const nights = [
    {
      date: '2026-11-05',
      standings: night([
        ['Ann', 'Bob', 121, 100],
        ['Cy', 'Di', 121, 80],
      ]),
    },
    {
      date: '2026-11-12',
      standings: night([
        ['Bob', 'Ann', 121, 111],
        ['Di', 'Cy', 121, 120],
      ]),
    },
    {
      date: '2026-11-19',
      standings: night([
        ['Ann', 'Cy', 121, 60],
        ['Eve', 'Bob', 121, 119],
      ]),
    },
  ];

  test('three nights: Ann and Bob level on awards (26), Ann first on game points', () => {
    expect(seasonTable(nights)).toEqual([
      { player: 'Ann', awards: 26, points: 5, wins: 2, spread: 72, nights: 3, rank: 1 },
      { player: 'Bob', awards: 26, points: 2, wins: 1, spread: -13, nights: 3, rank: 2 },
      { player: 'Cy', awards: 25, points: 3, wins: 1, spread: -21, nights: 3, rank: 3 },
      { player: 'Di', awards: 16, points: 2, wins: 1, spread: -40, nights: 2, rank: 4 },
      { player: 'Eve', awards: 9, points: 2, wins: 1, spread: 2, nights: 1, rank: 5 },
    ]);
  });

  test('the club’s own award table (5, 3, 1), and the CSV', () => {
    const rows = seasonTable(nights, [5, 3, 1]);
    expect(rows.map((r) => [r.player, r.awards, r.rank])).toEqual([
      ['Ann', 8, 1],
      ['Bob', 7, 2],
      ['Cy', 6, 3],
      ['Eve', 3, 4],
      ['Di', 3, 5],
    ]);
    expect(seasonCsv(rows.slice(0, 1))).toBe('Rank,Player,Award points,Game points,Wins,Spread,Nights\r\n1,Ann,8,5,2,72,3\r\n');
  });
});
