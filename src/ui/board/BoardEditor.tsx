import { useMemo, useRef, useState } from 'preact/hooks';
import { BUILT_IN_BOARDS, formatBoard, parseBoardText, ZONE_KIND_NAMES, type Board, type BoardResult, type ZoneKind } from '../../board';
import { plural } from '../../game';
import { BuiltInBoardSelect } from './BuiltInBoardSelect';
import { builtInLike, reservedIdProblem } from './boards';
import { Pegboard } from './Pegboard';
import './boardEditor.css';

/** Props of {@link BoardEditor}. */
export interface Props {
  /** The board to start from, e.g. a copy of a built-in board under a new id. Its id and name are kept. */
  readonly board: Board;
  /** Called with the checked board when the player saves; the caller stores it and resolves to why not, or `null`. */
  readonly onSave: (board: Board) => Promise<string | null>;
  /** Called when the player leaves without saving. */
  readonly onCancel: () => void;
}

/** e.g. `'Board OK: 363 holes, zones: 3 red skips, 4 time traps, 3 penalty boxes, 2 green advances'`. */
export function boardSummary(board: Board): string {
  const counts = new Map<ZoneKind, number>();
  for (const z of board.zones) counts.set(z.kind, (counts.get(z.kind) ?? 0) + 1);
  const zones = [...counts].map(([kind, n]) => plural(n, ZONE_KIND_NAMES[kind][0], ZONE_KIND_NAMES[kind][1]));
  return `Board OK: ${plural(board.finish, 'hole')}, ${plural(board.tracks, 'track')}, zones: ${zones.length === 0 ? 'none' : zones.join(', ')}`;
}

/** Where a zone sends a peg, in a few words, e.g. `'to 144-146'`, `'10 holes, back to 153'`. */
function zoneGoes(zone: Board['zones'][number]): string {
  switch (zone.kind) {
    case 'red-skip':
      return `to ${zone.slideTo}–${zone.slideTo + zone.end - zone.start}`;
    case 'time-trap':
      return `${plural(zone.path.holes, 'hole')}, back to ${zone.path.rejoin}`;
    case 'green-advance':
      return `${plural(zone.path.holes, 'hole')}, on to ${zone.path.rejoin}`;
    case 'penalty-box':
      return 'folds';
  }
}

const BUILT_INS = Object.values(BUILT_IN_BOARDS);

/**
 * Edit a custom board as JSON: start from a built-in layout, check it (the board's own error words, or a summary),
 * see it drawn and its zones listed, then save or cancel. The preview shows the last text that checked OK.
 */
export function BoardEditor({ board, onSave, onCancel }: Props) {
  const [text, setText] = useState(() => formatBoard(board));
  const [template, setTemplate] = useState<string>(() => builtInLike(board).id);
  // Why the last Save stored nothing (a built-in board's id, a failed write), shown until the text changes.
  const [refused, setRefused] = useState<{ readonly text: string; readonly why: string } | null>(null);
  // The text the player last asked about (Check or Save): its result is shown until the text changes.
  const [asked, setAsked] = useState<string | null>(null);
  const live: BoardResult<Board> = useMemo(() => parseBoardText(text), [text]);
  // The last board that checked OK: the preview and the zone list keep showing it while the text is broken.
  const lastGood = useRef(board);
  if (live.ok) lastGood.current = live.value;
  const preview = lastGood.current;

  const loadTemplate = () => {
    const from = BUILT_INS.find((b) => b.id === template);
    if (from === undefined) return;
    // Keep this board's id and name, so saving never replaces a built-in board.
    setText(JSON.stringify({ ...JSON.parse(formatBoard(from)), id: board.id, name: board.name }, null, 2));
    setAsked(null);
  };
  const save = async () => {
    if (!live.ok) return setAsked(text);
    const reserved = reservedIdProblem(live.value);
    const why = reserved ?? (await onSave(live.value));
    setRefused(why ? { text, why } : null);
  };
  const shown = asked === text ? live : null;

  return (
    <main class="board-editor">
      <h1>Edit board: {preview.name}</h1>
      <div class="board-editor__template">
        <BuiltInBoardSelect label="Start from" value={template} onChange={setTemplate} />
        <button type="button" class="secondary" onClick={loadTemplate}>
          Use this layout
        </button>
      </div>
      <label class="board-editor__json">
        Board JSON
        <textarea value={text} rows={16} spellcheck={false} autocomplete="off" onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
      </label>
      <div class="board-editor__actions">
        <button type="button" class="secondary" onClick={() => setAsked(text)}>
          Check
        </button>
        <button type="button" onClick={() => void save()}>
          Save
        </button>
        <button type="button" class="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {refused?.text === text && (
        <p class="board-editor__error" role="alert">
          {refused.why}
        </p>
      )}
      {shown !== null && !shown.ok && (
        <p class="board-editor__error" role="alert">
          {shown.error.message}
        </p>
      )}
      {shown?.ok && (
        <p class="board-editor__ok" role="status">
          {boardSummary(shown.value)}
        </p>
      )}
      <h2>Zones</h2>
      {preview.zones.length === 0 ? (
        <p class="muted">This board has no zones.</p>
      ) : (
        // A list, not a table: five columns do not fit a phone.
        <ul class="board-editor__zones" aria-label="Zones">
          {preview.zones.map((z) => (
            <li key={z.id}>
              <strong>{z.label}</strong>
              {z.label.startsWith(ZONE_KIND_NAMES[z.kind][0]) ? '' : ` (${ZONE_KIND_NAMES[z.kind][0]})`}
              <span class="muted">
                {' '}
                · {z.start === z.end ? `hole ${z.start}` : `holes ${z.start}–${z.end}`} · {zoneGoes(z)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2>Preview</h2>
      {!live.ok && <p class="muted">The text does not check yet: the preview shows the last board that did.</p>}
      <Pegboard board={preview} sides={[]} />
    </main>
  );
}
