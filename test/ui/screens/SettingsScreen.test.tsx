// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { getStore } from '../../../src/ui/app/session';
import { DEFAULT_PREFERENCES, preferences } from '../../../src/ui/app/settings';
import { SettingsScreen } from '../../../src/ui/screens/SettingsScreen';

afterEach(() => {
  cleanup();
  preferences.value = DEFAULT_PREFERENCES;
});

describe('SettingsScreen', () => {
  test('choosing the dark theme applies and stores it', async () => {
    render(<SettingsScreen />);
    const dark = screen.getByLabelText('Dark') as HTMLInputElement;
    fireEvent.click(dark);
    expect(preferences.value.theme).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    await waitFor(async () => {
      const stored = await (await getStore()).getSetting('preferences', (v): v is unknown => true, null);
      expect(stored).toMatchObject({ theme: 'dark' });
    });
  });

  test('the screen-awake toggle is labelled and changes the preference', () => {
    render(<SettingsScreen />);
    const awake = screen.getByLabelText('Keep the screen awake') as HTMLInputElement;
    expect(awake.checked).toBe(true);
    fireEvent.click(awake);
    expect(preferences.value.wakeLock).toBe(false);
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
  });
});
