// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PlaySheet } from '../../../src/ui/table/PlaySheet';

afterEach(cleanup);

const props = {
  count: 30,
  sequence: [],
  used: [],
  words: '',
  overLabel: 'Play over: count the hands',
  onPlay: () => {},
  onPlayOver: () => {},
  onClose: () => {},
};

describe('PlaySheet: the go button says what the go pegs (issue 25.5)', () => {
  test('"Ann: go, +1" when her go pegs the point, and a tap says her go', () => {
    const onGo = vi.fn();
    render(<PlaySheet {...props} next={{ seat: 0, name: 'Ann' }} goLabel="Ann: go, +1" onGo={onGo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ann: go, +1' }));
    expect(onGo).toHaveBeenCalledWith(0);
  });

  test('"Bob: go" when nothing is known of what it pegs', () => {
    render(<PlaySheet {...props} next={{ seat: 1, name: 'Bob' }} onGo={() => {}} />);
    expect(screen.getByRole('button', { name: 'Bob: go' })).toBeTruthy();
  });
});
