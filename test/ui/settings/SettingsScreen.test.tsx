// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { getStore } from '../../../src/ui/session/session';
import { DEFAULT_PREFERENCES, preferences } from '../../../src/ui/settings/settings';
import { SettingsScreen } from '../../../src/ui/settings/SettingsScreen';

afterEach(() => {
  cleanup();
  preferences.value = DEFAULT_PREFERENCES;
  vi.unstubAllGlobals();
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

  test('storage: whether the browser keeps the data for good, what that means, and the space used and free (issue 11 item 1)', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: { persisted: async () => true, persist: async () => true, estimate: async () => ({ usage: 1_572_864, quota: 1_073_741_824 }) },
    });
    render(<SettingsScreen />);
    expect((await screen.findByTestId('storage-persisted')).textContent).toMatch(/^Kept for good: the browser will not clear your games/);
    expect(screen.getByTestId('storage-usage').textContent).toBe('Using 1.5 MB; about 1023 MB free for Muggins.');
    expect(screen.getByRole('button', { name: 'Download a backup' })).toBeTruthy();
    cleanup();
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: { persisted: async () => false, persist: async () => false, estimate: async () => ({ usage: 0, quota: 10 * 1024 ** 3 }) },
    });
    render(<SettingsScreen />);
    expect((await screen.findByTestId('storage-persisted')).textContent).toMatch(/^Not kept for good yet: if the device runs short of space/);
    expect(screen.getByTestId('storage-usage').textContent).toBe('Using 0 bytes; about 10 GB free for Muggins.');
    cleanup();
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    render(<SettingsScreen />);
    expect((await screen.findByTestId('storage-persisted')).textContent).toMatch(/^This browser does not say whether it keeps your games/);
    expect(screen.getByTestId('storage-usage').textContent).toBe('This browser does not say how much space is used.');
  });
});
