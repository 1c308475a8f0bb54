// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { encodeLink } from '../../../src/link';
import { getStore } from '../../../src/ui/session/session';
import { LinkScreen } from '../../../src/ui/share/LinkScreen';
import { corpusGame } from '../../game/corpus';
import { frameLink, packLink } from '../../store/fuzzCases';

afterEach(cleanup);

const GAME = corpusGame('traditional by taps');

async function linkOf(events = GAME.events, title = 'Ann v Bob'): Promise<string> {
  const link = await encodeLink({ title, extras: { colors: ['gold', 'purple'] }, events });
  if (!link.ok) throw new Error(link.error.message);
  return link.value;
}

async function storedGames(): Promise<string[]> {
  const { file } = await (await getStore()).exportAll();
  return file.games.map((g) => `${g.id} ${g.title} ${g.events.length}`).sort();
}

describe('LinkScreen: a hostile link never hangs the screen (issue 26 item 1)', () => {
  const scored = GAME.events.findIndex((e) => e.type === 'Scored');
  test.each([
    [
      'one Scored of 1e300 points',
      GAME.events.map((e, i) => (i === scored ? { ...e, points: 1e300 } : e)),
      `This game link holds a game this app cannot read. Event ${scored + 1} of the game is not valid: Event Scored has a missing or malformed field.`,
    ],
    [
      'its last event repeated',
      [...GAME.events, GAME.events.at(-1)!],
      `This game link holds a game this app cannot read. Event ${GAME.events.length + 1} of the game does not fit it: This GameEnded repeats the event before it exactly (command ${GAME.events.at(-1)!.n}): no command makes the same event twice, so the log was copied or edited.`,
    ],
  ])('a link made with the app’s own packer, %s: refused with a sentence and a way home', async (_name, events, message) => {
    const before = await storedGames();
    render(<LinkScreen fragment={await frameLink(packLink('Ann v Bob', { colors: [] }, events))} />);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save this game on this phone' })).toBeNull();
    expect(await storedGames()).toEqual(before);
  });
});

describe('LinkScreen: a shared game opened from its link (issue 12.3)', () => {
  test.each([
    ['M1.AAAA', 'This game link is damaged or cut short: copy the whole link and try again.'],
    ['M1.GZ5B0189', 'This game link is damaged: it holds characters a game link never has (was it retyped?).'],
    ['hello', 'This is not a Muggins game link.'],
    ['M2.GZ5B', 'This game link was made by a newer Muggins (link format 2): update the app to open it.'],
  ])('a bad link (%s) is refused with a sentence and changes nothing', async (fragment, message) => {
    const before = await storedGames();
    render(<LinkScreen fragment={fragment} />);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link cannot be opened');
    expect(screen.getByText('Nothing was changed on this phone.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save this game on this phone' })).toBeNull();
    expect(await storedGames()).toEqual(before);
  });

  test('a link cut short by one character is refused too', async () => {
    const link = await linkOf();
    render(<LinkScreen fragment={link.slice(0, -1)} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This game link is damaged or cut short: copy the whole link and try again.');
  });

  test('a good link shows the game read only, with its replay and its pegs, and saves it once', async () => {
    const before = await storedGames();
    const link = await linkOf();
    const { container } = render(<LinkScreen fragment={link} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Shared game Ann v Bob');
    expect(screen.getByText('Read only: not saved on this phone.')).toBeTruthy();
    expect(await storedGames()).toEqual(before);
    // The replay opens on the last move; the pegs in the link's colours.
    expect(container.querySelector('.replay__where strong')!.textContent).toMatch(/^Move (\d+) of \1$/);
    fireEvent.click(screen.getByRole('button', { name: 'Put the pegs back' }));
    expect(screen.getByRole('heading', { name: 'Ann (gold)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bob (purple)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save this game on this phone' }));
    expect((await screen.findByRole('status')).textContent).toBe('Ann v Bob is saved on this phone.');
    const id = 'g-corpus-1';
    const loaded = await (await getStore()).loadGame(id);
    expect(loaded.ok && loaded.value.events).toEqual(GAME.events);
    expect(loaded.ok && loaded.value.record).toMatchObject({
      id,
      title: 'Ann v Bob',
      setup: { colors: ['gold', 'purple'] },
      finished: true,
      createdAt: GAME.events[0]!.at,
    });
    expect(screen.getByRole('button', { name: 'Open it' })).toBeTruthy();
    cleanup();

    // The same link again: already here, nothing added.
    const count = (await storedGames()).length;
    render(<LinkScreen fragment={link} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save this game on this phone' }));
    expect((await screen.findByRole('status')).textContent).toBe('Ann v Bob is already on this phone, move for move.');
    expect((await storedGames()).length).toBe(count);
  });

  test('a game whose id is here with another log is saved beside it as a copy', async () => {
    const full = await linkOf(GAME.events, 'Ann v Bob');
    render(<LinkScreen fragment={full} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save this game on this phone' }));
    await screen.findByRole('button', { name: 'Open it' });
    cleanup();
    // The same game shared earlier, mid-game: the same id, a shorter log (whole commands, as a stored log always is).
    const cut = GAME.events.findIndex((e, i) => i >= 39 && GAME.events[i + 1]?.n !== e.n) + 1;
    const early = await linkOf(GAME.events.slice(0, cut), 'Ann v Bob');
    render(<LinkScreen fragment={early} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save this game on this phone' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Another game with this game's id is on this phone, so this one is saved beside it as “Ann v Bob (imported copy)”.",
    );
    const games = await storedGames();
    expect(games.filter((g) => g.startsWith('g-corpus-1~'))).toEqual([
      expect.stringMatching(new RegExp(`^g-corpus-1~\\w+ Ann v Bob \\(imported copy\\) ${cut}$`)),
    ]);
  });
});
