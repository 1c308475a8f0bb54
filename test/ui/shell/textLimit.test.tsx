// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CardPicker } from '../../../src/ui/cards/CardPicker';
import { limitedField, tooLongText } from '../../../src/ui/shell/textLimit';

afterEach(cleanup);

describe('a text field that takes cards, a link or a code refuses text over its limit at once (issue 36 item 4)', () => {
  test('the sentence says how long the text is, the limit and where else to go', () => {
    expect(tooLongText(100_000, { max: 400, what: 'a list of cards' })).toBe(
      'That is 100,000 characters long; a list of cards is at most 400 characters, so it was not put in the field.',
    );
    expect(tooLongText(1_048_576, { max: 200_000, what: 'pasted text', instead: 'Import a larger backup as a file.' })).toBe(
      'That is 1,048,576 characters long; pasted text is at most 200,000 characters, so it was not put in the field. Import a larger backup as a file.',
    );
  });

  test('a paste over the limit is stopped before the browser puts it in; one within it goes through', () => {
    const onText = vi.fn();
    const onRefused = vi.fn();
    const field = document.createElement('input');
    field.value = 'ab';
    field.setSelectionRange(2, 2);
    const handlers = limitedField({ max: 10, what: 'a code' }, 'ab', onText, onRefused);
    const paste = (text: string) => {
      const event = { clipboardData: { getData: () => text }, currentTarget: field, preventDefault: vi.fn() };
      handlers.onPaste(event as unknown as ClipboardEvent);
      return event.preventDefault.mock.calls.length;
    };
    // 2 kept + 8 pasted is 10: taken. 2 + 9 is 11: refused, with the length the field would have held.
    expect(paste('x'.repeat(8))).toBe(0);
    expect(onRefused).not.toHaveBeenCalled();
    expect(paste('x'.repeat(9))).toBe(1);
    expect(onRefused).toHaveBeenCalledWith('That is 11 characters long; a code is at most 10 characters, so it was not put in the field.');
  });

  test('"Or type" of the card picker (the counter, the starter): 100,000 characters in the field are taken out at once and refused; the field keeps what it had', () => {
    const onChange = vi.fn();
    render(<CardPicker label="Hand" cards={[]} max={4} onChange={onChange} />);
    const field = screen.getByLabelText('Or type') as HTMLInputElement;
    fireEvent.input(field, { target: { value: '5h 5c' } });
    expect(field.value).toBe('5h 5c');
    fireEvent.input(field, { target: { value: '5h '.repeat(33_334) } });
    expect(field.value).toBe('5h 5c');
    expect(screen.getByRole('alert').textContent).toBe(
      'That is 100,002 characters long; a list of cards is at most 400 characters, so it was not put in the field.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});
