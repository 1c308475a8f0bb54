// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_BOARDS, formatBoard, parseBoardText, type Board } from '../../../src/board';
import { BoardEditor, boardSummary } from '../../../src/ui/board/BoardEditor';

afterEach(cleanup);

const CRIB_WARS = BUILT_IN_BOARDS['crib-wars'];

function setup(board = CRIB_WARS) {
  const onSave = vi.fn(async (_board: Board): Promise<string | null> => null);
  const onCancel = vi.fn();
  const view = render(<BoardEditor board={board} onSave={onSave} onCancel={onCancel} />);
  const textarea = screen.getByLabelText('Board JSON') as HTMLTextAreaElement;
  const type = (text: string) => fireEvent.input(textarea, { target: { value: text } });
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  return { ...view, onSave, onCancel, textarea, type, click };
}

/** Crib Wars with a penalty box moved onto a time trap. */
function overlapping(): string {
  const json = JSON.parse(formatBoard(CRIB_WARS));
  json.zones[2].start = 170;
  json.zones[2].end = 172;
  return JSON.stringify(json, null, 2);
}

describe('BoardEditor', () => {
  it('starts with the board as JSON and lists its zones', () => {
    const { textarea } = setup();
    expect(textarea.value).toBe(formatBoard(CRIB_WARS));
    const zones = within(screen.getByRole('list', { name: 'Zones' })).getAllByRole('listitem');
    expect(zones).toHaveLength(12);
    expect(zones[0]!.textContent).toContain('red skip');
    expect(zones[0]!.textContent).toContain('124');
  });

  it('checks a good board and says what is on it', () => {
    const { click } = setup();
    click('Check');
    expect(screen.getByRole('status').textContent).toBe('Board OK: 363 holes, 3 tracks, zones: 3 red skips, 4 time traps, 3 penalty boxes, 2 green advances');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("refuses a bad board with the board's own error message", () => {
    const { type, click, onSave } = setup();
    const text = overlapping();
    const expected = parseBoardText(text);
    expect(expected.ok).toBe(false);
    type(text);
    click('Check');
    expect(screen.getByRole('alert').textContent).toBe(expected.ok ? '' : expected.error.message);
    click('Save');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('overlap');
  });

  it('refuses text that is not JSON', () => {
    const { type, click, onSave } = setup();
    type('{ "format": ');
    click('Save');
    expect(screen.getByRole('alert').textContent).toBe('This is not a board file: it is not valid JSON.');
    expect(onSave).not.toHaveBeenCalled();
    // The preview keeps the last board that checked OK.
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Pegboard: Crib Wars (approximate), no pegs');
  });

  it('saves a good edited board, parsed', () => {
    const { type, click, onSave } = setup();
    const json = JSON.parse(formatBoard(CRIB_WARS));
    json.name = 'Our board';
    json.id = 'our-board';
    json.zones[0].start = 125;
    json.zones[0].end = 127;
    json.zones[0].slideTo = 145;
    const text = JSON.stringify(json);
    type(text);
    click('Save');
    expect(onSave).toHaveBeenCalledTimes(1);
    const expected = parseBoardText(text);
    expect(onSave.mock.calls[0]![0]).toEqual(expected.ok ? expected.value : null);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Pegboard: Our board, no pegs');
  });

  it('starts again from a built-in layout, keeping the id and name', () => {
    const mine = parseBoardText(JSON.stringify({ ...JSON.parse(formatBoard(CRIB_WARS)), id: 'b-1', name: 'Mine' }));
    if (!mine.ok) throw new Error(mine.error.message);
    const { textarea, click, onSave } = setup(mine.value);
    fireEvent.change(screen.getByLabelText('Start from'), { target: { value: 'standard-61' } });
    click('Use this layout');
    const loaded = JSON.parse(textarea.value);
    expect(loaded).toMatchObject({ id: 'b-1', name: 'Mine', finish: 61, zones: [] });
    expect(screen.getByText('This board has no zones.')).toBeTruthy();
    click('Save');
    expect(onSave.mock.calls[0]![0]).toMatchObject({ id: 'b-1', finish: 61 });
  });

  it('says one track and one hole in the singular ("1 tracks" was a defect, issue 15.11)', () => {
    const one = parseBoardText(
      JSON.stringify({
        format: 'muggins-board',
        version: 1,
        id: 'one',
        name: 'One',
        finish: 61,
        tracks: 1,
        zones: [{ kind: 'time-trap', id: 't', start: 30, path: { holes: 1, rejoin: 20 } }],
      }),
    );
    if (!one.ok) throw new Error(one.error.message);
    expect(boardSummary(one.value)).toBe('Board OK: 61 holes, 1 track, zones: 1 time trap');
    render(<BoardEditor board={one.value} onSave={async () => null} onCancel={() => {}} />);
    expect(within(screen.getByRole('list', { name: 'Zones' })).getByRole('listitem').textContent).toBe('time trap 1 · hole 30 · 1 hole, back to 20');
  });

  it('cancels', () => {
    const { click, onCancel, onSave } = setup();
    click('Cancel');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("issue 37.8: a save under a built-in board's id says why in the editor and stores nothing", async () => {
    const { type, click, onSave } = setup();
    const json = JSON.parse(formatBoard(CRIB_WARS));
    json.name = 'Our board';
    type(JSON.stringify(json));
    click('Save');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "“Our board” cannot be saved as 'crib-wars': that is the id of the built-in board “Crib Wars (approximate)”. Give it an id of its own in its JSON (letters, digits and dashes, e.g. 'my-crib-wars'), then save.",
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('issue 37.8: "Start from" first offers the built-in board the board was made from', () => {
    setup();
    expect((screen.getByLabelText('Start from') as HTMLSelectElement).value).toBe('crib-wars');
  });
});
