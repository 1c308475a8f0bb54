import { describe, expect, test } from 'vitest';
import {
  GRASS_ROOTS,
  cardCsv,
  gameLine,
  newCard,
  parseCard,
  standings,
  standingsCsv,
  totalsOf,
  typedLine,
  type CardLine,
  type ClubFormat,
  type PlayerCard,
} from '../../src/club';
import { summarize } from '../../src/game';
import { Table } from '../game/helpers';

/*
 * Club nights (issue 29): the ACC "Grass Roots" scoring the issue states (2 game points a win, 3 a win by more than 30,
 * 0 a loss; ties by games won, then spread, the points won by less the points lost by), worked by hand.
 */

const NIGHT = { id: 'n-test', name: 'Thursday club', date: '2026-11-26' };

/** A typed line that must be valid. */
function line(format: ClubFormat, game: number, opponent: string, own: number, theirs: number): CardLine {
  const r = typedLine(format, game, opponent, own, theirs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A card of typed lines: `[opponent, own, theirs]` in game order. */
function card(player: string, games: readonly (readonly [string, number, number])[], format: ClubFormat = GRASS_ROOTS): PlayerCard {
  return { ...newCard({ ...NIGHT, format }, player), lines: games.map(([o, a, b], i) => line(format, i + 1, o, a, b)) };
}

describe('a player card (issue 29 item 1)', () => {
  test('nine games with a skunk and a loss: 17 game points, 8 wins, spread +132', () => {
    const ann = card('Ann', [
      ['Bob', 121, 100], // +21, 2
      ['Cy', 121, 85], // +36: a skunk, 3
      ['Di', 110, 121], // -11: a loss, 0
      ['Ed', 121, 119], // +2, 2
      ['Flo', 121, 95], // +26, 2
      ['Gus', 121, 101], // +20, 2
      ['Hal', 121, 111], // +10, 2
      ['Ivy', 121, 98], // +23, 2
      ['Jo', 121, 116], // +5, 2
    ]);
    expect(totalsOf(GRASS_ROOTS, ann.lines)).toEqual({ games: 9, wins: 8, points: 17, spread: 132, skunks: 1 });
  });

  test('a skunk is a win by more than 30: 121-90 is one, 121-91 is not; a double skunk (more than 60) is worth 3 by default', () => {
    expect(totalsOf(GRASS_ROOTS, [line(GRASS_ROOTS, 1, 'Bob', 121, 90)]).points).toBe(3);
    expect(totalsOf(GRASS_ROOTS, [line(GRASS_ROOTS, 1, 'Bob', 121, 91)]).points).toBe(2);
    expect(totalsOf(GRASS_ROOTS, [line(GRASS_ROOTS, 1, 'Bob', 121, 60)]).points).toBe(3);
    expect(totalsOf({ ...GRASS_ROOTS, doubleSkunk: 4 }, [line(GRASS_ROOTS, 1, 'Bob', 121, 60)]).points).toBe(4);
  });

  test('a game kept on paper is checked: the winner on the game hole, the loser below it', () => {
    expect(typedLine(GRASS_ROOTS, 1, 'Bob', 121, 100)).toMatchObject({ ok: true, value: { won: true, source: { kind: 'typed' } } });
    expect(typedLine(GRASS_ROOTS, 1, 'Bob', 119, 100)).toMatchObject({
      ok: false,
      error: { code: 'bad-line', message: 'The winner ends on the game hole, 121: 119 to 100 has no winner there.' },
    });
    expect(typedLine(GRASS_ROOTS, 1, 'Bob', 121, 121)).toMatchObject({ ok: false, error: { message: 'The loser ends below the game hole, 121.' } });
    expect(typedLine(GRASS_ROOTS, 1, ' ', 121, 100)).toMatchObject({ ok: false, error: { code: 'bad-line' } });
    expect(typedLine(GRASS_ROOTS, 1, 'Bob', 121.5, 100)).toMatchObject({ ok: false, error: { code: 'bad-line' } });
  });

  test("a game played in Muggins writes its own line: the opponent, who won, both final scores, from the player's side", () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(1, 100, 'correction');
    t.tap(0, 121, 'correction');
    const summary = summarize(t.state);
    expect(gameLine(summary, 'Ann', 3)).toEqual({
      game: 3,
      opponent: 'Bob',
      won: true,
      own: 121,
      theirs: 100,
      source: { kind: 'game', gameId: 'g-test' },
      corrected: false,
    });
    expect(gameLine(summary, 'bob', 3)).toMatchObject({ opponent: 'Ann', won: false, own: 100, theirs: 121 });
    expect(gameLine(summary, 'Cy', 3)).toBeNull();
  });

  test('a card read back is checked whole; a damaged one is refused with the reason', () => {
    const ann = card('Ann', [['Bob', 121, 100]]);
    expect(parseCard(JSON.parse(JSON.stringify(ann)))).toEqual({ ok: true, value: ann });
    expect(parseCard({ ...ann, version: 2 })).toMatchObject({ ok: false, error: { message: 'This card is version 2; this app reads version 1.' } });
    expect(parseCard({ ...ann, lines: [{ ...ann.lines[0], own: -3 }] })).toMatchObject({ ok: false, error: { message: 'Game 1 of the card is malformed.' } });
    expect(parseCard({ ...ann, night: { ...ann.night, format: { ...GRASS_ROOTS, tieBreaks: ['wins', 'wins'] } } })).toMatchObject({
      ok: false,
      error: { code: 'bad-format' },
    });
  });
});

describe('standings (issue 29 item 2)', () => {
  test('game points first; a tie broken by games won (6 in three wins beats 6 in two)', () => {
    const s = standings(GRASS_ROOTS, [
      card('Ann', [
        ['Cy', 121, 100],
        ['Di', 121, 100],
        ['Ed', 121, 100],
      ]), // 2+2+2 = 6, three wins
      card('Bob', [
        ['Cy', 121, 80],
        ['Di', 121, 80],
        ['Ed', 100, 121],
      ]), // 3+3+0 = 6, two wins
    ]);
    expect(s.rows.map((r) => [r.player, r.rank, r.totals.points, r.totals.wins])).toEqual([
      ['Ann', 1, 6, 3],
      ['Bob', 2, 6, 2],
    ]);
  });

  test('a tie on game points and wins is broken by spread; level on everything, players share a rank', () => {
    const s = standings(GRASS_ROOTS, [
      card('Ann', [
        ['Cy', 121, 110],
        ['Di', 100, 121],
      ]), // 2 points, 1 win, +11 -21 = -10
      card('Bob', [
        ['Ed', 121, 101],
        ['Flo', 110, 121],
      ]), // 2 points, 1 win, +20 -11 = +9
      card('Gus', [
        ['Hal', 121, 101],
        ['Ivy', 110, 121],
      ]), // the same as Bob
    ]);
    expect(s.rows.map((r) => [r.player, r.rank, r.totals.spread])).toEqual([
      ['Bob', 1, 9],
      ['Gus', 1, 9],
      ['Ann', 3, -10],
    ]);
  });

  test('a club may put skunks before spread', () => {
    const format: ClubFormat = { ...GRASS_ROOTS, win: 2, skunk: 2, tieBreaks: ['wins', 'skunks', 'spread'] };
    const s = standings(format, [
      card('Ann', [['Cy', 121, 115]], format), // +6, no skunk
      card('Bob', [['Di', 121, 88]], format), // a skunk, worth no more than a win here
    ]);
    expect(s.rows.map((r) => r.player)).toEqual(['Bob', 'Ann']);
  });

  test.each([
    [9, 3],
    [10, 3],
    [11, 3],
    [12, 3],
    [13, 4],
  ])('%i players: the top quarter, rounded up, is %i qualifiers', (players, qualifiers) => {
    const cards = Array.from({ length: players }, (_, i) => card(`P${i + 1}`, [[`X${i}`, 121, 121 - 1 - i]]));
    const s = standings(GRASS_ROOTS, cards);
    expect(s.qualifiers).toBe(qualifiers);
    expect(s.rows.filter((r) => r.qualifies).map((r) => r.player)).toEqual(Array.from({ length: qualifiers }, (_, i) => `P${players - i}`));
  });
});

describe('the cross-check: both cards of every game (issue 29 item 2), counted against the player who would gain until decided', () => {
  test('cards that agree count as they say', () => {
    const s = standings(GRASS_ROOTS, [card('Ann', [['Bob', 121, 100]]), card('Bob', [['Ann', 100, 121]])]);
    expect(s.flagged).toEqual([]);
    expect(s.rows.map((r) => [r.player, r.totals.points, r.totals.spread])).toEqual([
      ['Ann', 2, 21],
      ['Bob', 0, -21],
    ]);
  });

  test('the winner disputed: each player is counted with the version worst for him (both losses) until the director decides', () => {
    // Ann's card: Ann won 121 to 100. Bob's card: Bob won 121 to 110.
    const cards = [card('Ann', [['Bob', 121, 100]]), card('Bob', [['Ann', 121, 110]])];
    const s = standings(GRASS_ROOTS, cards);
    expect(s.flagged.map((f) => [f.game.key, f.game.agreement, f.decision])).toEqual([['ann|bob|1', 'winner', null]]);
    expect(s.rows.map((r) => [r.player, r.totals.points, r.totals.wins, r.totals.spread, r.pending])).toEqual([
      ['Ann', 0, 0, -11, 1],
      ['Bob', 0, 0, -21, 1],
    ]);
    // The director rules for Ann's card: Ann won 121 to 100.
    const decided = standings(GRASS_ROOTS, cards, { 'ann|bob|1': 'a' });
    expect(decided.rows.map((r) => [r.player, r.totals.points, r.totals.spread, r.pending])).toEqual([
      ['Ann', 2, 21, 0],
      ['Bob', 0, -21, 0],
    ]);
    expect(decided.flagged).toEqual([expect.objectContaining({ decision: 'a' })]);
  });

  test('the score disputed (a skunk or not): the winner counts the smaller win, the loser the bigger loss', () => {
    const s = standings(GRASS_ROOTS, [card('Ann', [['Bob', 121, 85]]), card('Bob', [['Ann', 95, 121]])]);
    expect(s.flagged.map((f) => f.game.agreement)).toEqual(['score']);
    expect(s.rows.map((r) => [r.player, r.totals.points, r.totals.spread, r.totals.skunks])).toEqual([
      ['Ann', 2, 26, 0],
      ['Bob', 0, -36, 0],
    ]);
  });

  test('a line on one card only: a claimed win is not counted; a loss written on the own card counts', () => {
    const s = standings(GRASS_ROOTS, [
      card('Ann', [
        ['Bob', 121, 100],
        ['Cy', 100, 121],
      ]),
      card('Bob', []),
      card('Cy', []),
    ]);
    expect(s.flagged.map((f) => [f.game.key, f.game.agreement])).toEqual([
      ['ann|bob|1', 'missing'],
      ['ann|cy|1', 'missing'],
    ]);
    const row = (p: string) => s.rows.find((r) => r.player === p)!;
    expect([row('Ann').totals.points, row('Ann').totals.games, row('Ann').totals.spread]).toEqual([0, 1, -21]);
    expect([row('Bob').totals.points, row('Bob').totals.games]).toEqual([0, 1]); // Ann's line is Bob's loss: he would not gain
    expect([row('Cy').totals.points, row('Cy').totals.games]).toEqual([0, 0]); // Cy would gain a win: not counted yet
  });

  test('an opponent who handed in no card is named, and the games against him are counted as the card says, unchecked', () => {
    const s = standings(GRASS_ROOTS, [card('Ann', [['Zed', 121, 100]])]);
    expect(s.noCard).toEqual(['Zed']);
    expect(s.flagged).toEqual([]);
    expect(s.rows[0]!.totals.points).toBe(2);
  });
});

describe('out of the app (issue 29 item 4)', () => {
  test('standings and a card as CSV, with quoting where a name needs it', () => {
    const s = standings(GRASS_ROOTS, [card('Ann, the elder', [['Bob', 121, 100]]), card('Bob', [['Ann, the elder', 100, 121]])]);
    expect(standingsCsv(s)).toBe(
      'Rank,Player,Game points,Wins,Spread,Skunks,Games,Qualifies,Flagged,Unchecked\r\n1,"Ann, the elder",2,1,21,0,1,yes,0,0\r\n2,Bob,0,0,-21,0,1,no,0,0\r\n',
    );
    expect(cardCsv(card('Bob', [['Ann', 121, 85]]))).toBe(
      'Game,Opponent,Result,Own score,Their score,Game points,Spread,Skunk,Source\r\n1,Ann,won,121,85,3,36,skunk,typed\r\n',
    );
  });
});
