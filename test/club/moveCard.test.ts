import { describe, expect, test } from 'vitest';
import { GRASS_ROOTS, addNightEntrant, addTyped, buildCard, emptyNight, moveCard, type ClubNight } from '../../src/club';

/*
 * A card made on its own night instead of from the invitation (issue 35 item 8) moves to the invitation's night with
 * its lines, checked as typed lines of that night; a line that cannot move refuses the move, naming it.
 */

const OWN = { id: 'n-own', name: 'Bad night', date: '2026-11-27', format: GRASS_ROOTS };
const CLUB = { id: 'n-club', name: 'Bad night', date: '2026-11-27', format: GRASS_ROOTS };
const FIELDS = { acc: '', guest: false, paid: false };

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function annsOwnNight(opponents: readonly [string, number, number][]): ClubNight {
  let club = emptyNight(OWN, 'Ann');
  for (const [i, [opponent, own, theirs]] of opponents.entries()) club = must(addTyped(club, `t-${i}`, 100 + i, { opponent, own, theirs }));
  return club;
}

function invited(...names: string[]): ClubNight {
  let club = emptyNight(CLUB, null);
  for (const name of names) club = must(addNightEntrant(club, { name, ...FIELDS }));
  return club;
}

describe('a card moved to the invitation’s night', () => {
  test('two games move with Ann, as typed lines of the new night, the entrants’ spelling kept', () => {
    const from = annsOwnNight([
      ['bob', 121, 100],
      ['Cy', 90, 121],
    ]);
    const moved = must(moveCard(from, buildCard(from, []), invited('Ann', 'Bob', 'Cy'), ['t-a', 't-b'], 5000));
    expect(moved.player).toBe('Ann');
    expect(moved.night).toEqual(CLUB);
    expect(moved.typed).toEqual([
      { id: 't-a', at: 5000, opponent: 'Bob', own: 121, theirs: 100, corrected: false },
      { id: 't-b', at: 5001, opponent: 'Cy', own: 90, theirs: 121, corrected: false },
    ]);
  });

  test('a game against someone who is no entrant refuses the move, naming it', () => {
    const from = annsOwnNight([['Bbo', 121, 100]]);
    expect(moveCard(from, buildCard(from, []), invited('Ann', 'Bob'), ['t-a'], 5000)).toEqual({
      ok: false,
      error: {
        code: 'bad-card',
        message: 'Game 1 against Bbo cannot move: Bbo is not an entrant of this night: pick the opponent from the list. Nothing was moved.',
      },
    });
  });
});
