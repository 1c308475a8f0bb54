import { afterAll } from 'vitest';
import { closeSharedChromium } from './kit/browser';

// Each browser test file shares one Chromium (`launchBrowser`); it goes with the file.
afterAll(async () => {
  await closeSharedChromium();
});
