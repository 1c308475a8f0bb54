import { describe, expect, test } from 'vitest';
import {
  GRASS_ROOTS,
  addTyped,
  buildCard,
  cardCsv,
  clubGameProblem,
  correctLine,
  decide,
  emptyNight,
  formatCardFile,
  gatherCard,
  makeNight,
  newCard,
  nightStandings,
  pairGames,
  parseCardFile,
  parseClubNight,
  removeCard,
  removeLine,
  restoreGame,
  setPlayer,
  standingDecisions,
  typedLine,
  type ClubNight,
  type NightGame,
  type PlayerCard,
} from '../../src/club';
import { NO_COUNTS, SUMMARY_VERSION, type GameSummary } from '../../src/game/model/summary';

/*
 * A club night on one phone (issue 29 items 1 and 2): the card written by the night's games and by hand, corrections
 * that say so, cards gathered by the director (another night's refused), and decisions that stand only while the
 * cards say what they said. Grass Roots scoring: 2 game points a win, 3 a win by more than 30, 0 a loss.
 */

const INFO = { id: 'n-thu', name: 'Thursday club', date: '2026-11-26', format: GRASS_ROOTS };

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A finished two-player game's summary: `names[0]` scored `scores[0]`, and so on; `winner` 0 or 1, or null (void). */
function summary(gameId: string, names: [string, string], scores: [number, number], winner: 0 | 1 | null = scores[0] > scores[1] ? 0 : 1): GameSummary {
  return {
    version: SUMMARY_VERSION,
    gameId,
    ruleset: 'traditional',
    sides: [
      { name: names[0], score: scores[0] },
      { name: names[1], score: scores[1] },
    ],
    seats: names.map((name, side) => ({ name, side, hands: NO_COUNTS, cribs: NO_COUNTS })),
    rounds: 12,
    outcome: { winner, reason: winner === null ? 'void' : 'target', skunk: 0, games: 1 },
  };
}

const ann = (): ClubNight => emptyNight(INFO, 'Ann');

