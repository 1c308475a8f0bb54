import { useEffect, useMemo, useState } from 'preact/hooks';
import type { GameEvent } from '../../game';
import { events, gameId, openGame, sideColors } from '../session/session';
import { buildReplay, type Replay } from './replayModel';

/** A saved game as the replay and the pegs view read it. */
export type SavedGame =
  | { readonly kind: 'opening' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly replay: Replay; readonly colors: readonly string[]; readonly title: string; readonly events: readonly GameEvent[] };

/**
 * Opens a saved game through the session (as the table does: the open game stays open when the table is next), and
 * builds its replay once per log.
 */
export function useSavedGame(id: string): SavedGame {
  const [failed, setFailed] = useState('');
  useEffect(() => {
    if (gameId.value !== id) void openGame(id).then((error) => setFailed(error ?? ''));
  }, [id]);
  const open = gameId.value === id;
  const log = events.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the log (a signal's value) is what rebuilds the replay
  const replay = useMemo(() => (open ? buildReplay(log) : null), [open, log]);
  if (failed) return { kind: 'failed', message: failed };
  if (!open) return { kind: 'opening' };
  if (!replay) return { kind: 'failed', message: 'This game has no moves to replay: it was never started.' };
  const state = replay.stateAt(replay.length - 1);
  return { kind: 'ready', replay, colors: sideColors.value, title: state.sides.map((s) => s.name).join(' v '), events: log };
}
