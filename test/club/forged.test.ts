import { describe, expect, test } from 'vitest';
import {
  GRASS_ROOTS,
  addNightEntrant,
  addPaperLine,
  beginRound,
  cardFlags,
  emptyNight,
  enterSlips,
  gatherCard,
  keepPaperCard,
  newCard,
  nightStandings,
  pairGames,
  seatNight,
  type CardLine,
  type ClubNight,
  type PlayerCard,
} from '../../src/club';

/*
 * Cards checked as typed lines are (issue 35 item 5): every forged card the issue lists, received by link, QR code or
 * file, is refused with a sentence or kept and flagged; results pair by round (item 3); paper players' cards kept on
 * the director's phone, a line at a time or a round's table slips at once (item 4). Grass Roots, to 121.
 */

const INFO = { id: 'n-bad', name: 'Bad night', date: '2026-11-27', format: GRASS_ROOTS };
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

/** A line as a forger would write it: any numbers, typed unless said. */
function line(game: number, opponent: string, own: number, theirs: number, won = own > theirs, more: Partial<CardLine> = {}): CardLine {
  return { game, opponent, won, own, theirs, source: { kind: 'typed' }, corrected: false, ...more };
}

const cardOf = (player: string, lines: CardLine[], night = INFO): PlayerCard => ({ ...newCard(night, player), lines });
const refusal = (club: ClubNight, card: PlayerCard) => {
  const r = gatherCard(club, card);
  return r.ok ? 'gathered' : r.error.message;
};

describe('every forged card of the issue refused, with a sentence (issue 35 item 5)', () => {
  const club = director('Ann', 'Bob', 'Cy');
  test.each([
    ['999-0 (spread +8,991)', [line(1, 'Bob', 999, 0)], "Game 1 of Ann's card, 999–0, is past the game hole (121). Nothing was changed."],
    ['"won" 80-121', [line(1, 'Bob', 80, 121, true)], "Game 1 of Ann's card says won 80–121. Nothing was changed."],
    ['a won tie 121-121', [line(1, 'Bob', 121, 121, true)], "Game 1 of Ann's card, 121–121, has both players on the game hole. Nothing was changed."],
    [
      'a typed win at 60-0',
      [line(1, 'Bob', 60, 0)],
      "Game 1 of Ann's card: The winner ends on the game hole, 121: 60 to 0 has no winner there. Nothing was changed.",
    ],
    [
      '30 games on a 9-game night',
      Array.from({ length: 30 }, (_, i) => line(i + 1, 'Bob', 121, 100)),
      "Ann's card has 30 games; this night has 9 rounds. Nothing was changed.",
    ],
    ['a game against oneself', [line(1, 'Ann', 121, 100)], "Game 1 of Ann's card is against Ann. Nothing was changed."],
    [
      'game 1 nine times',
      Array.from({ length: 9 }, () => line(1, 'Bob', 121, 100)),
      "Ann's card numbers game 2 as game 1: a card numbers its games 1, 2, 3 and on. Nothing was changed.",
    ],
    [
      'an opponent who is no entrant ("Bbo")',
      [line(1, 'Bbo', 121, 100)],
      "Game 1 of Ann's card is against Bbo, who is not an entrant of this night. Nothing was changed.",
    ],
  ])('%s', (_what, lines, message) => {
    expect(refusal(club, cardOf('Ann', lines))).toBe(message);
  });

  test("a card with this night's id but another name and day", () => {
    expect(refusal(club, cardOf('Ann', [], { ...INFO, name: 'Good night', date: '2026-11-28' }))).toBe(
      "Ann's card names Good night on 2026-11-28, but its night is Bad night on 2026-11-27: it was not made from this night's invitation. Nothing was changed.",
    );
  });

  test('a card of a player who is no entrant', () => {
    expect(refusal(club, cardOf('Zed', []))).toBe('Zed is not an entrant of this night: add Zed to the entrants first. Nothing was changed.');
  });
});

