import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { backWords, readSpot } from '../../board';
import {
  canRedo,
  canUndo,
  cardsFromPlay,
  cardsWords,
  boxNews,
  boxPadWords,
  checkWords,
  countOffer,
  currentStep,
  litSide,
  lastChange,
  lastHistoryLine,
  nextGame,
  mugChances,
  nextCount,
  nextStepOf,
  tapIntent,
  type Game,
  type ScoreReason,
  type SeatId,
  type SideId,
  type TimelineCommand,
} from '../../game';
import { roundMissingPips, type DeckCard } from '../../game/rulesets/notEnough';
import { formatCard } from '../../rules';
import { navigate } from '../shell/route';
import { announcement, closeGame, events, gameId, gameNight, gameState, openGame, problem, saveStatus, send, sideColors, timeline } from '../session/session';
import { lazyPart } from '../shell/lazy';
import { rememberPips } from '../decks/decks';
import { useWakeLock } from '../settings/useWakeLock';
import { loadDraft } from '../session/draft';
import { PipsSheet, type NotedPips } from './notEnough/PipsSheet';
import { rematch } from './rematch';
import { TableBoard } from './TableBoard';
import { TopBar } from './TopBar';
import { useTableFocus } from './useTableFocus';
import { useTableKeys, type Typing } from './useTableKeys';
import { boardLayout, useSideways, useWide } from './useWide';
import { useBoardView } from './useBoardView';
import { Words } from './Words';
import { LoadError } from './LoadError';
// The order of the styles below is the cascade's: the layout, each part over it, the sideways and tablet rules last.
import './table.css';
import { SidePad } from './SidePad';
import { NextStepBar } from './NextStepBar';
import { GameOver } from './GameOver';
import { TableSheets } from './TableSheets';
import type { SheetKind, Tap, VariantSheetKind } from './sheetKind';
import './landscape.css';
import './tablet.css';
import './sidewaysBoard.css';

/** A club night's game over: the line it wrote on the player's card (loaded only for such a game). */
const ClubLine = lazyPart(() => import('../club/ClubLine').then((m) => m.ClubLine));

