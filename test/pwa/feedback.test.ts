// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { buzz, HAPTIC, setHapticsEnabled } from '../../src/pwa/haptics';
import { setSpeechEnabled, speak } from '../../src/pwa/speech';

afterEach(() => {
  setHapticsEnabled(false);
  setSpeechEnabled(false);
  vi.unstubAllGlobals();
});

describe('haptics', () => {
  test('off by default, then vibrates with the pattern', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    expect(buzz(HAPTIC.score)).toBe(false);
    expect(vibrate).not.toHaveBeenCalled();
    setHapticsEnabled(true);
    expect(buzz(HAPTIC.score)).toBe(true);
    expect(vibrate).toHaveBeenCalledWith([15, 40, 15]);
    Reflect.deleteProperty(navigator, 'vibrate');
  });
});

describe('speech', () => {
  test('off by default, then speaks, cutting off the previous count', () => {
    const synth = { speak: vi.fn(), cancel: vi.fn() };
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        constructor(public text: string) {}
      },
    );
    expect(speak('Fifteen two')).toBe(false);
    setSpeechEnabled(true);
    expect(speak('Fifteen two, and a pair is four')).toBe(true);
    expect(synth.cancel).toHaveBeenCalled();
    expect(synth.speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'Fifteen two, and a pair is four', lang: 'en' }));
  });

  test('a quiet no-op where unsupported', () => {
    setSpeechEnabled(true);
    expect(speak('Fifteen two')).toBe(false);
  });
});