describe("a night's card on this phone (issue 29 item 1)", () => {
  test('a new night is checked: its name, its day, its format; the player is optional (a phone that only gathers)', () => {
    expect(makeNight('n-1', ' Thursday club ', '2026-11-26', GRASS_ROOTS, ' Ann ')).toEqual({
      ok: true,
      value: {
        version: 1,
        night: { id: 'n-1', name: 'Thursday club', date: '2026-11-26', format: GRASS_ROOTS },
        player: 'Ann',
        typed: [],
        corrections: [],
        dropped: [],
        cards: [],
        decisions: [],
      },
    });
    expect(makeNight('n-1', 'Club', '2026-11-26', GRASS_ROOTS, null)).toMatchObject({ ok: true, value: { player: null } });
    expect(makeNight('n-1', ' ', '2026-11-26', GRASS_ROOTS, null)).toMatchObject({ ok: false, error: { message: 'Name the night (at most 60 characters).' } });
    expect(makeNight('n-1', 'Club', '26/11/2026', GRASS_ROOTS, null)).toMatchObject({ ok: false, error: { message: 'Give the day of the night.' } });
    expect(makeNight('n-1', 'Club', '2026-11-26', { ...GRASS_ROOTS, games: 0 }, null)).toMatchObject({
      ok: false,
      error: { code: 'bad-format', message: 'Games per player is a whole number, 1 to 99.' },
    });
  });

  test('the night games write their lines in the order played, typed lines by when typed; a game still on, void, of three sides or without the player writes none', () => {
    const typed = must(addTyped(ann(), 't-1', 2500, { opponent: 'Cy', own: 100, theirs: 121 }));
    const games: NightGame[] = [
      { id: 'g-3', createdAt: 3000, summary: summary('g-3', ['Di', 'Ann'], [85, 121]) },
      { id: 'g-1', createdAt: 1000, summary: summary('g-1', ['Ann', 'Bob'], [121, 100]) },
      { id: 'g-on', createdAt: 4000, summary: { ...summary('g-on', ['Ann', 'Ed'], [40, 52]), outcome: null } },
      { id: 'g-new', createdAt: 4100, summary: null },
      { id: 'g-void', createdAt: 4200, summary: summary('g-void', ['Ann', 'Flo'], [10, 12], null) },
      { id: 'g-other', createdAt: 4300, summary: summary('g-other', ['Gus', 'Hal'], [121, 90]) },
    ];
    const built = buildCard(typed, games);
    expect(built.card?.lines).toEqual([
      { game: 1, opponent: 'Bob', won: true, own: 121, theirs: 100, source: { kind: 'game', gameId: 'g-1' }, corrected: false },
      { game: 2, opponent: 'Cy', won: false, own: 100, theirs: 121, source: { kind: 'typed' }, corrected: false },
      { game: 3, opponent: 'Di', won: true, own: 121, theirs: 85, source: { kind: 'game', gameId: 'g-3' }, corrected: false },
    ]);
    expect(built.lines.map((l) => l.ref)).toEqual([
      { kind: 'game', gameId: 'g-1' },
      { kind: 'typed', id: 't-1' },
      { kind: 'game', gameId: 'g-3' },
    ]);
    expect(built.off.map((o) => [o.gameId, o.why])).toEqual([
      ['g-on', 'playing'],
      ['g-new', 'playing'],
      ['g-void', 'void'],
      ['g-other', 'not-player'],
    ]);
    // Bob 100, a loss by 21: 0. Di 85: a win by 36, a skunk: 3. Cy: a loss by 21: 0. Three game points, spread -6.
    expect(cardCsv(built.card!)).toBe(
      'Game,Opponent,Result,Own score,Their score,Game points,Spread,Skunk,Source\r\n' +
        '1,Bob,won,121,100,2,21,,game\r\n2,Cy,lost,100,121,0,-21,,typed\r\n3,Di,won,121,85,3,36,skunk,game\r\n',
    );
  });

  test('a typed line is checked: a clear message for a bad score, and the card is unchanged', () => {
    const night = ann();
    expect(addTyped(night, 't-1', 1, { opponent: 'Bob', own: 119, theirs: 100 })).toEqual({
      ok: false,
      error: { code: 'bad-line', message: 'The winner ends on the game hole, 121: 119 to 100 has no winner there.' },
    });
    expect(addTyped(night, 't-1', 1, { opponent: 'Bob', own: 121, theirs: 130 })).toMatchObject({
      ok: false,
      error: { message: 'The winner ends on the game hole, 121: 121 to 130 has no winner there.' },
    });
    expect(addTyped(night, 't-1', 1, { opponent: 'ann ', own: 121, theirs: 100 })).toMatchObject({
      ok: false,
      error: { message: 'Ann cannot play Ann: name the opponent.' },
    });
    expect(addTyped(emptyNight(INFO, null), 't-1', 1, { opponent: 'Bob', own: 121, theirs: 100 })).toMatchObject({
      ok: false,
      error: { message: 'No one plays on this phone: say who does first.' },
    });
    expect(night.typed).toEqual([]);
  });

  test("a line corrected says so: a game's line keeps its source and is marked, a typed one too; both checked", () => {
    const games: NightGame[] = [{ id: 'g-1', createdAt: 1000, summary: summary('g-1', ['Ann', 'Bob'], [121, 100]) }];
    let night = must(addTyped(ann(), 't-1', 2000, { opponent: 'Cy', own: 121, theirs: 95 }));
    night = must(correctLine(night, { kind: 'game', gameId: 'g-1' }, { opponent: 'Bob', own: 121, theirs: 110 }));
    night = must(correctLine(night, { kind: 'typed', id: 't-1' }, { opponent: 'Cy', own: 121, theirs: 85 }));
    expect(buildCard(night, games).card?.lines).toEqual([
      { game: 1, opponent: 'Bob', won: true, own: 121, theirs: 110, source: { kind: 'game', gameId: 'g-1' }, corrected: true },
      { game: 2, opponent: 'Cy', won: true, own: 121, theirs: 85, source: { kind: 'typed' }, corrected: true },
    ]);
    expect(cardCsv(buildCard(night, games).card!).split('\r\n').slice(1, 3)).toEqual([
      '1,Bob,won,121,110,2,11,,"game, corrected"',
      '2,Cy,won,121,85,3,36,skunk,"typed, corrected"',
    ]);
    expect(correctLine(night, { kind: 'game', gameId: 'g-1' }, { opponent: 'Bob', own: 120, theirs: 110 })).toMatchObject({
      ok: false,
      error: { code: 'bad-line' },
    });
    expect(correctLine(night, { kind: 'typed', id: 't-9' }, { opponent: 'Bob', own: 121, theirs: 110 })).toMatchObject({
      ok: false,
      error: { message: 'That line is no longer on the card.' },
    });
  });

  test("a game's line can be left off the card and put back; a typed line removed is gone", () => {
    const games: NightGame[] = [{ id: 'g-1', createdAt: 1000, summary: summary('g-1', ['Ann', 'Bob'], [121, 100]) }];
    const night = must(addTyped(ann(), 't-1', 2000, { opponent: 'Cy', own: 121, theirs: 95 }));
    const off = removeLine(removeLine(night, { kind: 'game', gameId: 'g-1' }), { kind: 'typed', id: 't-1' });
    expect(buildCard(off, games).card?.lines).toEqual([]);
    expect(buildCard(off, games).off.map((o) => [o.gameId, o.why])).toEqual([['g-1', 'dropped']]);
    expect(buildCard(restoreGame(off, 'g-1'), games).card?.lines.map((l) => l.opponent)).toEqual(['Bob']);
  });

  test("a game set up for the night has two sides and the card's player at it, or it would write no line", () => {
    expect(clubGameProblem('Ann', ['Ann', 'Bob'], 2)).toBeNull();
    expect(clubGameProblem('Ann', ['Bob', ' ann'], 2)).toBeNull();
    expect(clubGameProblem('Ann', ['Ann', 'Cy', 'Bob', 'Di'], 2)).toBeNull();
    expect(clubGameProblem('Ann', ['Ann', 'Bob', 'Cy'], 3)).toBe('A club game has two sides: two players, or four in two teams.');
    expect(clubGameProblem('Ann', ['Bob', 'Cy'], 2)).toBe("This game goes on Ann's card: put Ann in a seat.");
  });

  test('a phone that only gathered cards can say who plays on it, once, and not as a player whose card it holds', () => {
    const director = emptyNight(INFO, null);
    expect(buildCard(director, []).card).toBeNull();
    const bob: PlayerCard = { ...newCard(INFO, 'Bob'), lines: [] };
    const withBob = must(gatherCard(director, bob)).club;
    expect(setPlayer(withBob, 'bob')).toMatchObject({
      ok: false,
      error: { message: "Bob's card is gathered on this phone already: remove it first, or choose another name." },
    });
    expect(must(setPlayer(withBob, ' Di '))).toMatchObject({ player: 'Di' });
    expect(setPlayer(ann(), 'Di')).toMatchObject({ ok: false, error: { message: 'Ann plays on this phone already.' } });
  });
});

