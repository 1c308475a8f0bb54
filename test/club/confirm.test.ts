import { describe, expect, test } from 'vitest';
import {
  GRASS_ROOTS,
  addNightEntrant,
  addTyped,
  buildCard,
  confirmResult,
  correctLine,
  emptyNight,
  joinedFrom,
  nightStandings,
  pairGames,
  parseCard,
  parseClubNight,
  resultCodeOf,
  seatNight,
  type ClubNight,
  type ResultCode,
} from '../../src/club';

/*
 * A game confirmed by scanning (issue 35 item 3): Ann enters a game on her phone and shows its result code; Bob's
 * phone scans it and the game is on his card confirmed (as a paper card's initials), and a confirmed game needs no
 * cross-check. A code for another night, another pair, a changed score or a reused code is refused with a sentence
 * and changes nothing. Grass Roots: 2 game points a win, 0 a loss; the game hole 121 (rulebook 003, "SKUNK": the
 * 121-hole board).
 *
 * The circle method seats Ann, Bob, Cy, Di as: round 1 Ann v Di, Bob v Cy; round 2 Ann v Bob, Cy v Di; round 3
 * Ann v Cy, Di v Bob.
 */

const INFO = { id: 'n-thu', name: 'Thursday club', date: '2026-11-26', format: GRASS_ROOTS };

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function seated(): ClubNight {
  let club = emptyNight(INFO, null);
  for (const name of ['Ann', 'Bob', 'Cy', 'Di']) club = must(addNightEntrant(club, { name, acc: '', guest: false, paid: false }));
  return must(seatNight(club, 3));
}

/** A player's phone joined from the director's invitation. */
const phoneOf = (player: string): ClubNight => {
  const d = seated();
  return joinedFrom(emptyNight(INFO, player), d.entrants, d.seating);
};

const linesOf = (club: ClubNight) => buildCard(club, []).card!.lines;

/** Ann's phone with round 2 against Bob entered, 121 to 100, and the code it shows. */
function annsCode(): { ann: ClubNight; code: ResultCode } {
  const ann = must(addTyped(phoneOf('Ann'), 't-a1', 1, { opponent: 'Bob', own: 121, theirs: 100, round: 2 }));
  const code = resultCodeOf(ann, linesOf(ann)[0]!, 't-a1')!;
  return { ann, code };
}

const refusal = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? 'taken' : r.error!.message);

