// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { applyCommand, type Command } from '../../../src/game';
import {
  announcement,
  closeGame,
  events,
  gameId,
  gameState,
  getStore,
  problem,
  saveStatus,
  send,
  startGame,
  timeline,
  type Remote,
} from '../../../src/ui/session/session';
import { phoneWords } from '../../../src/ui/follow/hostingView';
import { c, cs } from '../../game/helpers';

/*
 * A command from a phone that follows the game (issue 28 item 3), decided by the table phone's session in turn with
 * its taps: only on the log the phone saw, its refusal told to the phone, never shown on the table phone.
 */

afterEach(() => {
  vi.restoreAllMocks();
  closeGame();
});

const scores = () => {
  const s = gameState.value;
  return s.started ? s.sides.map((x) => x.score) : [];
};

/** Ann v Bob, Ann deals, the starter 5♥, the play over: Bob's hand counts next. */
async function toTheShow(): Promise<string> {
  expect(await startGame({ ruleset: 'traditional', players: ['Ann', 'Bob'] })).toBeNull();
  for (const command of [{ type: 'cutForDeal', dealer: 0 }, { type: 'turnStarter', card: c('5H') }, { type: 'endPlay' }] as const)
    expect(await send(command)).toBe(true);
  return gameId.value!;
}

/** A remote for the game, recording its refusals; it says the engine's words prefixed as the table does. */
function remote(id: string, seen: number) {
  const refusals: [string, string][] = [];
  const r: Remote = { gameId: id, seen, refused: (why, message) => refusals.push([why, message]), say: (change) => phoneWords(change, 'Bob') };
  return { r, refusals };
}

/** Bob's 29: 5♣ 5♦ 5♠ J♥ with the starter 5♥. */
const BOB_29: Command = { type: 'countHand', seat: 1, cards: cs('5C 5D 5S JH') };

describe("a phone's command on the table phone", () => {
  test('is saved as a tap here would be, and the table says it came from the phone', async () => {
    const id = await toTheShow();
    const { r, refusals } = remote(id, events.value.length);
    expect(await send(BOB_29, r)).toBe(true);
    expect(refusals).toEqual([]);
    expect(scores()).toEqual([0, 29]);
    expect(announcement.value).toMatch(/^Bob counted on their phone: 29\. Bob's hand, 5♣ 5♦ 5♠ J♥/);
    const stored = await (await getStore()).loadGame(id);
    expect(stored.ok && stored.value.events.length).toBe(events.value.length);
    // Undone here as any move.
    expect(await send({ type: 'undo' })).toBe(true);
    expect(scores()).toEqual([0, 0]);
  });

  test('that lost a race (a tap here came first) is refused with what came first; nothing of it is saved', async () => {
    const id = await toTheShow();
    const seen = events.value.length;
    expect(await send({ type: 'score', side: 1, points: 8, reason: 'hand', seat: 1 })).toBe(true);
    const length = events.value.length;
    const { r, refusals } = remote(id, seen);
    expect(await send(BOB_29, r)).toBe(false);
    expect(refusals).toEqual([
      ['race', "The table phone saved Bob's hand: 8. Bob pegs 8 to 8 (hand) first: your move was not saved. Check the table and send it again."],
    ]);
    expect(events.value.length).toBe(length);
    expect(scores()).toEqual([0, 8]);
    // The table phone's own screen is not told of another phone's refusal.
    expect(problem.value).toBe('');
  });

  test("that the engine refuses is refused with the engine's words, and nothing shows here", async () => {
    const id = await toTheShow();
    const { r, refusals } = remote(id, events.value.length);
    expect(await send({ type: 'countHand', seat: 1, cards: cs('5C 5D 5S') }, r)).toBe(false);
    expect(refusals.map(([why]) => why)).toEqual(['refused']);
    expect(refusals[0]![1]).toMatch(/4/);
    expect(problem.value).toBe('');
    expect(announcement.value).not.toMatch(/Bob counted/);
  });

  test('for a game not open here is refused', async () => {
    const id = await toTheShow();
    const seen = events.value.length;
    closeGame();
    const { r, refusals } = remote(id, seen);
    expect(await send(BOB_29, r)).toBe(false);
    expect(refusals).toEqual([['failed', 'The table phone does not have the game open now.']]);
  });

  test('while a move here is not saved, is refused rather than waiting behind it', async () => {
    const id = await toTheShow();
    const seen = events.value.length;
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(await send({ type: 'score', side: 1, points: 8, reason: 'hand', seat: 1 })).toBe(false);
    put.mockRestore();
    expect(saveStatus.value.kind).toBe('failed');
    const { r, refusals } = remote(id, seen);
    expect(await send(BOB_29, r)).toBe(false);
    expect(refusals).toEqual([['failed', 'The table phone has a move that is not saved yet: look there.']]);
  });

  test('that loses a race to another tab of the table phone is refused, and the table phone reloads the log', async () => {
    const id = await toTheShow();
    const seen = events.value.length;
    // Another tab pegs Bob 8 for his hand first, straight into the store.
    const theirs = applyCommand(timeline.value, { type: 'score', side: 1, points: 8, reason: 'hand', seat: 1, at: 1 });
    if (!theirs.ok) throw new Error(theirs.error.message);
    expect((await (await getStore()).appendEvents(id, seen, theirs.value.added)).ok).toBe(true);
    const { r, refusals } = remote(id, seen);
    expect(await send(BOB_29, r)).toBe(false);
    expect(refusals).toEqual([['race', 'Another tab on the table phone saved first: check the table and send it again.']]);
    await vi.waitFor(() => expect(scores()).toEqual([0, 8]));
  });
});
