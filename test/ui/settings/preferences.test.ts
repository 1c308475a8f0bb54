// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { getStore } from '../../../src/ui/session/session';
import { loadPreferences, preferences, updatePreferences } from '../../../src/ui/settings/settings';

test('a theme chosen while the stored preferences load is kept, and the other stored choices with it', async () => {
  const store = await getStore();
  await store.putSetting('preferences', { theme: 'dark', speech: true, haptics: true, wakeLock: false });
  // The app starts its read; the player taps Light before it has finished.
  const loaded = loadPreferences();
  const changed = updatePreferences({ theme: 'light' });
  expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  await Promise.all([loaded, changed]);
  const expected = { theme: 'light', speech: true, haptics: true, wakeLock: false };
  expect(preferences.value).toEqual(expected);
  expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  expect(await store.getSetting('preferences', (v): v is unknown => true, null)).toEqual(expected);
});
