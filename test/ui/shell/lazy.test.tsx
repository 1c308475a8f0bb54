// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { lazyPart, lazyScreen } from '../../../src/ui/shell/lazy';

afterEach(cleanup);

describe('a screen whose code does not load never stays on "Loading…" (issue 26)', () => {
  test('it says so, with Reload and Home', async () => {
    const Screen = lazyScreen<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<Screen />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Its part of the app did not arrive/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This screen could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
  });

  test('a part of a screen that does not load draws nothing', async () => {
    const offline = Promise.reject(new Error('offline'));
    const Part = lazyPart<object>(() => offline);
    const { container } = render(<Part />);
    // The load has failed and the part has heard it (its handler comes first), and drawn what follows (act).
    await act(() => offline.catch(() => undefined));
    expect(container.textContent).toBe('');
  });
});