describe("a game confirmed by the opponent's result code", () => {
  test("Ann's code for round 2 puts the game on Bob's card, from his side, confirmed", () => {
    const { code } = annsCode();
    expect(code).toEqual({ night: 'n-thu', round: 2, from: 'Ann', to: 'Bob', own: 121, theirs: 100, line: 't-a1' });
    const bob = must(confirmResult(phoneOf('Bob'), [], code, 't-b1', 5));
    expect(bob.typed).toEqual([{ id: 't-b1', at: 5, opponent: 'Ann', own: 100, theirs: 121, round: 2, corrected: false }]);
    expect(bob.confirmed).toEqual([{ code: 't-a1', by: 'Ann', round: 2, own: 100, theirs: 121 }]);
    expect(linesOf(bob)).toEqual([
      { game: 1, opponent: 'Ann', won: false, own: 100, theirs: 121, source: { kind: 'typed' }, corrected: false, round: 2, confirmed: true },
    ]);
  });

  test('a line Bob typed with the same scores is marked confirmed, not written twice', () => {
    const { code } = annsCode();
    const typed = must(addTyped(phoneOf('Bob'), 't-b1', 1, { opponent: 'Ann', own: 100, theirs: 121, round: 2 }));
    const bob = must(confirmResult(typed, linesOf(typed), code, 't-b2', 5));
    expect(bob.typed.length).toBe(1);
    expect(linesOf(bob)[0]!.confirmed).toBe(true);
  });

  test('each refusal says why and changes nothing', () => {
    const { code } = annsCode();
    const bob = phoneOf('Bob');
    const once = must(confirmResult(bob, [], code, 't-b1', 5));
    const typedOther = must(addTyped(bob, 't-b1', 1, { opponent: 'Ann', own: 90, theirs: 121, round: 2 }));
    const cases: [ClubNight, ResultCode, string][] = [
      [bob, { ...code, night: 'n-fri' }, 'This result code is for a game of another night, not Thursday club: nothing was changed.'],
      [phoneOf('Cy'), code, "This result code is for Ann's game against Bob, not Cy's: nothing was changed."],
      [phoneOf('Ann'), code, "This is Ann's own result code: Bob scans it on their phone."],
      [once, code, 'Round 2 against Ann is confirmed on this card already: this code was taken before.'],
      [
        typedOther,
        code,
        "Round 2 against Ann: this card says lost 90–121, Ann's code says lost 100–121. Settle it at the table, correct the wrong card, then scan again: nothing was changed.",
      ],
      [bob, { ...code, round: 1 }, 'In round 1 Bob plays Cy, not Ann. Nothing was changed.'],
      [bob, { ...code, own: 120 }, 'The winner ends on the game hole, 121: 100 to 120 has no winner there.'],
      [emptyNight(INFO, null), code, 'No one keeps a card on this phone for this night: a result code goes on a player’s card.'],
    ];
    for (const [club, c, message] of cases) {
      const before = JSON.stringify(club);
      expect(refusal(confirmResult(club, linesOf(club.player ? club : { ...club, player: 'x' }), c, 't-b9', 9))).toBe(message);
      expect(JSON.stringify(club)).toBe(before);
    }
  });

  test('a confirmed line corrected to other scores is no longer confirmed', () => {
    const { code } = annsCode();
    const bob = must(confirmResult(phoneOf('Bob'), [], code, 't-b1', 5));
    const fixed = must(correctLine(bob, { kind: 'typed', id: 't-b1' }, { opponent: 'Ann', own: 90, theirs: 121, round: 2 }));
    expect(linesOf(fixed)[0]!.confirmed).toBeUndefined();
  });

  test("on the director's phone a confirmed game needs no cross-check: counted without Ann's card, marked confirmed", () => {
    const { ann, code } = annsCode();
    const bobCard = buildCard(must(confirmResult(phoneOf('Bob'), [], code, 't-b1', 5)), []).card!;
    let director = seated();
    director = { ...director, cards: [bobCard] };
    const alone = nightStandings(director, null);
    expect(alone.flagged).toEqual([]);
    expect(alone.rows.map((r) => [r.player, r.totals.points, r.confirmed, r.unchecked])).toEqual([
      ['Ann', 2, 1, 0],
      ['Cy', 0, 0, 0],
      ['Di', 0, 0, 0],
      // Last on the spread, -21.
      ['Bob', 0, 1, 0],
    ]);
    // With Ann's card, agreeing: still confirmed.
    const annCard = buildCard(ann, []).card!;
    expect(pairGames([bobCard, annCard]).map((g) => g.agreement)).toEqual(['confirmed']);
    // Ann's card changed afterwards to another score: the cards disagree, and the game is flagged for the director.
    const changed = buildCard(must(correctLine(ann, { kind: 'typed', id: 't-a1' }, { opponent: 'Bob', own: 121, theirs: 90, round: 2 })), []).card!;
    expect(pairGames([bobCard, changed]).map((g) => [g.agreement, g.round])).toEqual([['score', 2]]);
  });

  test('the confirmation is kept: the night read back, the card handed in', () => {
    const { code } = annsCode();
    const bob = must(confirmResult(phoneOf('Bob'), [], code, 't-b1', 5));
    expect(must(parseClubNight(JSON.parse(JSON.stringify(bob))))).toEqual(bob);
    const card = buildCard(bob, []).card!;
    expect(must(parseCard(JSON.parse(JSON.stringify(card))))).toEqual(card);
    expect(refusal(parseClubNight({ ...bob, confirmed: [{ code: '', by: 'Ann', own: 100, theirs: 121 }] }))).toBe(
      "This club night's confirmed games is damaged.",
    );
    expect(refusal(parseCard({ ...card, lines: [{ ...card.lines[0], confirmed: 'yes' }] }))).toBe('Game 1 of the card is malformed.');
  });
});

describe('a night dealt in rounds', () => {
  test("counts a player's games against its rounds: four games on a three-round night are marked as too many", () => {
    const lines = [
      ['Di', 121, 100, 1],
      ['Bob', 121, 100, 2],
      ['Cy', 121, 100, 3],
      ['Di', 121, 100, undefined],
    ] as const;
    const card = {
      ...buildCard(phoneOf('Ann'), []).card!,
      lines: lines.map(([opponent, own, theirs, round], i) => ({
        game: i + 1,
        opponent,
        won: true,
        own,
        theirs,
        source: { kind: 'typed' as const },
        corrected: false,
        ...(round !== undefined ? { round } : {}),
      })),
    };
    const rows = nightStandings({ ...seated(), cards: [card] }, null).rows;
    expect(rows.map((r) => [r.player, r.totals.games, r.tooMany])).toEqual([
      ['Ann', 4, true],
      // Level on everything: in the entrants' order.
      ['Bob', 1, false],
      ['Cy', 1, false],
      ['Di', 2, false],
    ]);
  });
});
