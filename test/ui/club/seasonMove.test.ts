// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, test } from 'vitest';
import { GRASS_ROOTS, formatSeasonFile, newCard, typedLine, type PlayerCard } from '../../../src/club';
import { addPaperGame, clubLink, createNight, gatherInto, listNights, loadNight } from '../../../src/ui/club/clubs';
import { keepAwards, keptAwards, seasonToMove, takeInSeasonFile, takeInSeasonText } from '../../../src/ui/club/seasonActions';
import { getStore } from '../../../src/ui/session/session';

/*
 * A season moving to another phone whole, as the screens reach it (issue 35 item 7): made from the club's nights on
 * this phone (its own card among the cards), taken in by link or file in one transaction; a bad one is refused with
 * a sentence and nothing is changed; a night already on the phone is kept as it is.
 */

function must<T>(r: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

async function clear(): Promise<void> {
  const store = await getStore();
  for (const n of (await store.clubs.listNights()).nights) await store.clubs.deleteNight(n.id);
}

beforeEach(clear);

/** Ann's Thursday club night on `date`: her game against Bob typed, Bob's card gathered. */
async function annsNight(date: string): Promise<string> {
  const id = must(await createNight('Thursday club', date, GRASS_ROOTS, 'Ann'));
  must(await addPaperGame(id, { opponent: 'Bob', own: 121, theirs: 90 }));
  const night = must(await loadNight(id)).club.night;
  const line = typedLine(GRASS_ROOTS, 1, 'Ann', 90, 121);
  if (!line.ok) throw new Error(line.error.message);
  const bob: PlayerCard = { ...newCard(night, 'Bob'), lines: [line.value] };
  must(await gatherInto(id, must(await clubLink({ kind: 'card', card: bob }))));
  return id;
}

describe('a season moving whole, by file and link', () => {
  test("made from the club's nights (Ann's card among them), taken in on a phone without them; taken in again, every night kept", async () => {
    await annsNight('2026-11-05');
    await annsNight('2026-11-12');
    must(await createNight('Friday club', '2026-11-06', GRASS_ROOTS, null));
    expect(keptAwards((await listNights()).nights, 'Thursday club')).toBeNull();
    expect(must(await keepAwards((await listNights()).nights, 'Thursday club', [5, 3, 1]))).toBe("Thursday club's award points are kept: 5, 3, 1.");
    expect((await listNights()).nights.map((n) => [n.night.name, n.night.date, n.awards ?? null])).toEqual([
      ['Thursday club', '2026-11-12', [5, 3, 1]],
      ['Friday club', '2026-11-06', null],
      ['Thursday club', '2026-11-05', null],
    ]);
    const season = must(await seasonToMove((await listNights()).nights, 'Thursday club', [5, 3, 1]));
    expect(season.club).toBe('Thursday club');
    expect(season.awards).toEqual([5, 3, 1]);
    expect(season.nights.map((n) => [n.night.date, n.player, n.cards.map((c) => c.player)])).toEqual([
      ['2026-11-05', null, ['Ann', 'Bob']],
      ['2026-11-12', null, ['Ann', 'Bob']],
    ]);
    const file = formatSeasonFile(season);
    const link = must(await clubLink({ kind: 'season', season }));

    await clear();
    const taken = must(await takeInSeasonFile({ size: file.length, text: async () => file }));
    expect(taken).toEqual({ message: "Thursday club's season: 2 nights taken in.", awards: [5, 3, 1] });
    expect((await listNights()).nights.map((n) => [n.night.date, n.cards.length])).toEqual([
      ['2026-11-12', 2],
      ['2026-11-05', 2],
    ]);
    expect(keptAwards((await listNights()).nights, 'Thursday club')).toEqual([5, 3, 1]);
    expect(must(await takeInSeasonText(link)).message).toBe("Thursday club's season: 0 nights taken in; 2 nights on this phone already kept as they were.");
  });

  test('a bad one is refused with a sentence and nothing is changed', async () => {
    await annsNight('2026-11-05');
    const before = (await listNights()).nights;
    const season = must(await seasonToMove(before, 'Thursday club', null));
    const damaged = formatSeasonFile(season).replace('"player":"Bob"', '"player":""');
    expect(await takeInSeasonText(damaged)).toEqual({
      ok: false,
      message: "Night 1 of the season: This club night's gathered cards is damaged. Nothing was changed.",
    });
    expect(await takeInSeasonText('https://example.com/#M1.GZ5BQWERTY')).toEqual({
      ok: false,
      message: 'This is a Muggins game link, not a tournament card: open it to see the game. Nothing was changed.',
    });
    expect(await takeInSeasonFile({ size: 17 * 1024 * 1024, text: async () => '' })).toEqual({
      ok: false,
      message: 'This file is too large to be a season (more than 16 MB). Nothing was changed.',
    });
    expect((await listNights()).nights).toEqual(before);
  });
});
