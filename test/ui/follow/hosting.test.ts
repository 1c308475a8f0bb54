// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { secretText, SECRET_BYTES, type FollowAnswer } from '../../../src/follow/code';
import { Follower } from '../../../src/follow/follower';
import { err, ok } from '../../../src/rules/result';
import { endHosting, hosting, startHosting, takeAnswer } from '../../../src/ui/follow/hosting';
import { FakeChannel, FakePc } from './fakePeer';

/*
 * The table phone taking phones' answers (issues 28 and 34), with the browser's connections faked: one code has a
 * place for each phone that may still follow; answers that come together each take a place of their own and link.
 * A data channel can open, and the phone's hello arrive, before the answer's `setRemoteDescription` settles: a link
 * wired only after it settled never heard that hello (seen in the browser tests under load).
 */

const GAME = 'g-hosting-test';
const SECRET = new Uint8Array(SECRET_BYTES).fill(7);

const browser = vi.hoisted(() => ({
  /** Every code made: its places' channels. */
  codes: [] as { readyState: string; dispatchEvent(e: Event): boolean; sent: string[] }[][],
  /** What `setRemoteDescription` does: the phone's hello before it settles, or a refusal. */
  answer: 'hello first' as 'hello first' | 'refused',
  hello: '',
}));

vi.mock('../../../src/ui/follow/rtc', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/ui/follow/rtc')>();
  return {
    ...real,
    makeOffer: async (_: string, places: number) => {
      const peers = Array.from({ length: places }, () => ({ pc: new FakePc(), channel: new FakeChannel() }));
      browser.codes.push(peers.map((p) => p.channel));
      return ok({ peers, secret: SECRET, code: 'F2.CODE', codeId: `c${browser.codes.length}`, candidates: 1 });
    },
    // An answer's text here is its first place's ICE username, e.g. 'A-bob': the code it answers is the newest.
    readAnswer: (pending: { codeId: string; peers: readonly unknown[] }, text: string) =>
      text.startsWith('A-')
        ? ok({
            fingerprint: new Uint8Array(32),
            setup: 'active',
            codeId: pending.codeId,
            places: pending.peers.map(() => ({ ufrag: text, pwd: 'p'.repeat(22), candidates: [] })),
          } satisfies FollowAnswer)
        : err('This is not a Muggins code for following a game.'),
    applyAnswer: async (peer: { channel: FakeChannel }) => {
      // The browser takes a moment: answers that came together are all being applied at once.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (browser.answer === 'refused') return 'This answer could not be used: the browser refused it.';
      peer.channel.readyState = 'open';
      peer.channel.dispatchEvent(new Event('open'));
      peer.channel.dispatchEvent(new MessageEvent('message', { data: browser.hello }));
      return null;
    },
  };
});

/** The phone's hello for the code's secret, as its `Follower` sends it. */
function phoneHello(): string {
  const sent: string[] = [];
  new Follower(GAME, () => undefined).join({ send: (text) => sent.push(text), close: () => undefined }, secretText(SECRET));
  return sent[0]!;
}

/** Waits until the code for the next phones is on screen. */
async function codeReady(): Promise<void> {
  await vi.waitFor(() => expect(hosting.value?.code.kind).toBe('ready'));
}

afterEach(() => {
  endHosting();
  browser.codes.length = 0;
});

describe('the table phone takes phones’ answers (issues 28 and 34)', () => {
  test('a code has a place for each of the five phones that may follow', async () => {
    startHosting(GAME);
    await codeReady();
    expect(browser.codes.map((c) => c.length)).toEqual([5]);
    expect(hosting.value?.code).toMatchObject({ kind: 'ready', places: 5 });
  });

  test('three answers to one code taken together: each takes a place of its own and links, welcomed', async () => {
    browser.answer = 'hello first';
    browser.hello = phoneHello();
    startHosting(GAME);
    await codeReady();
    expect(await Promise.all([takeAnswer('A-ann'), takeAnswer('A-bob'), takeAnswer('A-cat')])).toEqual([null, null, null]);
    expect(hosting.value?.phones.map((p) => [p.name, p.state])).toEqual([
      ['Phone 1', 'following'],
      ['Phone 2', 'following'],
      ['Phone 3', 'following'],
    ]);
    expect(hosting.value?.tally).toEqual({ linking: 0, linked: 3, refused: 0 });
    // Places 0, 1 and 2 of the one code: each phone heard its welcome on its own channel.
    expect(browser.codes[0]!.slice(0, 3).map((c) => c.sent.map((m) => JSON.parse(m).t)[0])).toEqual(['welcome', 'welcome', 'welcome']);
    expect(browser.codes[0]![3]!.sent).toEqual([]);
  });

  test('five answers take every place; the next code is made then, and says none may follow', async () => {
    browser.answer = 'hello first';
    browser.hello = phoneHello();
    startHosting(GAME);
    await codeReady();
    await Promise.all(['A-1', 'A-2', 'A-3', 'A-4', 'A-5'].map((a) => takeAnswer(a)));
    await vi.waitFor(() => expect(hosting.value?.code.kind).toBe('full'));
    expect(hosting.value?.tally).toEqual({ linking: 0, linked: 5, refused: 0 });
  });

  test('an answer given twice links once: the second is refused with why', async () => {
    browser.answer = 'hello first';
    browser.hello = phoneHello();
    startHosting(GAME);
    await codeReady();
    expect(await takeAnswer('A-bob')).toBeNull();
    expect(await takeAnswer('A-bob')).toBe('This answer was taken already: that phone is linking or linked. An answer links one phone, once.');
    expect(hosting.value?.phones).toHaveLength(1);
  });

  test('an answer the browser refuses says so; the table lists the phone as refused', async () => {
    browser.answer = 'refused';
    startHosting(GAME);
    await codeReady();
    expect(await takeAnswer('A-bob')).toBe(
      'This answer could not be used: the browser refused it. On the other phone, tap “Scan again” and scan the code shown here.',
    );
    expect(hosting.value?.phones.map((p) => [p.name, p.state, p.note])).toEqual([
      ['Phone 1', 'refused', 'was refused. This answer could not be used: the browser refused it.'],
    ]);
    expect(hosting.value?.tally).toEqual({ linking: 0, linked: 0, refused: 1 });
  });
});
