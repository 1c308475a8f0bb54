// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MAX_CODE_CHARS } from '../../../src/follow/code';
import { CodeField } from '../../../src/ui/follow/CodeField';

/* The follow screens' code fields (issue 36 item 4, issue 34): a paste longer than any code is refused at once. */

afterEach(cleanup);

describe('a code field', () => {
  test('a paste of a megabyte is refused at once: not kept, not sent, and said', () => {
    const onCode = vi.fn(() => true);
    render(<CodeField id="f" label="Or paste its code here" submit="Link" onCode={onCode} />);
    const field = screen.getByLabelText('Or paste its code here') as HTMLInputElement;
    expect(field.maxLength).toBe(MAX_CODE_CHARS + 1);
    fireEvent.input(field, { target: { value: 'A'.repeat(1_000_000) } });
    expect(field.value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('This is far too long to be a Muggins code: it was not kept. Copy the code alone and paste it again.');
    expect((screen.getByRole('button', { name: 'Link' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onCode).not.toHaveBeenCalled();
  });

  test('a code is sent as it is in the field, then the field is emptied', async () => {
    const onCode = vi.fn(() => true);
    render(<CodeField id="f" label="Or paste its code here" submit="Link" onCode={onCode} />);
    const field = screen.getByLabelText('Or paste its code here') as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'A2.AIAQ CAIB AEAQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(onCode).toHaveBeenCalledWith('A2.AIAQ CAIB AEAQ');
    await waitFor(() => expect(field.value).toBe(''));
  });
});
