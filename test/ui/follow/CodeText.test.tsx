// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CodeText } from '../../../src/ui/follow/CodeText';

/* Codes that travel (issue 34 item 4): the share sheet where it exists, a copy, and select-all text everywhere. */

afterEach(cleanup);

const CODE = 'http://192.168.1.20:4173/#F2.AEAQCAIBAEAQCAIBAEAQCAIB';

describe('a code as text', () => {
  test('where the browser has a share sheet, Share… hands it the code', async () => {
    const share = vi.fn(async () => undefined);
    render(<CodeText code={CODE} label="The code as text" share={share} clipboard={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ text: CODE }));
  });

  test('at a plain http:// address (no share sheet, no clipboard): shown open, and Select all selects every character', () => {
    render(<CodeText code={CODE} label="The code as text" open={true} share={null} clipboard={null} />);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect((screen.getByRole('group') as HTMLDetailsElement).open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    const text = screen.getByLabelText('The code as text') as HTMLTextAreaElement;
    expect([text.selectionStart, text.selectionEnd]).toEqual([0, CODE.length]);
    expect(screen.getByRole('status').textContent).toBe(
      'All of it is selected: copy it with the phone’s own menu (press and hold), then paste it on the other phone.',
    );
  });

  test('Copy writes it to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    render(<CodeText code={CODE} label="The code as text" clipboard={{ writeText }} share={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied: paste it on the other phone.'));
    expect(writeText).toHaveBeenCalledWith(CODE);
  });
});
