let enabled = false;

/** True where the browser can speak (`speechSynthesis`). */
export function isSpeechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/** Turns spoken counts on or off (off by default; the setting lives in the store). */
export function setSpeechEnabled(on: boolean): void {
  enabled = on;
  if (!on && isSpeechSupported()) speechSynthesis.cancel();
}

/**
 * Speaks a count, e.g. `speak('Fifteen two, fifteen four, and a pair is six')`, cutting off anything still
 * being said. Returns false (silently) when speech is off or unsupported.
 */
export function speak(text: string): boolean {
  if (!enabled || !isSpeechSupported()) return false;
  speechSynthesis.cancel();
  const u = new SpeechSynthesisUtterance(text);
  u.lang = document.documentElement.lang || 'en';
  speechSynthesis.speak(u);
  return true;
}
