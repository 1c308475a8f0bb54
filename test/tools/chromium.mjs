// The one list of Chromium flags for the browser tests (test/e2e/kit/browser.ts) and the tools (budget.mjs and its
// Lighthouse runs, make-icons.mjs, screenshot.mjs): Debian's /usr/bin/chromium, headless, as root (no sandbox), with
// nothing of its own going out to the network (no QUIC, no background fetches, no component updates, no sync).
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
