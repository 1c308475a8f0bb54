// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TapIntent } from '../../../src/game';
import { KeypadSheet } from '../../../src/ui/table/KeypadSheet';
import { SidePad } from '../../../src/ui/table/SidePad';

afterEach(cleanup);

const HAND: TapIntent = { ready: true, reason: 'hand', seat: 0, label: "Ann's hand", allowZero: true };
const WAITS: TapIntent = { ready: false, why: "It is Bob's hand to count next." };
/** A game with neither Tops nor a start bonus (Traditional, Crib Wars). */
const PLAIN = { tops: false, startBonus: false };

describe('the keypad scores the count that is due (issue 15.4)', () => {
  test("14 for Ann's hand is one tap, scored as her hand (not a correction)", async () => {
    const onScore = vi.fn(async () => null);
    const onClose = vi.fn();
    render(<KeypadSheet name="Ann" intent={HAND} has={PLAIN} onScore={onScore} onClose={onClose} />);
    expect((screen.getByLabelText('For') as HTMLSelectElement).value).toBe('due');
    fireEvent.click(screen.getByRole('button', { name: 'Ann plus 14' }));
    expect(onScore).toHaveBeenCalledWith(14, 'hand', 0);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  test('a correction is an explicit choice, and may move the peg back', () => {
    const onScore = vi.fn(async () => null);
    render(<KeypadSheet name="Ann" intent={HAND} has={PLAIN} onScore={onScore} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('For'), { target: { value: 'correction' } });
    fireEvent.click(screen.getByRole('button', { name: '+ on' }));
    fireEvent.input(screen.getByLabelText('Points'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Peg it' }));
    expect(onScore).toHaveBeenCalledWith(-5, 'correction', undefined);
  });

  test("the For list offers only this game's reasons: no Top or start bonus in a traditional game (phone audit 17)", () => {
    const options = () => [...(screen.getByLabelText('For') as HTMLSelectElement).options].map((o) => o.textContent);
    const { unmount } = render(<KeypadSheet name="Ann" intent={WAITS} has={PLAIN} onScore={async () => null} onClose={() => {}} />);
    expect(options()).toEqual(['Correction (+ or −)', 'Pegging', 'Go', 'Last card', 'His heels', 'Muggins', 'Penalty']);
    unmount();
    // Five-card (002 5-CARD) has a start bonus; Cribbage is not Enough (000) has Tops.
    render(<KeypadSheet name="Ann" intent={WAITS} has={{ tops: true, startBonus: true }} onScore={async () => null} onClose={() => {}} />);
    expect(options()).toEqual(['Correction (+ or −)', 'Pegging', 'Go', 'Last card', 'His heels', 'Muggins', 'Penalty', 'Start bonus', 'Top (Not Enough)']);
  });

  test('with nothing due (a waiting pad) the keypad offers a correction first', () => {
    render(<KeypadSheet name="Ann" intent={WAITS} has={PLAIN} onScore={async () => null} onClose={() => {}} />);
    expect((screen.getByLabelText('For') as HTMLSelectElement).value).toBe('correction');
  });
});

describe('SidePad', () => {
  const pad = (intent: TapIntent, lit: boolean, extra: Partial<Parameters<typeof SidePad>[0]> = {}) => {
    const onScore = vi.fn();
    const onBlocked = vi.fn();
    render(
      <SidePad
        id={0}
        name="Ann"
        score={17}
        path={null}
        back="back 9"
        color="#c62828"
        boxed=""
        intent={intent}
        lit={lit}
        over={false}
        typed=""
        onScore={onScore}
        onMore={() => {}}
        onBlocked={onBlocked}
        {...extra}
      />,
    );
    return { onScore, onBlocked };
  };

  test('"Ann plus 12" scores the due count; a nineteen is one tap', () => {
    const { onScore } = pad(HAND, true);
    fireEvent.click(screen.getByRole('button', { name: 'Ann plus 12' }));
    expect(onScore).toHaveBeenCalledWith(12, 'hand', 0);
    fireEvent.click(screen.getByRole('button', { name: "Ann's hand: nothing (nineteen)" }));
    expect(onScore).toHaveBeenLastCalledWith(0, 'hand', 0);
    expect(screen.getByRole('region', { name: 'Ann: 17' }).className).toContain('pad--lit');
  });

  test('on a side path the pad says where the peg is and where it comes back, not a number (issue 25.2)', () => {
    pad(WAITS, false, { score: 151, path: { place: 'Trap 1 · 9 of 10', rejoin: 'back on the track at 153' }, back: 'back 1 of 10' });
    const region = screen.getByRole('region', { name: 'Ann: 151' });
    expect(region.querySelector('.pad__head')!.textContent).toBe('Trap 1 · 9 of 10 back on the track at 153Annback 1 of 10');
    expect(region.querySelector('.pad__score')!.getAttribute('aria-hidden')).toBeNull();
  });

  test("both pegs in one hole say 'both pegs', not 'back 2' beside a score of 2 (issue 25.9)", () => {
    pad(WAITS, false, { score: 2, back: 'both pegs' });
    expect(screen.getByRole('region', { name: 'Ann: 2' }).querySelector('.pad__back')!.textContent).toBe('both pegs');
  });

  test('a waiting pad keeps its buttons in place and says why when tapped', () => {
    const { onScore, onBlocked } = pad(WAITS, false);
    fireEvent.click(screen.getByRole('button', { name: 'Ann plus 3' }));
    expect(onScore).not.toHaveBeenCalled();
    expect(onBlocked).toHaveBeenCalledWith("It is Bob's hand to count next.");
  });

  test('the pad is one stop for Tab; arrow keys move between its buttons', () => {
    pad(HAND, true);
    const buttons = screen.getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
  });

  test('once the game is over the pad only shows the score', () => {
    pad(HAND, false, { over: true });
    expect(screen.queryByRole('button', { name: 'Ann plus 1' })).toBeNull();
  });
});
