// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { GameEvent } from '../../../src/game';
import { PROTOCOL_VERSION } from '../../../src/follow/protocol';
import type { Peer, PeerEvents } from '../../../src/ui/follow/rtc';
import { corpusGame } from '../../game/corpus';

/*
 * Issue 34 item 8: a phone that lost the link keeps a saved copy without a tap; rejoined, what it follows next is
 * added to that copy (one saved game, not two). The browser's connections and the store are faked.
 */

const wired = new Map<Peer, PeerEvents>();
const fakePeer = (): Peer => ({ pc: {} as RTCPeerConnection, channel: {} as RTCDataChannel });

vi.mock('../../../src/ui/follow/rtc', () => ({
  answerOffer: vi.fn(),
  closePeer: () => undefined,
  wirePeer: (peer: Peer, on: PeerEvents) => wired.set(peer, on),
}));
vi.mock('../../../src/ui/share/links', () => ({
  importLinkedGame: vi.fn(async (game: { title: string }) => ({ ok: true, id: 'g-copy', message: `${game.title} is saved on this phone.` })),
  extendLinkedGame: vi.fn(async (id: string, _from: number, game: { title: string }) => ({ ok: true, id, message: `${game.title} is saved on this phone.` })),
}));

const rtc = await import('../../../src/ui/follow/rtc');
const links = await import('../../../src/ui/share/links');
const following = await import('../../../src/ui/follow/following');

const LOG = corpusGame('traditional by taps').events;
const GAME = (LOG[0] as Extract<GameEvent, { type: 'GameStarted' }>).gameId;
/** The end of a command about `i` events in. */
const endNear = (i: number) => LOG.findIndex((e, j) => j >= i && LOG[j - 1]!.n !== e.n);

/** Scans the table phone's code and links through its one place; returns the link's events and what the phone sent. */
async function linked(): Promise<{ on: PeerEvents; sent: string[] }> {
  const peer = fakePeer();
  const offer = { fingerprint: new Uint8Array(32), places: [], secret: new Uint8Array(16), gameId: GAME };
  vi.mocked(rtc.answerOffer).mockResolvedValue({ ok: true, value: { peers: [peer], offer, code: 'A2.AIAQ', candidates: 1 } });
  await following.takeCode('F2.AEAQ');
  const on = wired.get(peer)!;
  const sent: string[] = [];
  on.open({ send: (text) => sent.push(text), close: () => undefined });
  return { on, sent };
}

/** The table phone's answer to a hello: its welcome from `from`, the events to `to`, and the end of its answer. */
function answer(on: PeerEvents, from: number, to: number): void {
  on.message(JSON.stringify({ t: 'welcome', v: PROTOCOL_VERSION, game: GAME, title: 'Ann v Bob', colors: ['red', 'blue'], from, ends: true }));
  on.message(JSON.stringify({ t: 'events', from, events: LOG.slice(from, to) }));
  on.message(JSON.stringify({ t: 'events', from: to, events: [] }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  following.forgetFollowing();
  vi.clearAllMocks();
});

describe('a phone that lost the link keeps the game (issue 34 item 8)', () => {
  test('lost: the game is saved without a tap, once; rejoined and ended: the rest is added to that copy', async () => {
    const first = endNear(20);
    const { on } = await linked();
    answer(on, 0, first);
    expect(following.followed.value?.events.length).toBe(first);
    on.lost('closed');
    await settle();
    expect(links.importLinkedGame).toHaveBeenCalledTimes(1);
    expect(vi.mocked(links.importLinkedGame).mock.calls[0]![0].events).toHaveLength(first);
    expect(following.followed.value?.saved?.message).toBe('Ann v Bob is saved on this phone.');

    // Rejoin with a new code: the phone says what it holds and gets the rest.
    const again = await linked();
    const hello = JSON.parse(again.sent[0]!) as { t: string; have: number };
    expect(hello).toMatchObject({ t: 'hello', have: first });
    const second = endNear(40);
    answer(again.on, first, second);
    expect(following.followed.value?.saved).toBeNull();
    again.on.message(JSON.stringify({ t: 'end' }));
    await settle();
    expect(links.importLinkedGame).toHaveBeenCalledTimes(1);
    expect(links.extendLinkedGame).toHaveBeenCalledTimes(1);
    const [id, from, game] = vi.mocked(links.extendLinkedGame).mock.calls[0]!;
    expect([id, from, game.events.length]).toEqual(['g-copy', first, second]);
    expect(following.followed.value?.status).toBe('ended');
  });
});
