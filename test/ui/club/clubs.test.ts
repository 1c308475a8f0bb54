// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  GRASS_ROOTS,
  addNightEntrant,
  formatCardFile,
  nightStandings,
  newCard,
  seatNight,
  typedLine,
  type ClubNight,
  type ClubResult,
  type PlayerCard,
} from '../../../src/club';
import {
  addPaperGame,
  change,
  clubLink,
  correctCardLine,
  createNight,
  decideGame,
  gatherFile,
  gatherInto,
  listNights,
  loadNight,
  nightHere,
  readClubLink,
} from '../../../src/ui/club/clubs';
import { closeGame, gameId, gameNight, getStore, send, startGame } from '../../../src/ui/session/session';

/*
 * Club nights as the screens reach them (issue 29): a game started for a night is tagged in its record and writes
 * its line on the card when it ends; a typed line checked; cards gathered from a link or a file, anything damaged,
 * foreign or of another night refused with nothing changed; a decision kept with the night.
 */

function must<T>(r: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

beforeEach(async () => {
  const store = await getStore();
  for (const n of (await store.clubs.listNights()).nights) await store.clubs.deleteNight(n.id);
  const list = await store.listGames();
  for (const g of list.games) await store.deleteGame(g.id);
});

afterEach(() => closeGame());

/** Ann's night on this phone, and its id. */
async function annsNight(): Promise<string> {
  return must(await createNight('Thursday club', '2026-11-26', GRASS_ROOTS, 'Ann'));
}

/** A card of `player` for the night `id` with typed lines `[opponent, own, theirs]`. */
async function cardOf(id: string, player: string, lines: readonly (readonly [string, number, number])[]): Promise<PlayerCard> {
  const night = must(await loadNight(id)).club.night;
  const line = ([o, a, b]: readonly [string, number, number], i: number) => {
    const r = typedLine(GRASS_ROOTS, i + 1, o, a, b);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  return { ...newCard(night, player), lines: lines.map(line) };
}

describe('a game played for the night writes its own line (issue 29 item 1)', () => {
  test("the game is tagged with the night in its record's setup; when it ends its line is on the card, from the game's summary", async () => {
    const id = await annsNight();
    expect(await startGame({ ruleset: 'traditional', players: ['Ann', 'Bob'] }, { colors: ['red', 'blue'], night: id })).toBeNull();
    const game = gameId.value!;
    expect(gameNight.value).toBe(id);
    const record = (await (await getStore()).listGames()).games.find((g) => g.id === game);
    expect(record?.setup).toEqual({ colors: ['red', 'blue'], night: id });
    // Not over yet: listed under the card, no line.
    expect(must(await loadNight(id)).built.off.map((o) => [o.gameId, o.why])).toEqual([[game, 'playing']]);
    await send({ type: 'cutForDeal', dealer: 0 });
    await send({ type: 'score', side: 1, points: 100, reason: 'correction' });
    await send({ type: 'score', side: 0, points: 121, reason: 'correction' });
    const view = must(await loadNight(id));
    expect(view.built.card?.lines).toEqual([
      { game: 1, opponent: 'Bob', won: true, own: 121, theirs: 100, source: { kind: 'game', gameId: game }, corrected: false },
    ]);
    expect(view.titles).toEqual({ [game]: 'Ann v Bob' });
    // Corrected by hand, it says so, and keeps its source.
    const fixed = must(await correctCardLine(id, { kind: 'game', gameId: game }, { opponent: 'Bob', own: 121, theirs: 105 }));
    expect(fixed.built.card?.lines[0]).toMatchObject({ own: 121, theirs: 105, source: { kind: 'game', gameId: game }, corrected: true });
  });

  test('a game kept on paper is checked: a bad score is refused with its reason and the night is unchanged', async () => {
    const id = await annsNight();
    expect(await addPaperGame(id, { opponent: 'Cy', own: 121, theirs: 121 })).toEqual({ ok: false, message: 'The loser ends below the game hole, 121.' });
    expect(must(await loadNight(id)).club.typed).toEqual([]);
    const added = must(await addPaperGame(id, { opponent: 'Cy', own: 90, theirs: 121 }));
    expect(added.built.card?.lines.map((l) => [l.game, l.opponent, l.won, l.own, l.theirs, l.source.kind])).toEqual([[1, 'Cy', false, 90, 121, 'typed']]);
    expect((await listNights()).nights.map((n) => [n.night.name, n.player, n.typed.length])).toEqual([['Thursday club', 'Ann', 1]]);
  });
});

describe('the director gathers the cards (issue 29 item 2)', () => {
  test('by link and by file; damaged, foreign, an invitation or another night refused and nothing changed; a newer card replaces the older', async () => {
    const id = await annsNight();
    await addPaperGame(id, { opponent: 'Bob', own: 121, theirs: 100 });
    const bob = await cardOf(id, 'Bob', [['Ann', 121, 110]]);
    const link = must(await clubLink({ kind: 'card', card: bob }));
    expect(link).toMatch(/^http:\/\/localhost:\d+\/#C1\.[A-Z2-7]+$|^http:\/\/localhost\/#C1\.[A-Z2-7]+$/);
    expect(must(await readClubLink(link))).toEqual({ kind: 'card', card: bob });

    const gathered = must(await gatherInto(id, link));
    expect(gathered.message).toBe("Bob's card is gathered: 1 game.");
    const before = must(await loadNight(id)).club;

    const damaged = link.slice(0, -3) + (link.at(-3) === 'A' ? 'B' : 'A') + link.slice(-2);
    expect(await gatherInto(id, damaged)).toEqual({
      ok: false,
      message: 'This card link is damaged or cut short: copy the whole link and try again. Nothing was changed.',
    });
    expect(await gatherInto(id, 'https://example.com/#M1.GZ5BQWERTY')).toEqual({
      ok: false,
      message: 'This is a Muggins game link, not a tournament card: open it to see the game. Nothing was changed.',
    });
    const invitation = must(await clubLink({ kind: 'night', night: before.night }));
    expect(await gatherInto(id, invitation)).toEqual({
      ok: false,
      message: "This is the invitation to Thursday club, not a player's card. Nothing was changed.",
    });
    const friday = { ...bob, night: { ...bob.night, id: 'n-fri', name: 'Friday club', date: '2026-11-27' } };
    expect(await gatherInto(id, formatCardFile(friday))).toEqual({
      ok: false,
      message: "This is Bob's card for Friday club on 2026-11-27, not for Thursday club on 2026-11-26. Nothing was changed.",
    });
    expect(await gatherFile(id, { size: 300 * 1024, text: async () => '' })).toEqual({
      ok: false,
      message: 'This file is too large to be a tournament card (more than 256 KB). Nothing was changed.',
    });
    expect(must(await loadNight(id)).club).toEqual(before);

    const again = await cardOf(id, 'Bob', [
      ['Ann', 121, 110],
      ['Cy', 121, 99],
    ]);
    const file = { size: formatCardFile(again).length, text: async () => formatCardFile(again) };
    expect(must(await gatherFile(id, file)).message).toBe("Bob's card replaces the one gathered before (1 game then, 2 games now).");
  });

  test('a second phone\'s " bob " where Bob\'s card is gathered: refused with the gathered name (clash), nothing changed, until the director replaces it', async () => {
    const id = await annsNight();
    const bob = await cardOf(id, 'Bob', [['Ann', 121, 110]]);
    must(await gatherInto(id, formatCardFile(bob)));
    const before = must(await loadNight(id)).club;
    const second = { ...(await cardOf(id, 'Bob', [['Cy', 121, 99]])), player: ' bob ' };
    expect(await gatherInto(id, formatCardFile(second))).toEqual({
      ok: false,
      clash: 'Bob',
      message:
        'Bob\'s card is gathered already (1 game), and this card is "bob"\'s (1 game): one name in a night. Replace Bob\'s card with this one, or keep it and ask "bob" to join under another name. Nothing was changed.',
    });
    expect(must(await loadNight(id)).club).toEqual(before);
    expect(must(await gatherInto(id, formatCardFile(second), true)).message).toBe("Bob's card replaces the one gathered before (1 game then, 1 game now).");
    expect(must(await loadNight(id)).club.cards.map((c) => [c.player, c.lines[0]?.opponent])).toEqual([['Bob', 'Cy']]);
  });

  test('a decision on a flagged game is kept with the night', async () => {
    const id = await annsNight();
    await addPaperGame(id, { opponent: 'Bob', own: 121, theirs: 100 });
    must(await gatherInto(id, formatCardFile(await cardOf(id, 'Bob', [['Ann', 121, 110]]))));
    const view = must(await loadNight(id));
    const flagged = nightStandings(view.club, view.built.card).flagged;
    expect(flagged.map((f) => [f.game.key, f.game.agreement, f.decision])).toEqual([['ann|bob|1', 'winner', null]]);
    must(await decideGame(id, flagged[0]!.game, 'b'));
    const read = must(await loadNight(id));
    const after = nightStandings(read.club, read.built.card);
    expect(after.flagged.map((f) => f.decision)).toEqual(['b']);
    expect(after.rows.map((r) => [r.player, r.totals.points, r.totals.spread])).toEqual([
      ['Bob', 2, 11],
      ['Ann', 0, -11],
    ]);
  });
});

describe('a card opened from its link counts against the night on this phone (issue 35 item 2)', () => {
  test("the night's games a player: the format's 9 until it is dealt, then its rounds (3)", async () => {
    const id = must(await createNight('Thursday club', '2026-11-26', GRASS_ROOTS, null));
    expect(await nightHere(id)).toEqual({ here: true, player: null, rounds: 9 });
    const entrants = (club: ClubNight) =>
      ['Ann', 'Bob', 'Cy', 'Di'].reduce<ClubResult<ClubNight>>(
        (r, name) => (r.ok ? addNightEntrant(r.value, { name, acc: '', guest: false, paid: false }) : r),
        { ok: true, value: club },
      );
    must(await change(id, entrants));
    must(await change(id, (club) => seatNight(club, 3)));
    expect(await nightHere(id)).toEqual({ here: true, player: null, rounds: 3 });
    expect(await nightHere('n-elsewhere')).toEqual({ here: false, player: null, rounds: null });
  });
});