/** A card of typed lines: `[opponent, own, theirs]` in game order. */
function card(player: string, games: readonly (readonly [string, number, number])[], info = INFO): PlayerCard {
  return { ...newCard(info, player), lines: games.map(([o, a, b], i) => must(typedLine(info.format, i + 1, o, a, b))) };
}

describe("the director's phone (issue 29 item 2)", () => {
  test("a card of another night, or this phone's own player's, is refused and changes nothing; a newer card replaces its player's", () => {
    const night = ann();
    const friday = card('Bob', [['Ann', 100, 121]], { ...INFO, id: 'n-fri', name: 'Friday club', date: '2026-11-27' });
    expect(gatherCard(night, friday)).toEqual({
      ok: false,
      error: { code: 'bad-card', message: "This is Bob's card for Friday club on 2026-11-27, not for Thursday club on 2026-11-26. Nothing was changed." },
    });
    expect(gatherCard(night, card('ANN', []))).toMatchObject({
      ok: false,
      error: { message: 'Ann plays on this phone: that card is kept here already. Nothing was changed.' },
    });
    const skunks = card('Bob', [], { ...INFO, format: { ...GRASS_ROOTS, skunk: 4 } });
    expect(gatherCard(night, skunks)).toMatchObject({
      ok: false,
      error: { message: "Bob's card counts by another format than this night's. Nothing was changed." },
    });
    const first = must(gatherCard(night, card('Bob', [['Ann', 100, 121]])));
    expect(first.replaced).toBeNull();
    const again = must(
      gatherCard(
        first.club,
        card('Bob', [
          ['Ann', 100, 121],
          ['Cy', 121, 80],
        ]),
      ),
    );
    expect(again.replaced?.lines.length).toBe(1);
    expect(again.club.cards.map((c) => [c.player, c.lines.length])).toEqual([['Bob', 2]]);
    expect(removeCard(again.club, 'BOB').cards).toEqual([]);
  });

  test("standings from the phone's own card and the gathered ones; a dispute counted against the one who would gain, then decided", () => {
    // Ann's phone: Ann beat Bob 121-100 (a game played here). Bob's card: Bob beat Ann 121-110. Cy's card agrees with Ann's.
    const games: NightGame[] = [
      { id: 'g-1', createdAt: 1000, summary: summary('g-1', ['Ann', 'Bob'], [121, 100]) },
      { id: 'g-2', createdAt: 2000, summary: summary('g-2', ['Cy', 'Ann'], [90, 121]) },
    ];
    let night = must(gatherCard(ann(), card('Bob', [['Ann', 121, 110]]))).club;
    night = must(gatherCard(night, card('Cy', [['Ann', 90, 121]]))).club;
    const own = buildCard(night, games).card;
    const before = nightStandings(night, own);
    expect(before.flagged.map((f) => [f.game.key, f.game.agreement, f.decision])).toEqual([['ann|bob|1', 'winner', null]]);
    // Undecided: Ann counted with Bob's version (a loss 110-121), Bob with Ann's (a loss 100-121).
    expect(before.rows.map((r) => [r.rank, r.player, r.totals.points, r.totals.wins, r.totals.spread, r.pending])).toEqual([
      [1, 'Ann', 3, 1, 20, 1], // the skunk of Cy (121-90, by 31): 3; spread -11 + 31
      [2, 'Bob', 0, 0, -21, 1],
      [3, 'Cy', 0, 0, -31, 0],
    ]);
    // The director rules for Ann's card (a: Ann, who sorts first).
    const decided = decide(night, before.flagged[0]!.game, 'a');
    const after = nightStandings(decided, own);
    expect(after.flagged.map((f) => f.decision)).toEqual(['a']);
    expect(after.rows.map((r) => [r.player, r.totals.points, r.totals.spread, r.pending])).toEqual([
      ['Ann', 5, 52, 0],
      ['Bob', 0, -21, 0],
      ['Cy', 0, -31, 0],
    ]);
    // "Does not count": neither player has the game.
    const none = nightStandings(decide(night, before.flagged[0]!.game, 'none'), own);
    expect(none.rows.map((r) => [r.player, r.totals.games, r.totals.points])).toEqual([
      ['Ann', 1, 3],
      ['Bob', 0, 0],
      ['Cy', 1, 0],
    ]);
    // Taken back: flagged and undecided again.
    expect(nightStandings(decide(decided, before.flagged[0]!.game, null), own).flagged.map((f) => f.decision)).toEqual([null]);
  });

  test("a decision stands only while both cards say what they said: Bob's card handed in again with that game changed reopens it", () => {
    const own = card('Ann', [['Bob', 121, 100]]);
    const night = must(gatherCard(emptyNight(INFO, 'Ann'), card('Bob', [['Ann', 121, 110]]))).club;
    const game = pairGames([own, ...night.cards])[0]!;
    const decided = decide(night, game, 'b');
    expect(standingDecisions(decided, pairGames([own, ...decided.cards]))).toEqual({ 'ann|bob|1': 'b' });
    const redone = must(gatherCard(decided, card('Bob', [['Ann', 121, 105]]))).club;
    expect(standingDecisions(redone, pairGames([own, ...redone.cards]))).toEqual({});
    expect(nightStandings(redone, own).flagged.map((f) => [f.game.agreement, f.decision])).toEqual([['winner', null]]);
  });
});

