// @vitest-environment happy-dom
/**
 * Audit (nothing lost): a tap whose write fails must stay "not saved" and retryable until the player deals with
 * it; it must not vanish because the next tap, queued behind it, happened to save.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { closeGame, events, gameId, gameState, getStore, retry, saveStatus, send, startGame } from '../../src/ui/app/session';

afterEach(() => {
  vi.restoreAllMocks();
  closeGame();
});

const scores = () => {
  const s = gameState.value;
  return s.started ? s.sides.map((x) => x.score) : [];
};

describe('a failed write followed by a quick second tap', () => {
  test('two quick taps, the first write refused once by the device: the first tap is neither lost nor hidden', async () => {
    expect(await startGame({ ruleset: 'traditional', players: ['Ann', 'Bob'] })).toBeNull();
    expect(await send({ type: 'cutForDeal', dealer: 0 })).toBe(true);
    expect(await send({ type: 'turnStarter', card: null })).toBe(true);
    const id = gameId.value!;
    const length = events.value.length;
    // One transient I/O failure: the next write works again.
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('I/O error', 'UnknownError');
    });
    // Bob pegs 2 (a fifteen), then at once Ann pegs 1 (a go): two taps, queued one behind the other.
    const first = send({ type: 'score', side: 1, points: 2, reason: 'play' });
    const second = send({ type: 'score', side: 0, points: 1, reason: 'go' });
    const outcome = [await first, await second];
    const stored = await (await getStore()).loadGame(id);
    const storedLength = stored.ok ? stored.value.events.length : -1;
    const report = `taps saved: ${JSON.stringify(outcome)}; scores drawn ${JSON.stringify(scores())}; status ${JSON.stringify(saveStatus.value)}; stored events ${storedLength - length} new`;
    console.log(report);
    // Bob's 2 is not stored; what the player sees must still say so, and "Try again" must still hold it.
    expect(outcome).toEqual([false, true]);
    expect(saveStatus.value.kind, report).toBe('failed');
    expect(await retry(), 'Try again has nothing left to send: Bob\'s +2 is gone').toBe(true);
    expect(scores()).toEqual([1, 2]);
  });
});
