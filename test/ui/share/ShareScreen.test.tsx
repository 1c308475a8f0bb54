// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readLink } from '../../../src/ui/share/links';
import { closeGame, events, gameId, send, startGame } from '../../../src/ui/session/session';
import { ShareScreen, fileOutcomeWords } from '../../../src/ui/share/ShareScreen';
import { ShareView } from '../../../src/ui/share/ShareView';

afterEach(() => {
  cleanup();
  closeGame();
});

const URL_ = 'https://muggins.example/#M1.GZ5BQWERTY234567';

function nav(writeText: (t: string) => Promise<void>, share?: (d: ShareData) => Promise<void>) {
  return { clipboard: { writeText } as unknown as Clipboard, ...(share ? { share } : {}) } as Pick<Navigator, 'clipboard' | 'share'>;
}

describe('ShareView', () => {
  test('copies the link and says so; a refused copy says how to copy by hand', async () => {
    const writeText = vi.fn(async () => {});
    render(<ShareView title="Ann v Bob" link={{ kind: 'ready', url: URL_ }} onFile={async () => ''} nav={nav(writeText)} />);
    expect((screen.getByLabelText("The game's link") as HTMLTextAreaElement).value).toBe(URL_);
    expect(screen.getByText(/^44 characters: the whole game is in the link/)).toBeTruthy();
    // No share sheet in this browser: no button for it.
    expect(screen.queryByRole('button', { name: 'Send the link…' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(await screen.findByText('Copied: paste the link in a message to another phone.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(URL_);
    cleanup();
    render(
      <ShareView title="Ann v Bob" link={{ kind: 'ready', url: URL_ }} onFile={async () => ''} nav={nav(async () => Promise.reject(new Error('denied')))} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(await screen.findByText('This browser would not copy it: select the link above and copy it by hand.')).toBeTruthy();
  });

  test('sends the link through the share sheet where there is one; the QR code holds the same link', async () => {
    const share = vi.fn(async () => {});
    render(<ShareView title="Ann v Bob" link={{ kind: 'ready', url: URL_ }} onFile={async () => ''} nav={nav(async () => {}, share)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link…' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Muggins: Ann v Bob', url: URL_ }));
    expect(await screen.findByRole('img', { name: 'QR code of the link to the game Ann v Bob' })).toBeTruthy();
  });

  test('the file: what happened is said; a link that could not be made says why and still offers the file', async () => {
    const onFile = vi.fn(async () => 'Downloaded the game file: find it in your downloads.');
    render(
      <ShareView
        title="Ann v Bob"
        link={{ kind: 'failed', message: 'This game cannot be put in a link: too long.' }}
        onFile={onFile}
        nav={nav(async () => {})}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('This game cannot be put in a link: too long.');
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Share the file' }));
    expect(await screen.findByText('Downloaded the game file: find it in your downloads.')).toBeTruthy();
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['shared', 'Shared Ann v Bob.'],
    ['downloaded', 'Downloaded the game file: find it in your downloads.'],
    ['cancelled', ''],
  ] as const)('a file %s is said as %j', (outcome, words) => {
    expect(fileOutcomeWords(outcome, 'Ann v Bob')).toBe(words);
  });
});

describe('ShareScreen', () => {
  test('a saved game: its link opens to the very log stored, with its title and colours', async () => {
    expect(await startGame({ ruleset: 'traditional', players: ['Ann', 'Bob'] }, { colors: ['green', 'gold'] })).toBeNull();
    expect(await send({ type: 'cutForDeal', dealer: 0 })).toBe(true);
    expect(await send({ type: 'score', side: 1, points: 5, reason: 'play' })).toBe(true);
    const id = gameId.value!;
    const log = events.value;
    render(<ShareScreen id={id} />);
    const box = (await screen.findByLabelText("The game's link")) as HTMLTextAreaElement;
    expect(box.value.startsWith(`${location.origin}${location.pathname}#M1.`)).toBe(true);
    const read = await readLink(box.value);
    expect(read.ok && read.value).toEqual({ title: 'Ann v Bob', extras: { colors: ['green', 'gold'] }, events: log });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Share Ann v Bob');
  });

  test('a game that is not here says so', async () => {
    render(<ShareScreen id="g-nowhere" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This game cannot be shared: /);
  });
});
