// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BEAT_MS, QUIET_MS, wirePeer, type Peer } from '../../../src/ui/follow/rtc';
import { FakeChannel, FakePc } from './fakePeer';

/*
 * Issue 34 item 8: during a drop a phone must not say "● Following" while it is behind. The table phone sends a beat
 * (an empty message) every BEAT_MS; a phone that hears nothing for QUIET_MS says it is reconnecting, well before the
 * connection itself says so (about 7 s in Chromium), and is back at the next message.
 */

function peer(): Peer & { channel: FakeChannel; pc: FakePc } {
  return { pc: new FakePc('connected', 'connected'), channel: new FakeChannel('open') } as unknown as Peer & { channel: FakeChannel; pc: FakePc };
}

function heard() {
  const said: string[] = [];
  return {
    said,
    events: {
      open: () => said.push('open'),
      message: (data: unknown) => said.push(`message ${String(data)}`),
      reconnecting: () => said.push('reconnecting'),
      recovered: () => said.push('recovered'),
      lost: (why: string) => said.push(`lost ${why}`),
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('beats (issue 34 item 8)', () => {
  test('the table phone sends an empty message every second while the channel is open', () => {
    const p = peer();
    const { events } = heard();
    wirePeer(p, { ...events, beats: 'send' });
    vi.advanceTimersByTime(3 * BEAT_MS);
    expect(p.channel.sent).toEqual(['', '', '']);
    p.channel.dispatchEvent(new Event('close'));
    vi.advanceTimersByTime(3 * BEAT_MS);
    expect(p.channel.sent).toEqual(['', '', '']);
  });

  test('a phone hearing nothing for 3 s says reconnecting, once, and recovered at the next message; a beat is not passed on', () => {
    const p = peer();
    const { said, events } = heard();
    wirePeer(p, { ...events, beats: 'watch' });
    vi.advanceTimersByTime(2 * BEAT_MS);
    p.channel.dispatchEvent(new MessageEvent('message', { data: '' }));
    vi.advanceTimersByTime(QUIET_MS);
    expect(said).toEqual([]);
    vi.advanceTimersByTime(2 * BEAT_MS);
    expect(said).toEqual(['reconnecting']);
    vi.advanceTimersByTime(5 * BEAT_MS);
    expect(said).toEqual(['reconnecting']);
    p.channel.dispatchEvent(new MessageEvent('message', { data: '{"t":"end"}' }));
    expect(said).toEqual(['reconnecting', 'recovered', 'message {"t":"end"}']);
  });

  test('a drop the connection reports too is said once, and recovered once both are back', () => {
    const p = peer();
    const { said, events } = heard();
    wirePeer(p, { ...events, beats: 'watch' });
    vi.advanceTimersByTime(QUIET_MS + BEAT_MS);
    expect(said).toEqual(['reconnecting']);
    p.pc.connectionState = 'disconnected';
    p.pc.dispatchEvent(new Event('connectionstatechange'));
    expect(said).toEqual(['reconnecting']);
    p.pc.connectionState = 'connected';
    p.pc.dispatchEvent(new Event('connectionstatechange'));
    // Connected again, but nothing heard yet: still behind.
    expect(said).toEqual(['reconnecting']);
    p.channel.dispatchEvent(new MessageEvent('message', { data: '' }));
    expect(said).toEqual(['reconnecting', 'recovered']);
  });
});
