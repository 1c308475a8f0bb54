// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { phonesFollowing } from '../../../src/ui/session/session';
import { TopBar } from '../../../src/ui/table/TopBar';

afterEach(() => {
  cleanup();
  phonesFollowing.value = 0;
});

const none = () => undefined;

describe('☰ on the table phone names following while phones follow (issue 34 item 8)', () => {
  test('no phone following: the menu as before; two: it says so and where their link is', () => {
    render(<TopBar canUndo={false} canRedo={false} save={{ kind: 'saved' }} onHome={none} onUndo={none} onRedo={none} onMenu={none} />);
    expect(screen.getByRole('button', { name: 'More: history, penalties, replay and share' })).toBeTruthy();
    act(() => {
      phonesFollowing.value = 1;
    });
    expect(screen.getByRole('button', { name: 'More: history, penalties, replay and share; 1 phone follows this game (Let phones follow)' })).toBeTruthy();
    act(() => {
      phonesFollowing.value = 2;
    });
    expect(screen.getByRole('button', { name: 'More: history, penalties, replay and share; 2 phones follow this game (Let phones follow)' })).toBeTruthy();
  });
});
