import { describe, expect, test } from 'vitest';
import { GRASS_ROOTS, emptyNight, gatherCard, newCard, nightStandings, typedLine, type ClubNight, type PlayerCard } from '../../src/club';

/*
 * Names are unique in a night (issue 35 item 1): a second phone joined as " bob " where Bob's card is gathered is
 * asked about, never replaced silently; Bob's own phone handing his card in again still replaces it. Grass Roots.
 */

const INFO = { id: 'n-thu', name: 'Thursday club', date: '2026-11-26', format: GRASS_ROOTS };

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A card of typed lines: `[opponent, own, theirs]` in game order. */
function card(player: string, games: readonly (readonly [string, number, number])[]): PlayerCard {
  return { ...newCard(INFO, player), lines: games.map(([o, a, b], i) => must(typedLine(INFO.format, i + 1, o, a, b))) };
}

const withBob = (): ClubNight => must(gatherCard(emptyNight(INFO, null), card('Bob', [['Ann', 121, 100]]))).club;

describe('a name written otherwise is asked, never replaced silently (issue 35 item 1)', () => {
  test('" bob " where Bob\'s card is gathered is refused with the question, and nothing changes', () => {
    const club = withBob();
    const second = { ...card('bob', [['Cy', 90, 121]]), player: ' bob ' };
    expect(gatherCard(club, second)).toEqual({
      ok: false,
      error: {
        code: 'name-clash',
        message:
          'Bob\'s card is gathered already (1 game), and this card is "bob"\'s (1 game): one name in a night. Replace Bob\'s card with this one, or keep it and ask "bob" to join under another name. Nothing was changed.',
      },
    });
    expect(club.cards.map((c) => [c.player, c.lines.length])).toEqual([['Bob', 1]]);
  });

  test('"BOB" and "Bob " clash too; "Bob" from his own phone again replaces the card, as before', () => {
    const club = withBob();
    expect(gatherCard(club, card('BOB', []))).toMatchObject({ ok: false, error: { code: 'name-clash' } });
    const again = must(
      gatherCard(
        club,
        card('Bob', [
          ['Ann', 121, 100],
          ['Cy', 121, 80],
        ]),
      ),
    );
    expect(again.replaced?.lines.length).toBe(1);
    expect(again.club.cards.map((c) => [c.player, c.lines.length])).toEqual([['Bob', 2]]);
    const spaced = { ...card('Bob', []), player: 'Bob ' };
    expect(must(gatherCard(club, spaced)).club.cards.map((c) => c.player)).toEqual(['Bob']);
  });

  test("the director's choice to replace keeps the name gathered first, so the standings have one Bob", () => {
    const club = withBob();
    const second = { ...card('bob', [['Cy', 90, 121]]), player: ' bob ' };
    const r = must(gatherCard(club, second, true));
    expect(r.replaced?.player).toBe('Bob');
    expect(r.club.cards.map((c) => [c.player, c.lines.map((l) => `${l.opponent} ${l.own}-${l.theirs}`)])).toEqual([['Bob', ['Cy 90-121']]]);
    expect(nightStandings(r.club, null).rows.map((row) => [row.player, row.games.length])).toEqual([['Bob', 1]]);
  });
});
