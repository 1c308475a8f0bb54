// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

class FakeSentinel extends EventTarget {
  released = false;
  release = vi.fn(async () => {
    this.released = true;
    this.dispatchEvent(new Event('release'));
  });
}

let visibility: DocumentVisibilityState = 'visible';
let sentinels: FakeSentinel[] = [];
const request = vi.fn(async () => {
  const s = new FakeSentinel();
  sentinels.push(s);
  return s;
});

async function load() {
  vi.resetModules();
  return import('../../src/pwa/wakeLock');
}

function setVisibility(v: DocumentVisibilityState) {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  visibility = 'visible';
  sentinels = [];
  request.mockClear();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('wake lock', () => {
  test('takes the screen lock once, even when asked twice at once', async () => {
    const { keepScreenAwake } = await load();
    expect(await Promise.all([keepScreenAwake(), keepScreenAwake()])).toEqual([true, true]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('screen');
  });

  test('takes the lock again when the page comes back after the browser dropped it', async () => {
    const { keepScreenAwake } = await load();
    await keepScreenAwake();
    setVisibility('hidden');
    await sentinels[0]!.release(); // the browser releases it while hidden
    setVisibility('visible');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  test('allowScreenSleep releases it and stops re-taking it', async () => {
    const { keepScreenAwake, allowScreenSleep } = await load();
    await keepScreenAwake();
    await allowScreenSleep();
    expect(sentinels[0]!.release).toHaveBeenCalled();
    setVisibility('visible');
    await Promise.resolve();
    expect(request).toHaveBeenCalledTimes(1);
  });

  test('is a quiet no-op where unsupported or refused', async () => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    const unsupported = await load();
    expect(unsupported.isWakeLockSupported()).toBe(false);
    expect(await unsupported.keepScreenAwake()).toBe(false);

    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: { request: () => Promise.reject(new DOMException('battery saver', 'NotAllowedError')) },
    });
    const refused = await load();
    expect(await refused.keepScreenAwake()).toBe(false);
  });
});
