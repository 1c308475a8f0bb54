import { describe, expect, test } from 'vitest';
import {
  GRASS_ROOTS,
  addTyped,
  emptyNight,
  formatCardFile,
  formatSeasonFile,
  gatherCard,
  movingNight,
  newCard,
  nightStandings,
  parseSeasonFile,
  typedLine,
  type ClubNight,
  type PlayerCard,
  type SeasonMove,
} from '../../src/club';
import { decodeClubLink, encodeClubLink } from '../../src/link/clubLink';

/*
 * A season moving to another phone whole (issue 35 item 7): each night with every card on it (the phone's own card
 * among them), the club's award table; by file or link, checked as every import is: anything wrong refuses it whole,
 * with a sentence. Grass Roots: 2 a win, 3 a skunk (a win by more than 30).
 */

const THU = (n: number, date: string) => ({ id: `n-${n}`, name: 'Thursday club', date, format: GRASS_ROOTS });

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Ann's night on her phone: her game against Bob typed, Bob's card gathered. */
function annsNight(n: number, date: string): { club: ClubNight; own: PlayerCard } {
  const info = THU(n, date);
  let club: ClubNight = { ...emptyNight(info, 'Ann') };
  club = must(addTyped(club, `t-${n}`, 1_000 + n, { opponent: 'Bob', own: 121, theirs: 80 }));
  const bob: PlayerCard = { ...newCard(info, 'Bob'), lines: [must(typedLine(GRASS_ROOTS, 1, 'Ann', 80, 121))] };
  club = must(gatherCard(club, bob)).club;
  const own: PlayerCard = { ...newCard(info, 'Ann'), lines: [must(typedLine(GRASS_ROOTS, 1, 'Bob', 121, 80))] };
  return { club, own };
}

function season(): SeasonMove {
  const nights = [annsNight(1, '2026-11-05'), annsNight(2, '2026-11-12')].map(({ club, own }) => movingNight(club, own));
  return { club: 'Thursday club', awards: [5, 3, 1], nights };
}

describe('a season moving whole', () => {
  test("a night moves with every card on it, the phone's own among them, and nobody playing on the other phone: the standings read the same", () => {
    const { club, own } = annsNight(1, '2026-11-05');
    const moved = movingNight(club, own);
    expect(moved.player).toBeNull();
    expect(moved.typed).toEqual([]);
    expect(moved.cards.map((c) => [c.player, c.lines.map((l) => `${l.opponent} ${l.own}-${l.theirs}`)])).toEqual([
      ['Ann', ['Bob 121-80']],
      ['Bob', ['Ann 80-121']],
    ]);
    const row = (s: ReturnType<typeof nightStandings>) => s.rows.map((r) => [r.player, r.totals.points, r.totals.spread]);
    expect(row(nightStandings(moved, null))).toEqual([
      ['Ann', 3, 41],
      ['Bob', 0, -41],
    ]);
    expect(row(nightStandings(moved, null))).toEqual(row(nightStandings(club, own)));
  });

  test('its file reads back as it was written, the award table kept with a night among it', () => {
    const s = { ...season(), nights: [season().nights[0]!, { ...season().nights[1]!, awards: [5, 3, 1] }] };
    expect(must(parseSeasonFile(formatSeasonFile(s)))).toEqual(s);
  });

  test.each([
    ['not JSON', '{"format": "muggins-season", "vers', 'This file is not a Muggins season: it is not JSON (it may be cut short).'],
    ['a card file', formatCardFile(newCard(THU(1, '2026-11-05'), 'Ann')), "This is a player's card, not a season: gather it on the director's screen."],
    ['a backup', '{"format":"muggins-export","version":2}', 'This is a Muggins backup or game file, not a season: import it from Export · import.'],
    ['a newer file', '{"format":"muggins-season","version":2}', 'This season file was made by a newer Muggins (season file 2): update the app to read it.'],
    ['no nights', JSON.stringify({ format: 'muggins-season', version: 1, season: { club: 'Thursday club', nights: [] } }), 'This season has no nights.'],
  ])('refused: %s', (_what, text, message) => {
    expect(parseSeasonFile(text)).toEqual({ ok: false, error: { code: 'bad-card', message } });
  });

  test("refused whole: another club's night, a night twice, a damaged night, damaged award points", () => {
    const s = season();
    const friday = emptyNight({ ...THU(9, '2026-11-12'), name: 'Friday club' }, null);
    const refusal = (v: unknown) => {
      const r = parseSeasonFile(formatSeasonFile(v as SeasonMove));
      return r.ok ? 'taken' : r.error.message;
    };
    expect(refusal({ ...s, nights: [s.nights[0], friday] })).toBe("Night 2 of the season is Friday club's (2026-11-12), not Thursday club's.");
    expect(refusal({ ...s, nights: [s.nights[0], s.nights[0]] })).toBe('Night 2 of the season (2026-11-05) is in it twice.');
    expect(refusal({ ...s, nights: [s.nights[0], { ...s.nights[1], typed: 'lots' }] })).toBe(
      "Night 2 of the season: This club night's typed games is damaged.",
    );
    expect(refusal({ ...s, nights: [s.nights[0], { ...s.nights[1], awards: [10, 1.5] }] })).toBe(
      "Night 2 of the season: This club night's award points is damaged.",
    );
    expect(refusal({ ...s, awards: [10, -1] })).toBe("The season's award points are damaged: 1 to 60 places of whole points, 0 to 999.");
  });

  test('by link: read back as it was; a damaged one refused; a season too large for a link says to send its file', async () => {
    const s = season();
    const fragment = await encodeClubLink({ kind: 'season', season: s });
    if (!fragment.ok) throw new Error(fragment.error.message);
    expect(fragment.value).toMatch(/^C1\.[A-Z2-7]+$/);
    expect(await decodeClubLink(fragment.value)).toEqual({ ok: true, value: { kind: 'season', season: s } });
    const damaged = fragment.value.slice(0, -3) + (fragment.value.at(-3) === 'A' ? 'B' : 'A') + fragment.value.slice(-2);
    expect(await decodeClubLink(damaged)).toEqual({
      ok: false,
      error: { code: 'damaged', message: 'This card link is damaged or cut short: copy the whole link and try again.' },
    });
    // 120 nights of 20 cards, each card's player and scores its own: far past what one link holds.
    const pad = (n: number) => String(n).padStart(2, '0');
    const bigNight = (i: number): ClubNight => {
      const info = { ...THU(100 + i, `2026-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`) };
      let club = emptyNight(info, null);
      for (let k = 0; k < 20; k++) {
        const line = must(typedLine(GRASS_ROOTS, 1, `Opponent ${i}-${k}`, 121, (i * 7 + k * 13) % 120));
        club = must(gatherCard(club, { ...newCard(info, `Player ${i}-${k}`), lines: [line] })).club;
      }
      return club;
    };
    const big = { ...s, nights: Array.from({ length: 120 }, (_, i) => bigNight(i)) };
    expect(await encodeClubLink({ kind: 'season', season: big })).toEqual({
      ok: false,
      error: { code: 'too-large', message: 'This season is too large for a link (more than 20,000 characters): send its file instead.' },
    });
  });
});
