// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Game } from '../../../src/game';
import { FollowTable } from '../../../src/ui/follow/FollowTable';
import type { Followed } from '../../../src/ui/follow/following';
import { MenuSheet } from '../../../src/ui/table/MenuSheet';
import { c, Table } from '../../game/helpers';

/* The followed table (issue 28 item 2): the table phone's game, read-only, with this phone's player's own count. */

afterEach(cleanup);

/** Ann v Bob, Ann deals, the starter 5♥, Bob pegged 2, the play over: Bob's hand counts next. */
function game(): Table {
  const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] }, 'g-follow');
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnStarter', card: c('5H') });
  t.tap(1, 2, 'play', 1);
  t.do({ type: 'endPlay' });
  return t;
}

function followed(t: Table, more: Partial<Followed> = {}): Followed {
  return {
    status: 'linked',
    catchingUp: false,
    title: 'Ann v Bob',
    colors: [],
    events: t.events,
    timeline: t.timeline,
    seat: null,
    allowed: { seat: null, count: false },
    headline: 'Bob pegs 2 to 2 (pegging)',
    problem: '',
    saved: null,
    why: '',
    taken: null,
    ...more,
  };
}

function show(t: Table, more: Partial<Followed> = {}, onSend = vi.fn(async () => ({ ok: true as const }))) {
  const calls = { onSeat: vi.fn(), onRejoin: vi.fn(), onStop: vi.fn(), onOpenCopy: vi.fn(), onHome: vi.fn() };
  render(<FollowTable game={t.state as Game} followed={followed(t, more)} onSend={onSend} {...calls} />);
  return calls;
}

