// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MenuSheet } from '../../../src/ui/table/MenuSheet';

afterEach(cleanup);

describe("the table's More sheet reaches the past (issue 12: replay, put the pegs back, share)", () => {
  test('each button opens its own screen, and nothing else', () => {
    const calls = { onHistory: vi.fn(), onPenalty: vi.fn(), onReplay: vi.fn(), onPegs: vi.fn(), onShare: vi.fn(), onClose: vi.fn() };
    render(<MenuSheet {...calls} />);
    fireEvent.click(screen.getByRole('button', { name: 'Replay the game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Put the pegs back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share the game' }));
    expect([calls.onReplay.mock.calls.length, calls.onPegs.mock.calls.length, calls.onShare.mock.calls.length]).toEqual([1, 1, 1]);
    expect([calls.onHistory.mock.calls.length, calls.onPenalty.mock.calls.length]).toEqual([0, 0]);
  });

  test('once the game is over there is no penalty to give, but the replay and share stay', () => {
    render(<MenuSheet onHistory={() => {}} onReplay={() => {}} onPegs={() => {}} onShare={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Penalty…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share the game' })).toBeTruthy();
  });
});
