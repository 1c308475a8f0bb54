// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MatchChoice } from '../../../src/ui/setup/MatchChoice';

afterEach(cleanup);

describe('the match on the setup screen (issue 29 item 3)', () => {
  test('open tally or best of 3, 5 or 7: the matchGames option is the games to win (0, 2, 3, 4)', () => {
    const onChange = vi.fn();
    render(<MatchChoice id="opt-matchGames" value={0} describedBy="src" onChange={onChange} />);
    const select = screen.getByLabelText('Match') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.textContent, o.value])).toEqual([
      ['open tally', '0'],
      ['best of 3', '2'],
      ['best of 5', '3'],
      ['best of 7', '4'],
    ]);
    expect(select.value).toBe('0');
    fireEvent.change(select, { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith(3);
  });

  test('a number no choice gives (an older setup) is offered as it is', () => {
    render(<MatchChoice id="m" value={6} describedBy="src" onChange={() => undefined} />);
    const select = screen.getByLabelText('Match') as HTMLSelectElement;
    expect(select.value).toBe('6');
    expect([...select.options].at(-1)?.textContent).toBe('first to 6 games');
  });
});