describe('a followed table', () => {
  test('shows the scores and the last move, with no key to score: only the table phone writes the game', () => {
    const t = game();
    show(t);
    expect(screen.getByRole('region', { name: 'Ann: 0' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Bob: 2' })).toBeTruthy();
    expect(screen.getByText('Bob pegs 2 to 2 (pegging)')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /plus \d+$/ })).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('● Following · Ann v Bob');
  });

  test('linked but not yet sure of every move (back after a drop, a screen woken): it says it is catching up', () => {
    show(game(), { catchingUp: true });
    expect(screen.getByRole('status').textContent).toBe('Catching up… · Ann v Bob');
  });

  test('asks whose phone it is, and says the pick', () => {
    const t = game();
    const calls = show(t);
    const who = screen.getByLabelText('Whose phone is this?') as HTMLSelectElement;
    expect([...who.options].map((o) => o.textContent)).toEqual(['Pick a player…', 'Ann', 'Bob']);
    fireEvent.change(who, { target: { value: '1' } });
    expect(calls.onSeat).toHaveBeenCalledWith(1);
  });

  test("Bob's phone, not let count: it says the table phone can let him; no count is offered", () => {
    const t = game();
    show(t, { seat: 1 });
    expect(screen.getByText(/The table phone can let you count your own hand here/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Count my hand…' })).toBeNull();
  });

  test("Bob's phone, let count, at his count: his hand by cards goes to the table phone as his command", async () => {
    const t = game();
    const onSend = vi.fn(async () => ({ ok: true as const }));
    show(t, { seat: 1, allowed: { seat: 1, count: true } }, onSend);
    fireEvent.click(screen.getByRole('button', { name: 'Count my hand…' }));
    const dialog = await screen.findByRole('dialog');
    // The round's starter is known: one picker, for the hand.
    fireEvent.input(within(dialog).getByLabelText('Or type'), { target: { value: '5c 5d 5s jh' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set' }));
    const score = await screen.findByRole('button', { name: 'Score it: 29' });
    fireEvent.click(score);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]).toMatchObject([
      {
        type: 'countHand',
        seat: 1,
        cards: [
          { rank: 5, suit: 'C' },
          { rank: 5, suit: 'D' },
          { rank: 5, suit: 'S' },
          { rank: 11, suit: 'H' },
        ],
      },
    ]);
  });

  test("what became of the phone's count is said until the game moves on", async () => {
    const t = game();
    const onSend = vi.fn(async () => ({
      ok: false as const,
      why: 'race' as const,
      message: 'The table phone saved Ann pegs 2 to 2 (pegging) first: your move was not saved.',
    }));
    const props = { onSeat: vi.fn(), onRejoin: vi.fn(), onStop: vi.fn(), onOpenCopy: vi.fn(), onHome: vi.fn(), onSend };
    const view = render(<FollowTable game={t.state as Game} followed={followed(t, { seat: 1, allowed: { seat: 1, count: true } })} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Count my hand…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Or type'), { target: { value: '5c 5d 5s jh' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Score it: 29' }));
    // The refusal stands in the sheet and under the bar.
    await waitFor(() =>
      expect(screen.getAllByText('The table phone saved Ann pegs 2 to 2 (pegging) first: your move was not saved.').length).toBeGreaterThan(0),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /^Close / }));
    expect(screen.getByText('The table phone saved Ann pegs 2 to 2 (pegging) first: your move was not saved.')).toBeTruthy();
    t.tap(1, 8, 'hand', 1);
    view.rerender(<FollowTable game={t.state as Game} followed={followed(t, { seat: 1, allowed: { seat: 1, count: true } })} {...props} />);
    expect(screen.queryByText('The table phone saved Ann pegs 2 to 2 (pegging) first: your move was not saved.')).toBeNull();
  });

  test('a count lost to the table phone closes its sheet, says so, and leaves every control working (issue 34)', async () => {
    const t = game();
    const props = { onSeat: vi.fn(), onRejoin: vi.fn(), onStop: vi.fn(), onOpenCopy: vi.fn(), onHome: vi.fn(), onSend: vi.fn() };
    const mine = { seat: 1, allowed: { seat: 1, count: true } } as const;
    const view = render(<FollowTable game={t.state as Game} followed={followed(t, mine)} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Count my hand…' }));
    await screen.findByRole('dialog');
    // The table phone scores Bob's hand first.
    t.tap(1, 8, 'hand', 1);
    view.rerender(<FollowTable game={t.state as Game} followed={followed(t, { ...mine, headline: "Bob's hand: 8" })} {...props} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText("The table phone scored it first (Bob's hand: 8): your count was not sent from here.")).toBeTruthy();
    // Nothing is left inert: the top bar, the board, the pads and the bar all take taps.
    expect(view.container.querySelectorAll('[inert]').length).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Close/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Not Bob?' }));
    expect(props.onSeat).toHaveBeenCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: /^Stop following/ }));
    expect(props.onStop).toHaveBeenCalledTimes(1);
    // The next count does not open a sheet unasked.
    expect(props.onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test("the phone's own count, saved, moves the game on: it says saved, not that the table phone came first", async () => {
    const t = game();
    const mine = { seat: 1, allowed: { seat: 1, count: true } } as const;
    let view: ReturnType<typeof render> | null = null;
    const props = { onSeat: vi.fn(), onRejoin: vi.fn(), onStop: vi.fn(), onOpenCopy: vi.fn(), onHome: vi.fn() };
    // The table phone's events come before its answer, as over the link.
    const onSend = vi.fn(async () => {
      t.tap(1, 29, 'hand', 1);
      view!.rerender(<FollowTable game={t.state as Game} followed={followed(t, mine)} onSend={onSend} {...props} />);
      return { ok: true as const };
    });
    view = render(<FollowTable game={t.state as Game} followed={followed(t, mine)} onSend={onSend} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Count my hand…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Or type'), { target: { value: '5c 5d 5s jh' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Score it: 29' }));
    await waitFor(() => expect(screen.getByText('Saved on the table phone.')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/scored it first/)).toBeNull();
  });

  test("Ann's phone, let count, at Bob's count: nothing to count", () => {
    const t = game();
    show(t, { seat: 0, allowed: { seat: 0, count: true } });
    expect(screen.queryByRole('button', { name: 'Count my hand…' })).toBeNull();
    expect(screen.getByText(/When it is your count, count it here by its cards/)).toBeTruthy();
  });

  test('a lost link says how to rejoin', () => {
    const t = game();
    const calls = show(t, { status: 'lost' });
    expect(screen.getByRole('alert').textContent).toBe(
      'The link to the table phone is lost. To rejoin: on the table phone, ☰ → Let phones follow; here, tap Rejoin and scan its code.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rejoin' }));
    expect(calls.onRejoin).toHaveBeenCalledTimes(1);
  });

  test('an ended link says where the game was saved and opens it', () => {
    const t = game();
    const calls = show(t, { status: 'ended', saved: { ok: true, id: 'g-follow', message: 'Ann v Bob is saved on this phone.' } });
    expect(screen.getByText(/The table phone ended the link\. Ann v Bob is saved on this phone\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the saved game' }));
    expect(calls.onOpenCopy).toHaveBeenCalledWith('g-follow');
  });
});

describe("the table's More sheet", () => {
  test('offers "Let phones follow" when the table gives it', () => {
    const onFollow = vi.fn();
    render(<MenuSheet onHistory={() => {}} onReplay={() => {}} onPegs={() => {}} onShare={() => {}} onFollow={onFollow} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Let phones follow' }));
    expect(onFollow).toHaveBeenCalledTimes(1);
  });
});