describe('a night read back, and a card as a file (issue 29 items 1, 4)', () => {
  test('a night round-trips through JSON; damage is refused with what is damaged', () => {
    let night = must(addTyped(ann(), 't-1', 5, { opponent: 'Cy', own: 121, theirs: 95 }));
    night = must(correctLine(night, { kind: 'game', gameId: 'g-1' }, { opponent: 'Bob', own: 121, theirs: 110 }));
    night = removeLine(night, { kind: 'game', gameId: 'g-2' });
    night = must(gatherCard(night, card('Bob', [['Ann', 121, 110]]))).club;
    night = decide(night, pairGames([card('Ann', [['Bob', 121, 100]]), ...night.cards])[0]!, 'none');
    expect(parseClubNight(JSON.parse(JSON.stringify(night)))).toEqual({ ok: true, value: night });
    expect(parseClubNight({ ...night, version: 2 })).toMatchObject({
      ok: false,
      error: { message: 'This club night is version 2; this app reads version 1.' },
    });
    expect(parseClubNight({ ...night, typed: [{ ...night.typed[0], own: -1 }] })).toMatchObject({
      ok: false,
      error: { message: "This club night's typed games is damaged." },
    });
    expect(parseClubNight({ ...night, decisions: [{ ...night.decisions[0], decision: 'c' }] })).toMatchObject({
      ok: false,
      error: { message: "This club night's decisions is damaged." },
    });
    const foreign = card('Di', [], { ...INFO, id: 'n-fri' });
    expect(parseClubNight({ ...night, cards: [foreign] })).toMatchObject({ ok: false, error: { message: "This club night's gathered cards is damaged." } });
    expect(parseClubNight('night')).toMatchObject({ ok: false, error: { message: 'This is not a Muggins club night.' } });
  });

  test('a card file round-trips; a backup, a newer file, JSON of something else or text that is not JSON is refused', () => {
    const bob = card('Bob', [['Ann', 121, 110]]);
    const text = formatCardFile(bob);
    expect(text.startsWith('{\n  "format": "muggins-card",\n  "version": 1,\n')).toBe(true);
    expect(parseCardFile(text)).toEqual({ ok: true, value: bob });
    expect(parseCardFile(text.slice(0, 100))).toEqual({
      ok: false,
      error: { code: 'bad-card', message: 'This file is not a Muggins tournament card: it is not JSON (it may be cut short).' },
    });
    expect(parseCardFile('{"format":"muggins-export","version":2}')).toMatchObject({
      ok: false,
      error: { message: 'This is a Muggins backup or game file, not a tournament card: import it from Export · import.' },
    });
    expect(parseCardFile('{"format":"muggins-card","version":2}')).toMatchObject({
      ok: false,
      error: { message: 'This card file was made by a newer Muggins (card file 2): update the app to read it.' },
    });
    expect(parseCardFile('[1,2]')).toMatchObject({ ok: false, error: { message: 'This file is not a Muggins tournament card.' } });
    expect(parseCardFile(' '.repeat(300 * 1024))).toMatchObject({
      ok: false,
      error: { message: 'This file is too large to be a tournament card (more than 256 KB).' },
    });
    expect(parseCardFile(JSON.stringify({ format: 'muggins-card', version: 1, card: { ...bob, player: '' } }))).toMatchObject({
      ok: false,
      error: { message: "The card's player has no name." },
    });
  });
});