describe('what could be a slip is kept and flagged, naming round and table', () => {
  test('a game played in Muggins won 60-0 (a claimed game?) and a game against someone the seating did not put there', () => {
    const club = must(seatNight(director('Ann', 'Bob', 'Cy', 'Di'), 3));
    expect(club.seating![0]!.tables).toEqual([
      ['Ann', 'Di'],
      ['Bob', 'Cy'],
    ]);
    const ann = cardOf('Ann', [line(1, 'Di', 60, 0, true, { source: { kind: 'game', gameId: 'g-1' }, round: 1 }), line(2, 'Cy', 121, 100, true, { round: 2 })]);
    const gathered = must(gatherCard(club, ann)).club;
    expect(cardFlags(gathered, gathered.cards)).toEqual([
      { player: 'Ann', game: 1, round: 1, table: 1, message: 'Ann won 60–0, short of the game hole (121): a claimed game? Check it.' },
      { player: 'Ann', game: 2, round: 2, table: 1, message: 'Ann seated against Bob; the card says Cy.' },
    ]);
  });

  test('a game against an entrant with no card is counted and marked unchecked', () => {
    const club = must(gatherCard(director('Ann', 'Bob'), cardOf('Ann', [line(1, 'Bob', 121, 100)]))).club;
    const s = nightStandings(club, null);
    expect(s.rows.map((r) => [r.player, r.unchecked])).toEqual([
      ['Ann', 1],
      ['Bob', 1],
    ]);
  });
});

describe('results pair by round, not by the order typed (issue 35 item 3)', () => {
  test('two games between Ann and Bob typed in another order on each card: both agree, keys name the rounds', () => {
    const club = director('Ann', 'Bob');
    const ann = cardOf('Ann', [line(1, 'Bob', 121, 100, true, { round: 1 }), line(2, 'Bob', 90, 121, false, { round: 2 })]);
    const bob = cardOf('Bob', [line(1, 'Ann', 121, 90, true, { round: 2 }), line(2, 'Ann', 100, 121, false, { round: 1 })]);
    const games = pairGames([ann, bob]);
    expect(games.map((g) => [g.key, g.round, g.agreement])).toEqual([
      ['ann|bob|r1', 1, 'agreed'],
      ['ann|bob|r2', 2, 'agreed'],
    ]);
    expect(nightStandings({ ...club, cards: [ann, bob] }, null).flagged).toEqual([]);
  });
});

describe('paper players (issue 35 item 4)', () => {
  const seated = () => must(beginRound(must(seatNight(director('Ann', 'Bob', 'Cy', 'Di'), 3))));

  test("the director keeps Cy's and Di's cards and types a line on Cy's: checked against the round's seating", () => {
    let club = must(keepPaperCard(must(keepPaperCard(seated(), 'Cy')), 'Di'));
    expect(addPaperLine(club, 'Cy', { opponent: 'Ann', own: 121, theirs: 100, round: 1 })).toEqual({
      ok: false,
      error: { code: 'bad-line', message: 'In round 1 Cy plays Bob, not Ann.' },
    });
    club = must(addPaperLine(club, 'Cy', { opponent: 'bob', own: 121, theirs: 100, round: 1 }));
    expect(club.cards[0]!.lines).toEqual([line(1, 'Bob', 121, 100, true, { round: 1 })]);
    expect(gatherCard(club, cardOf('Cy', []))).toEqual({
      ok: false,
      error: { code: 'bad-card', message: "Cy's card is kept on this phone, on paper: stop keeping it here first. Nothing was changed." },
    });
  });

  test("a round's table slips at once: written on the paper players' cards only, one bad slip refuses the lot", () => {
    const club = must(keepPaperCard(must(keepPaperCard(seated(), 'Cy')), 'Di'));
    // Round 1: table 1 Ann v Di, table 2 Bob v Cy.
    const r = must(
      enterSlips(club, 1, [
        { table: 1, first: 121, second: 85 },
        { table: 2, first: 100, second: 121 },
      ]),
    );
    expect(r.written).toBe(2);
    expect(r.club.cards.map((c) => [c.player, c.lines])).toEqual([
      ['Cy', [line(1, 'Bob', 121, 100, true, { round: 1 })]],
      ['Di', [line(1, 'Ann', 85, 121, false, { round: 1 })]],
    ]);
    expect(enterSlips(club, 1, [{ table: 2, first: 121, second: 121 }])).toEqual({
      ok: false,
      error: { code: 'bad-line', message: 'Table 2: The loser ends below the game hole, 121.' },
    });
  });
});
