// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReplay, type Replay } from '../../../src/ui/replay/replayModel';
import { ReplayView } from '../../../src/ui/replay/ReplayView';
import { corpusGame } from '../../game/corpus';

afterEach(cleanup);

function replayOf(name: string): Replay {
  return buildReplay(corpusGame(name).events)!;
}

const said = () => screen.getByTestId('replay-said').textContent;
const where = (c: Element) => c.querySelector('.replay__where strong')!.textContent;
const boardLabel = (c: Element) => c.querySelector('svg[role="img"]')!.getAttribute('aria-label');

describe('ReplayView', () => {
  it('opens on the last move, says nothing until stepped, then says each step once', () => {
    const r = replayOf('crib-wars, 3 players, every kind of zone');
    const { container } = render(<ReplayView replay={r} colors={['red', 'blue', 'green']} />);
    expect(where(container)).toBe(`Move ${r.length} of ${r.length}`);
    expect(said()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'First move' }));
    expect(where(container)).toBe(`Move 1 of ${r.length}`);
    expect(said()).toBe(`Move 1 of ${r.length}: New game: Crib Wars, Ann v Bob v Cy. Ann 0, Bob 0, Cy 0.`);
    // Move 5: Ann's 4 from 120 lands on red skip 1 and slides to 144 (003 RED SKIP); her back peg stays on 120.
    fireEvent.input(screen.getByRole('slider'), { target: { value: '5' } });
    expect(where(container)).toBe(`Move 5 of ${r.length}`);
    expect(container.querySelector('.replay__lines')!.textContent).toBe('Red skip 1: Ann pegs 4 to 124 and slides 20 holes to 144 (pegging)');
    expect(boardLabel(container)).toBe('Pegboard: Ann 144 (back peg 120), Bob 0 (back peg at the start), Cy 0 (back peg at the start)');
    expect(said()).toBe(`Move 5 of ${r.length}, round 1: Red skip 1: Ann pegs 4 to 124 and slides 20 holes to 144 (pegging). Ann 144, Bob 0, Cy 0.`);
    // Move 6: Bob lands in time trap 1 and goes down its blue path (003 BLUE TIME TRAPS).
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(boardLabel(container)).toBe('Pegboard: Ann 144 (back peg 120), Bob 143 (back peg at the start), Cy 0 (back peg at the start)'); // Bob on hole 1 of 10 of a path rejoining at 153 (issue 25.2)
    expect(container.querySelector('[data-side="1"][data-peg="front"] title')!.textContent).toBe('Bob front peg, hole 1 of the blue path of time trap 1');
  });

  it('steps from the keyboard: arrows, Home and End; not while the slider or a text field has the key', () => {
    const r = replayOf('traditional by taps');
    const { container } = render(<ReplayView replay={r} colors={[]} />);
    const last = r.length;
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(where(container)).toBe(`Move ${last - 1} of ${last}`);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(where(container)).toBe(`Move ${last - 2} of ${last}`);
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(where(container)).toBe(`Move ${last} of ${last}`);
    // At the end, on is nowhere: nothing changes and nothing is said again.
    const before = said();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(where(container)).toBe(`Move ${last} of ${last}`);
    expect(said()).toBe(before);
    fireEvent.keyDown(document.body, { key: 'Home' });
    expect(where(container)).toBe(`Move 1 of ${last}`);
    fireEvent.keyDown(document.body, { key: 'End' });
    expect(where(container)).toBe(`Move ${last} of ${last}`);
    // The slider steps by itself (a native range input): the page's keys leave it alone.
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'Home' });
    expect(where(container)).toBe(`Move ${last} of ${last}`);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', ctrlKey: true });
    expect(where(container)).toBe(`Move ${last} of ${last}`);
  });

  it('buttons at an end stay focusable and do nothing (aria-disabled)', () => {
    const r = replayOf('traditional by taps');
    const { container } = render(<ReplayView replay={r} colors={[]} start={0} />);
    const first = screen.getByRole('button', { name: 'First move' });
    expect(first.getAttribute('aria-disabled')).toBe('true');
    expect(first.hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back one move' }));
    expect(where(container)).toBe(`Move 1 of ${r.length}`);
    expect(said()).toBe('');
    expect(screen.getByRole('button', { name: 'Last move' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('a count entered by cards shows its items (traditional by cards)', () => {
    const r = replayOf('traditional by cards');
    const index = r.groups.findIndex((g) => g.events.some((e) => e.type === 'HandCounted' && e.cards !== null && e.items.length >= 2));
    const counted = r.groups[index]!.events.find((e) => e.type === 'HandCounted')!;
    if (counted.type !== 'HandCounted') throw new Error('not a count');
    render(<ReplayView replay={r} colors={[]} start={index} />);
    const region = screen.getByRole('region', { name: `Count: ${counted.total}` });
    expect(region.querySelectorAll('.count__item').length).toBe(counted.items.length);
    expect(screen.getByRole('region', { name: 'The count' }).querySelector('h3')!.textContent).toMatch(/^(Ann|Bob)'s (hand|crib)$/);
  });

  it('says when moves undone at the table are left out', () => {
    render(<ReplayView replay={replayOf('traditional, undo and redo, by taps')} colors={[]} />);
    expect(screen.getByText('One move was undone at the table; it is not a step here.')).toBeTruthy();
  });
});
