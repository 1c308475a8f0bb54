// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { GRASS_ROOTS, newCard, type PlayerCard } from '../../../src/club';
import { CardTable } from '../../../src/ui/club/CardTable';
import { LineForm } from '../../../src/ui/club/LineForm';
import { clubFileName, dayWords, signed } from '../../../src/ui/club/words';

afterEach(cleanup);

const NIGHT = { id: 'n-1', name: 'Thursday club', date: '2026-11-26', format: GRASS_ROOTS };

const card: PlayerCard = {
  ...newCard(NIGHT, 'Ann'),
  lines: [
    { game: 1, opponent: 'Bob', won: true, own: 121, theirs: 100, source: { kind: 'game', gameId: 'g-1' }, corrected: false },
    { game: 2, opponent: 'Cy', won: true, own: 121, theirs: 55, source: { kind: 'typed' }, corrected: false },
    { game: 3, opponent: 'Di', won: false, own: 110, theirs: 121, source: { kind: 'game', gameId: 'g-3' }, corrected: true },
  ],
};

describe("a player's card on screen (issue 29 item 1)", () => {
  test('each line with where it came from, the skunk, game points and spread; the totals at the foot', () => {
    render(<CardTable card={card} caption="Ann's card" />);
    const rows = [...screen.getByRole('table', { name: "Ann's card" }).querySelectorAll('tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['1', 'Bobfrom a game', 'Won 121–100', '2', '+21'],
      ['2', 'Cytyped', 'Won 121–55double skunk', '3', '+66'],
      ['3', 'Difrom a game, corrected', 'Lost 110–121', '0', '−11'],
    ]);
    expect(screen.getByRole('table').querySelector('tfoot')?.textContent).toBe('3 of 9 games2 won5+765 game points · 2 won, 1 lost · spread +76 · 1 skunk');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('a line corrected from its button, named for the game', () => {
    const onCorrect = vi.fn();
    render(<CardTable card={card} caption="Ann's card" onCorrect={onCorrect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Correct game 3 against Di' }));
    expect(onCorrect).toHaveBeenCalledWith(2);
  });

  test('a typed line: what the rules refuse is said in an alert, and the scores go as typed (a non-number as NaN)', async () => {
    const onSave = vi.fn(async () => 'The winner ends on the game hole, 121: 119 to 100 has no winner there.');
    render(<LineForm title="Add a game kept on paper" player="Ann" saveLabel="Add the game" onSave={onSave} onCancel={() => undefined} />);
    fireEvent.input(screen.getByLabelText('Opponent'), { target: { value: 'Bob' } });
    fireEvent.input(screen.getByLabelText("Ann's score"), { target: { value: '119' } });
    fireEvent.input(screen.getByLabelText("Opponent's score"), { target: { value: '1OO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the game' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The winner ends on the game hole, 121: 119 to 100 has no winner there.');
    expect(onSave).toHaveBeenCalledWith({ opponent: 'Bob', own: 119, theirs: Number.NaN });
  });

  test('words: the day as typed, a signed spread, a file name no file system refuses', () => {
    expect(dayWords('2026-11-26')).toBe('Thu 26 Nov 2026');
    expect([signed(21), signed(-21), signed(0)]).toEqual(['+21', '−21', '0']);
    expect(clubFileName('Ann: "Thursday" club', '2026-11-26', 'card', 'json')).toBe('Ann Thursday club 2026-11-26 card.json');
  });
});
