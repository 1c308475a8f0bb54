// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { TopBar } from '../../../src/ui/table/TopBar';

afterEach(cleanup);

const none = () => undefined;

describe('TopBar: the Home button says what going home does (issue 26 item 8)', () => {
  test('every score saved, or a move not saved: the label tells which', () => {
    const { rerender } = render(<TopBar canUndo={false} canRedo={false} save={{ kind: 'saved' }} onHome={none} onUndo={none} onRedo={none} onMenu={none} />);
    expect(screen.getByRole('button', { name: 'Home: every score is already saved' })).toBeTruthy();
    rerender(
      <TopBar
        canUndo={false}
        canRedo={false}
        save={{ kind: 'failed', message: 'Not saved', next: 'retry', waiting: ['Ann +3'] }}
        onHome={none}
        onUndo={none}
        onRedo={none}
        onMenu={none}
      />,
    );
    expect(screen.getByRole('button', { name: 'Home: what is not saved yet is dropped' })).toBeTruthy();
  });
});