interface Props {
  /** The game to show, e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
}

/**
 * The table: a compact board, a score pad per side, the last move in words at the top and the round's next step in
 * a bar that never scrolls away (issue 9). Everything else opens on demand as a sheet. Digit keys score on the pad
 * holding focus, or on the lit pad (see `typing.ts`); focus always lands on the next sensible control.
 */
export function TableScreen({ id }: Props) {
  const [loadError, setLoadError] = useState('');
  const [sheet, setSheet] = useState<SheetKind | null>(null);
  const [typing, setTyping] = useState<Typing | null>(null);
  /** 000: J/Q/K/A cards whose pips the table is asked for, over any sheet. */
  const [asking, setAsking] = useState<readonly DeckCard[] | null>(null);
  const wide = useWide();
  const sideways = useSideways();
  const main = useRef<HTMLElement>(null);
  /** Focus the lit pad once the log has moved past this length (a count was scored). */
  const focusLit = useRef<number | null>(null);
  /** Set once the player has done something here: only then does focus need a home. */
  const acted = useRef(false);
  const latest = useRef({ state: gameState.value, typing, sheet });

  useEffect(() => {
    if (gameId.value !== id) void openGame(id).then((error) => setLoadError(error ?? ''));
  }, [id]);

  const state = gameState.value;
  latest.current = { state, typing, sheet };
  const playing = state.started && !state.outcome;
  useWakeLock(playing);

  const ready = state.started && gameId.value === id;
  // A command that put a side in a penalty box: the box leads the words and the board shows that side's peg (issue 37.3).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signals' values are its triggers: a new move may be a box
  const news = useMemo(() => boxNews(lastChange(timeline.value, events.value.at(-1))), [timeline.value, events.value]);
  const view = useBoardView(state, sideColors.value, news?.side);
  // The last move in words: the box, or what was just said, or after a reload the last line of the history.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signals' values are its triggers: a new announcement or move rewrites the headline
  const headline = useMemo(
    () => news?.text ?? (announcement.value || (lastHistoryLine(events.value, timeline.value)?.text ?? '')),
    [news, announcement.value, events.value, timeline.value],
  );

  /** Sends a command; resolves to the engine's refusal (or a failed write), or `null` once saved. */
  const run = async (command: TimelineCommand, after?: 'lit'): Promise<string | null> => {
    acted.current = true;
    if (after === 'lit') focusLit.current = events.value.length;
    const ok = await send(command);
    if (!ok) focusLit.current = null;
    return ok ? null : problem.value || 'That could not be saved.';
  };
  /** 000: sends a command that enters cards, then asks for any J/Q/K/A's pips not known yet. */
  const runAsking = async (command: TimelineCommand, after?: 'lit'): Promise<string | null> => {
    const refused = await run(command, after);
    const s = gameState.value;
    if (!refused && s.started) {
      const missing = roundMissingPips(s);
      if (missing.length) setAsking(missing);
    }
    return refused;
  };
  /** 000: notes the pips in the game's log and remembers them for the deck on this device. */
  const notePips = async (noted: readonly NotedPips[]): Promise<string | null> => {
    for (const { deck, card, pips } of noted) {
      const refused = await run({ type: 'notePips', deck, card, pips });
      if (refused) return refused;
      await rememberPips(deck, formatCard(card), pips).catch(() => undefined);
    }
    setAsking(null);
    return null;
  };
  /** A tap on a pad; a count the held cards make otherwise is offered first (`countOffer`, muggins off). */
  const score = (side: SideId, points: number, reason: ScoreReason, seat?: SeatId) => {
    const tap: Tap = { side, points, reason, ...(seat !== undefined ? { seat } : {}) };
    const offer = latest.current.state.started ? countOffer(latest.current.state, tap) : null;
    if (offer) setSheet({ kind: 'offer', tap, offer });
    else void run({ type: 'score', ...tap }, reason === 'hand' || reason === 'crib' ? 'lit' : undefined);
  };

  useTableKeys(latest, setTyping, score);
  useTableFocus(main, sheet, focusLit, acted);
  // A sheet whose step is over closes itself (the play's last card, the round moving on).
  const step = ready ? currentStep(state) : null;
  useEffect(() => {
    if (!sheet) return;
    // Cards entered through the play's last card go on into the show, whose hands now hold them (issue 25.1).
    if (sheet.kind === 'play' && step === 'show') setSheet({ kind: 'show' });
    else if (
      (sheet.kind === 'play' && step !== 'play') ||
      ((sheet.kind === 'starter' || sheet.kind === 'tops') && step !== 'starter' && step !== 'tops') ||
      (sheet.kind === 'show' && step !== 'show')
    )
      setSheet(null);
  }, [step, sheet]);

  const home = () => {
    closeGame();
    navigate({ screen: 'home' });
  };

  if (loadError) return <LoadError error={loadError} onHome={home} />;
  if (!ready || !state.started || !view) {
    return (
      <main aria-busy="true">
        <p class="muted">Opening the game…</p>
      </main>
    );
  }

  const g: Game = state;
  const round = g.round;
  // The board, the pegs as the table's board and the whole-board sheet draw them, and the last move's trail.
  const { drawn, width, colors, pegSides, trail } = view;
  const layout = boardLayout({ wide, sideways }, drawn, g.sides.length);
  const next = nextStepOf(g);
  const lit = litSide(g);
  const close = () => setSheet(null);
  const command = (c: TimelineCommand, after?: 'lit') => void run(c, after);

  // Card entry for the show: the next count, with the draft kept across a reload, else the cards its hand played.
  const turn = nextCount(g);
  const draft = turn && round ? loadDraft(g.gameId, round.number, round.counted) : null;
  const fromPlay = turn ? cardsFromPlay(g, turn) : [];
  const entered = draft ? draft.cards.length : fromPlay.length;
  const cardsLabel = cardsWords(g, next, entered);

  // Muggins: what the engine says may be called on now, the newest first (the bar checks the newest; the sheet any).
  const chances = mugChances(g);
  const check = checkWords(g, chances);

  const open = sheet !== null || asking !== null;
  return (
    <main ref={main} class={`table table--sides-${g.sides.length}${wide ? ' table--wide' : ''}`} style={{ '--board-width': width }}>
      <div class="table__top" inert={open}>
        <TopBar
          canUndo={canUndo(timeline.value)}
          canRedo={canRedo(timeline.value)}
          save={saveStatus.value}
          onHome={home}
          onUndo={() => command({ type: 'undo' })}
          onRedo={() => command({ type: 'redo' })}
          onMenu={() => setSheet({ kind: 'menu' })}
        />
        {problem.value ? (
          <p class="table__words table__problem error" role="alert">
            {problem.value}
          </p>
        ) : (
          <Words text={headline || (g.board.approximate ? `${g.board.name}: edit its zones to match your board.` : g.ruleset.name)} end={Boolean(g.outcome)} />
        )}
      </div>
      <div class="table__boardbox" inert={open}>
        <TableBoard board={drawn} layout={layout} sides={pegSides} highlight={trail} onWholeBoard={() => setSheet({ kind: 'board' })} />
      </div>
      <div class={`table__pads table__pads--${g.sides.length}`} inert={open}>
        {g.sides.map((side, i) => (
          <SidePad
            key={side.id}
            id={side.id}
            name={side.name}
            score={side.score}
            path={readSpot(g.board, side.pegs.front).rejoin ? readSpot(g.board, side.pegs.front) : null}
            back={backWords(g.board, side.pegs)}
            color={colors[i]!.css}
            boxed={boxPadWords(g, side.id)}
            intent={tapIntent(g, side.id)}
            lit={lit === side.id}
            over={g.outcome !== null}
            typed={typing?.side === side.id ? typing.digits : ''}
            onScore={(points, reason, seat) => score(side.id, points, reason, seat)}
            onMore={() => setSheet({ kind: 'keypad', side: side.id })}
            onBlocked={(why) => (problem.value = why)}
          />
        ))}
      </div>
      <div class="table__next" inert={open}>
        {g.outcome ? (
          <GameOver
            game={g}
            next={nextGame(g, gameNight.value !== null)}
            onRematch={() => void rematch(g)}
            onHome={home}
            club={gameNight.value && <ClubLine night={gameNight.value} gameId={id} />}
          />
        ) : (
          <NextStepBar
            step={next}
            cardsLabel={cardsLabel}
            check={check}
            onCut={(dealer) => command({ type: 'cutForDeal', dealer })}
            onCutCards={() => setSheet({ kind: 'cut' })}
            onCards={() =>
              setSheet({
                kind: next.kind === 'play' ? 'play' : next.kind === 'show' ? 'show' : next.kind === 'starter' && next.step === 'tops' ? 'tops' : 'starter',
              })
            }
            onTurned={() => command({ type: 'turnStarter', card: null })}
            onPlayOver={() => command({ type: 'endPlay' }, 'lit')}
            onNextDeal={() => command({ type: 'deal' })}
            onCheck={() => setSheet({ kind: 'muggins' })}
            onCommand={(c) => command(c, 'lit')}
            onSheet={(kind) => setSheet({ kind: kind as VariantSheetKind })}
          />
        )}
      </div>
      {sheet && (
        <TableSheets
          id={id}
          game={g}
          sheet={sheet}
          board={drawn}
          sides={pegSides}
          trail={trail}
          chances={chances}
          run={run}
          runAsking={runAsking}
          onSheet={setSheet}
          onAsk={setAsking}
          onClose={close}
        />
      )}
      {asking && asking.length > 0 && <PipsSheet cards={asking} onSave={notePips} onClose={() => setAsking(null)} />}
    </main>
  );
}
