// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SECURITY_FAILED, UNREACHED } from '../../../src/follow/words';
import type { Peer, PeerEvents } from '../../../src/ui/follow/rtc';

/*
 * A phone that scanned a code whose certificate is not the table phone's (a damaged or altered code: issue 36 item 3)
 * says at once that the link failed, and scans again; it never waits on "Waiting for the table phone…". The browser's
 * connections are faked: `answerOffer` gives one connection a place of the code, and each reports how it ended.
 */

const wired = new Map<Peer, PeerEvents>();
const closed: Peer[] = [];
const fakePeer = (): Peer => ({ pc: {} as RTCPeerConnection, channel: {} as RTCDataChannel });

vi.mock('../../../src/ui/follow/rtc', () => ({
  answerOffer: vi.fn(),
  closePeer: (peer: Peer) => closed.push(peer),
  wirePeer: (peer: Peer, on: PeerEvents) => wired.set(peer, on),
}));
vi.mock('../../../src/ui/share/links', () => ({ importLinkedGame: vi.fn() }));

const rtc = await import('../../../src/ui/follow/rtc');
const following = await import('../../../src/ui/follow/following');

/** Scans a code of `places` places: the phone shows its answer, its connections wired and waiting. */
async function scanned(places: number): Promise<Peer[]> {
  const peers = Array.from({ length: places }, fakePeer);
  const offer = { fingerprint: new Uint8Array(32), places: [], secret: new Uint8Array(16), gameId: 'g-lq3x9a-4k2' };
  vi.mocked(rtc.answerOffer).mockResolvedValue({ ok: true, value: { peers, offer, code: 'A2.AIAQ', candidates: 1 } });
  await following.takeCode('F2.AEAQ');
  expect(following.joinStep.value).toEqual({ kind: 'answer', code: 'A2.AIAQ', candidates: 1 });
  return peers;
}

beforeEach(() => {
  wired.clear();
  closed.length = 0;
});
afterEach(() => following.forgetFollowing());

describe("a code whose certificate is not the table phone's (issue 36 item 3)", () => {
  test('the secure connection fails: the phone says the link failed at once and scans again, every connection closed', async () => {
    const peers = await scanned(3);
    wired.get(peers[1]!)!.lost('security');
    expect(following.joinStep.value).toEqual({ kind: 'scan', message: SECURITY_FAILED });
    expect(new Set(closed)).toEqual(new Set(peers));
  });

  test('a place given to another phone ends quietly; the last one unreached says the table phone could not be reached', async () => {
    const peers = await scanned(2);
    wired.get(peers[0]!)!.lost('unreachable');
    expect(following.joinStep.value.kind).toBe('answer');
    wired.get(peers[1]!)!.lost('unreachable');
    expect(following.joinStep.value).toEqual({ kind: 'scan', message: UNREACHED });
  });
});
