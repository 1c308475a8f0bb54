// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { secretText, SECRET_BYTES } from '../../../src/follow/code';
import { Follower } from '../../../src/follow/follower';
import { ok } from '../../../src/rules/result';
import { endHosting, hosting, startHosting, takeAnswer } from '../../../src/ui/follow/hosting';

/*
 * The table phone taking a phone's answer (issue 28), with the browser's connection faked: the data channel can
 * open, and the phone's hello arrive, before the answer's `setRemoteDescription` settles. A link wired only after
 * it settled never heard that hello and said "could not be reached" 20 s later (seen in the browser tests under load).
 */

const GAME = 'g-hosting-test';
const SECRET = new Uint8Array(SECRET_BYTES).fill(7);

/** A browser's data channel and peer connection, as much of them as `wirePeer` and `closePeer` use. */
class FakeChannel extends EventTarget {
  readyState: RTCDataChannelState = 'connecting';
  bufferedAmount = 0;
  readonly sent: string[] = [];
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.readyState = 'closed';
  }
}
class FakePc extends EventTarget {
  connectionState: RTCPeerConnectionState = 'new';
  close(): void {
    this.connectionState = 'closed';
  }
}

const browser = vi.hoisted(() => ({
  channels: [] as { readyState: string; dispatchEvent(e: Event): boolean; sent: string[] }[],
  /** What `setRemoteDescription` does: the phone's hello before it settles, or a refusal. */
  answer: 'hello first' as 'hello first' | 'refused',
  hello: '',
}));

vi.mock('../../../src/follow/rtc', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/follow/rtc')>();
  return {
    ...real,
    makeOffer: async () => {
      const channel = new FakeChannel();
      browser.channels.push(channel);
      return ok({ peer: { pc: new FakePc(), channel }, secret: SECRET, code: 'F1.CODE', ufrag: 'abcd', candidates: 1 });
    },
    readAnswer: () => ok('v=0'),
    applyAnswer: async () => {
      if (browser.answer === 'refused') return 'This answer could not be used: the browser refused it';
      const channel = browser.channels.at(-1)!;
      channel.readyState = 'open';
      channel.dispatchEvent(new Event('open'));
      channel.dispatchEvent(new MessageEvent('message', { data: browser.hello }));
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

/** Waits until the code for the next phone is on screen. */
async function codeReady(): Promise<void> {
  await vi.waitFor(() => expect(hosting.value?.code.kind).toBe('ready'));
}

afterEach(() => {
  endHosting();
  browser.channels.length = 0;
});

describe('the table phone takes a phone’s answer (issue 28)', () => {
  test('the phone’s hello that arrives before the answer is applied links it: it follows, welcomed', async () => {
    browser.answer = 'hello first';
    browser.hello = phoneHello();
    startHosting(GAME);
    await codeReady();
    expect(await takeAnswer('A1.ANSWER')).toBeNull();
    expect(hosting.value?.phones.map((p) => [p.name, p.state])).toEqual([['Phone 1', 'following']]);
    expect(browser.channels[0]!.sent.map((m) => JSON.parse(m).t)).toContain('welcome');
    // The code answered is spent: the next phone gets a new one.
    await codeReady();
    expect(browser.channels).toHaveLength(2);
  });

  test('an answer the browser refuses says so, adds no phone, and spends the code', async () => {
    browser.answer = 'refused';
    startHosting(GAME);
    await codeReady();
    expect(await takeAnswer('A1.ANSWER')).toBe(
      'This answer could not be used: the browser refused it On the other phone, tap “Scan again” and scan the new code shown here.',
    );
    expect(hosting.value?.phones).toEqual([]);
    await codeReady();
    expect(browser.channels).toHaveLength(2);
  });
});
