import { useEffect, useState } from 'preact/hooks';
import { holeNumber } from '../../board';
import { canRedo, canUndo, lastMove as lastMoveOf, matchTally, phaseOf, tapIntent, type ScoreReason, type TimelineCommand } from '../../game';
import { allowScreenSleep, keepScreenAwake } from '../../pwa/wakeLock';
import { Pegboard } from '../board/Pegboard';
import { pegColor } from '../app/colors';
import { navigate } from '../app/route';
import { announcement, closeGame, events, gameId, gameState, openGame, problem, saveStatus, send, sideColors, startGame, timeline } from '../app/session';
import { preferences } from '../app/settings';
import { GameOver } from './GameOver';
import { History } from './History';
import { MugginsPanel } from './MugginsPanel';
import { PenaltyDialog } from './PenaltyDialog';
import { PhasePanel } from './PhasePanel';
import { SidePad } from './SidePad';
import { TopBar } from './TopBar';
import { roundRoles } from './scoring';
import './table.css';

interface Props {
  /** The game to show, e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
}

/** The table: both pegs of everyone on the drawn board, a score pad per side, the round's next step, undo. */
export function TableScreen({ id }: Props) {
  const [loadError, setLoadError] = useState('');
  const [penalty, setPenalty] = useState(false);

  useEffect(() => {
    if (gameId.value !== id) void openGame(id).then((error) => setLoadError(error ?? ''));
  }, [id]);

  const state = gameState.value;
  const playing = state.started && !state.outcome;
  useEffect(() => {
    if (!playing || !preferences.value.wakeLock) return;
    void keepScreenAwake();
    return () => void allowScreenSleep();
  }, [playing, preferences.value.wakeLock]);

  const home = () => {
    closeGame();
    navigate({ screen: 'home' });
  };

  if (loadError) {
    return (
      <main>
        <h1>This game cannot be opened</h1>
        <p class="error" role="alert">
          {loadError}
        </p>
        <button type="button" onClick={home}>
          Home
        </button>
      </main>
    );
  }
  if (!state.started || gameId.value !== id || !state.board) {
    return (
      <main aria-busy="true">
        <p class="muted">Opening the game…</p>
      </main>
    );
  }

  const command = (c: TimelineCommand) => void send(c);
  const score = (side: number, points: number, reason: ScoreReason, seat?: number) =>
    command({ type: 'score', side, points, reason, ...(seat !== undefined ? { seat } : {}) });
  const board = state.board;
  const roles = roundRoles(state);
  // A standard board fits whole in a fixed height; a long one (Crib Wars) fills the width and the page scrolls.
  const long = board.finish > 200;
  const colors = state.sides.map((s, i) => pegColor(sideColors.value[i], i));
  const last = lastMoveOf(state);

  const rematch = async () => {
    const setup = state.setup;
    const failure = await startGame(
      { ruleset: setup.ruleset, players: setup.players, sides: setup.sides, options: setup.options, board: setup.board, matchTally: matchTally(state) },
      { colors: sideColors.value },
    );
    if (failure) problem.value = failure;
    else navigate({ screen: 'game', id: gameId.value! });
  };

  return (
    <main class="table">
      <TopBar canUndo={canUndo(timeline.value)} canRedo={canRedo(timeline.value)} save={saveStatus.value} onHome={home} onUndo={() => command({ type: 'undo' })} onRedo={() => command({ type: 'redo' })} />
      <p class="table__status">
        {roles ? (
          <>
            Round {roles.round} · <strong>{roles.dealer}</strong> deals · {roles.crib}
          </>
        ) : (
          'Cut for the first deal'
        )}
        {state.board.approximate ? <span class="muted"> · board approximate</span> : null}
      </p>
      {announcement.value && (
        <p class="table__words" aria-hidden="true">
          {announcement.value}
        </p>
      )}
      {problem.value && (
        <p class="error table__problem" role="alert">
          {problem.value}
        </p>
      )}
      <div class="table__layout">
        <div class={`table__board${long ? ' table__board--long' : ''}`}>
          <Pegboard
            fit={long ? 'width' : 'height'}
            board={board}
            sides={state.sides.map((s, i) => ({ name: s.name, color: colors[i]!.css, track: i % board.tracks, pegs: s.pegs, score: s.score }))}
            {...(last ? { highlight: { side: last.side, from: last.move.from, to: last.move.landed } } : {})}
          />
        </div>
        <div class="table__controls">
          {state.outcome && <GameOver state={state} onRematch={() => void rematch()} onHome={home} />}
          <div class="table__pads">
            {state.sides.map((side, i) => {
              const intent = tapIntent(state, side.id);
              return (
                <SidePad
                  key={side.id}
                  side={side}
                  color={colors[i]!.css}
                  colorName={colors[i]!.name}
                  back={holeNumber(board, side.pegs.back)}
                  intent={intent}
                  active={intent.ready && phaseOf(state) === 'show'}
                  over={state.outcome !== null}
                  onScore={(points, reason, seat) => score(side.id, points, reason, seat)}
                />
              );
            })}
          </div>
          <PhasePanel state={state} onCommand={command} />
          <MugginsPanel state={state} onCommand={command} />
          {!state.outcome &&
            (penalty ? (
              <PenaltyDialog state={state} onCommand={command} onClose={() => setPenalty(false)} />
            ) : (
              <button type="button" class="secondary" onClick={() => setPenalty(true)}>
                Penalty…
              </button>
            ))}
          <History events={events.value} />
        </div>
      </div>
    </main>
  );
}
