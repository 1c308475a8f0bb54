import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { backWords, boardGeometry, readSpot } from '../../board';
import {
  canRedo,
  canUndo,
  cardsFromPlay,
  countContext,
  currentStep,
  decide,
  deckOfSeat,
  dueSide,
  defaultOffender,
  goNow,
  goWords,
  historyOf,
  lastHistoryLine,
  lastMove as lastMoveOf,
  matchTally,
  matchWinner,
  mugChances,
  mugTargetWords,
  nextMatchDealer,
  nextCount,
  PENALTIES,
  penaltiesFor,
  skunkLines,
  starterCutter,
  tapIntent,
  voice,
  type DeckCard,
  type Game,
  type ScoreReason,
  type SeatId,
  type SideId,
  type TimelineCommand,
} from '../../game';
import { formatCard, parseCard, type Card } from '../../rules';
import { allowScreenSleep, keepScreenAwake } from '../../pwa/wakeLock';
import { pegColor } from '../session/colors';
import { navigate } from '../shell/route';
import { announcement, closeGame, events, gameId, gameNight, gameState, openGame, problem, saveStatus, send, sideColors, startGame, timeline } from '../session/session';
import { lazyPart } from '../shell/lazy';
import { rememberPips } from '../decks/decks';
import { preferences } from '../settings/settings';
import { LONG_BOARD } from '../board/followPeg';
import { boardForGame } from '../../board/drawing';
import { CutSheet } from './CutSheet';
import { clearDraft, loadDraft, saveDraft } from '../session/draft';
import { effectWords } from './effects';
import { GameOver } from './GameOver';
import { HistorySheet } from './HistorySheet';
import { Words } from './Words';
import { showCountOf } from './items';
import { KeypadSheet } from './KeypadSheet';
import { MenuSheet } from './MenuSheet';
import { MugginsSheet } from './MugginsSheet';
import { mugView } from './mugView';
import { NextStepBar } from './NextStepBar';
import { BattleSheet } from './notEnough/BattleSheet';
import { CradleSheet } from './notEnough/CradleSheet';
import { CribSheet } from './notEnough/CribSheet';
import { IntelSheet } from './notEnough/IntelSheet';
import { PipsSheet, type NotedPips } from './notEnough/PipsSheet';
import { roundMissingPips } from './notEnough/pipsAsk';

/** A club night's game over: the line it wrote on the player's card (loaded only for such a game). */
const ClubLine = lazyPart(() => import('../club/ClubLine').then((m) => m.ClubLine));
import { TopsSheet } from './notEnough/TopsSheet';
import { countName, nextStepOf } from './nextStep';
import { PenaltySheet } from './PenaltySheet';
import { PlaySheet } from './PlaySheet';
import { ShowSheet, type ShowEntry } from './ShowSheet';
import { SidePad } from './SidePad';
import { StarterSheet } from './StarterSheet';
import { TableBoard } from './TableBoard';
import { TopBar } from './TopBar';
import { WholeBoardSheet } from './WholeBoardSheet';
import { typeDigit, typeEnter } from './typing';
import { useWide } from './useWide';
import './table.css';

interface Props {
  /** The game to show, e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
}

/** The sheet open over the pads, if any. */
type SheetKind =
  | { readonly kind: 'keypad'; readonly side: SideId }
  | { readonly kind: 'starter' | 'play' | 'show' | 'muggins' | 'penalty' | 'history' | 'menu' | 'cut' | 'board' }
  /** 000's steps. */
  | { readonly kind: 'tops' | 'intel' | 'battle' | 'cradle' | 'cribs' };

/** Digits typed on a pad, waiting for Enter or the next digit. */
interface Typing {
  readonly side: SideId;
  readonly digits: string;
}

/** The side of the pad holding focus, or `null`. */
function focusedSide(): SideId | null {
  const pad = document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('.pad') : null;
  return pad ? Number(pad.dataset.side) : null;
}

/** Cards from stored ids, skipping any that do not read. */
function cardsOf(ids: readonly string[]): Card[] {
  return ids.flatMap((id) => {
    const card = parseCard(id);
    return card.ok ? [card.value] : [];
  });
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
  useEffect(() => {
    if (!playing || !preferences.value.wakeLock) return;
    void keepScreenAwake();
    return () => void allowScreenSleep();
  }, [playing, preferences.value.wakeLock]);

  const ready = state.started && gameId.value === id;
  const drawn = useMemo(() => (state.started ? boardForGame(state.board, state.target, skunkLines(state)) : null), [
    state.started && state.board,
    state.started && state.target,
    state.started && state.setup,
  ]);
  // Beside the pads (landscape), a standard board is as wide as its height allows; a long one gets a column.
  const boardWidth = useMemo(() => {
    if (!drawn) return '';
    if (drawn.finish > LONG_BOARD) return 'clamp(12rem, max(25vw, min(32vw, 42dvh)), 22rem)';
    const { width, height } = boardGeometry(drawn);
    const ratio = Math.min(width, height) / Math.max(width, height);
    return `min(calc((100dvh - 0.75rem) * ${ratio.toFixed(4)}), 40vw)`;
  }, [drawn]);
  // The last move in words: what was just said, or after a reload the last line of the history.
  const headline = useMemo(
    () => announcement.value || (lastHistoryLine(events.value, timeline.value)?.text ?? ''),
    [announcement.value, events.value, timeline.value],
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
  const score = (side: SideId, points: number, reason: ScoreReason, seat?: SeatId) =>
    void run({ type: 'score', side, points, reason, ...(seat !== undefined ? { seat } : {}) }, reason === 'hand' || reason === 'crib' ? 'lit' : undefined);

  // Digit keys score on the pad holding focus, or on the lit pad (issue 15.6).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { state: s, typing: t, sheet: open } = latest.current;
      if (open || event.ctrlKey || event.metaKey || event.altKey || !s.started || s.outcome || !s.round) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, select, textarea, dialog')) return;
      const side = focusedSide() ?? dueSide(s);
      const sofar = t && t.side === side ? t.digits : '';
      if (/^[0-9]$/.test(event.key) && side !== null) {
        const intent = tapIntent(s, side);
        if (!intent.ready) return;
        event.preventDefault();
        const typed = typeDigit(sofar, event.key, intent.reason === 'play' ? 'pegging' : 'count');
        setTyping(typed.digits ? { side, digits: typed.digits } : null);
        if (typed.score !== null) score(side, typed.score, intent.reason, intent.seat);
      } else if (event.key === 'Enter' && sofar && side !== null) {
        const intent = tapIntent(s, side);
        const points = typeEnter(sofar);
        event.preventDefault();
        setTyping(null);
        if (intent.ready && points !== null) score(side, points, intent.reason, intent.seat);
      } else if ((event.key === 'Escape' || event.key === 'Backspace') && t) {
        event.preventDefault();
        setTyping(null);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Focus never falls back to the page: after a count it moves to the pad that counts next; when the control that
  // held it is gone (a step done, a sheet closed), to the next sensible one.
  useLayoutEffect(() => {
    const root = main.current;
    if (!root || sheet) return;
    const want = focusLit.current !== null && events.value.length > focusLit.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!want && !(lost && acted.current)) return;
    if (want) focusLit.current = null;
    // The pad that counts next; the game's end; a pad that pegs (digits score there, the next deal implied); the
    // bar's step; at worst Undo.
    const target =
      root.querySelector<HTMLElement>('.pad--lit .pad__keys [tabindex="0"]') ??
      root.querySelector<HTMLElement>('.gameover [data-primary]') ??
      (lost ? root.querySelector<HTMLElement>('.pad--ready .pad__keys [tabindex="0"]') : null) ??
      (lost ? root.querySelector<HTMLElement>('.bar [data-primary]') : null) ??
      (lost ? root.querySelector<HTMLElement>('.topbar button') : null);
    target?.focus();
  });

  // A sheet whose step is over closes itself (the play's last card, the round moving on).
  const step = ready ? currentStep(state) : null;
  useEffect(() => {
    if (!sheet) return;
    // Cards entered through the play's last card go on into the show, whose hands now hold them (issue 25.1).
    if (sheet.kind === 'play' && step === 'show') setSheet({ kind: 'show' });
    else if ((sheet.kind === 'play' && step !== 'play') || ((sheet.kind === 'starter' || sheet.kind === 'tops') && step !== 'starter' && step !== 'tops') || (sheet.kind === 'show' && step !== 'show')) setSheet(null);
  }, [step, sheet]);

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
  if (!ready || !state.started || !drawn) {
    return (
      <main aria-busy="true">
        <p class="muted">Opening the game…</p>
      </main>
    );
  }

  const g: Game = state;
  const round = g.round;
  const options = g.setup.options;
  const colors = g.sides.map((_, i) => pegColor(sideColors.value[i], i));
  const last = lastMoveOf(g);
  // The pegs as the table's board and the whole-board sheet draw them, and the last move's trail.
  const pegSides = g.sides.map((s, i) => ({ name: s.name, color: colors[i]!.css, track: i % drawn.tracks, pegs: s.pegs, score: s.score }));
  const trail = last ? { side: last.side, from: last.move.from, to: last.move.landed } : undefined;
  const next = nextStepOf(g);
  const lit = dueSide(g);
  const close = () => setSheet(null);
  const command = (c: TimelineCommand, after?: 'lit') => void run(c, after);
  const askRound = () => setAsking(roundMissingPips(g));

  // Card entry for the show: the next count, with the draft kept across a reload, else the cards its hand played.
  const turn = nextCount(g);
  const draft = turn && round ? loadDraft(g.gameId, round.number, round.counted) : null;
  const fromPlay = turn ? cardsFromPlay(g, turn) : [];
  const entered = draft ? draft.cards.length : fromPlay.length;
  const cardsLabel =
    next.kind === 'show' && turn
      ? `${g.seats[turn.seat]!.name}'s ${turn.crib ? 'crib' : 'cards'}${entered ? ` (${entered} of ${countContext(g, turn).size})` : ''}…`
      : next.kind === 'starter'
        ? next.tops
          ? 'Tops…'
          : 'Starter card…'
        : 'Cards…';

  // Muggins: what the engine says may be called on now, the newest first (the bar checks the newest; the sheet any).
  const chances = mugChances(g);
  const check = chances.length === 0 ? null : chances.length === 1 ? `Check ${mugTargetWords(g, chances[0]!.target)}` : 'Check a count…';

  const rematch = async () => {
    const setup = g.setup;
    const failure = await startGame(
      // A match won starts a new one; otherwise the series goes on with its tally.
      { ruleset: setup.ruleset, players: setup.players, sides: setup.sides, options: setup.options, board: setup.board, matchTally: matchWinner(g) !== null ? g.sides.map(() => 0) : matchTally(g) },
      { colors: sideColors.value },
    );
    if (failure) return void (problem.value = failure);
    // The next game of a series: its first deal alternates (the engine names the dealer).
    const dealer = nextMatchDealer(g);
    if (dealer !== null) await send({ type: 'cutForDeal', dealer });
    navigate({ screen: 'game', id: gameId.value! });
  };

  const sheetView = () => {
    if (!sheet) return null;
    switch (sheet.kind) {
      case 'keypad': {
        const side = g.sides[sheet.side]!;
        return (
          <KeypadSheet
            name={side.name}
            intent={tapIntent(g, side.id)}
            has={{ tops: round?.steps.includes('tops') ?? false, startBonus: options.startBonus !== null }}
            onScore={(points, reason, seat) => run({ type: 'score', side: side.id, points, reason, ...(seat !== undefined ? { seat } : {}) }, reason === 'hand' || reason === 'crib' ? 'lit' : undefined)}
            onClose={close}
          />
        );
      }
      case 'menu':
        return (
          <MenuSheet
            onHistory={() => setSheet({ kind: 'history' })}
            onPenalty={g.outcome ? undefined : () => setSheet({ kind: 'penalty' })}
            onReplay={() => navigate({ screen: 'replay', id })}
            onPegs={() => navigate({ screen: 'pegs', id })}
            onShare={() => navigate({ screen: 'share', id })}
            onFollow={() => navigate({ screen: 'host', id })}
            onClose={close}
          />
        );
      case 'board':
        return <WholeBoardSheet board={drawn} sides={pegSides} highlight={trail} onClose={close} />;
      case 'history':
        return <HistorySheet lines={historyOf(events.value)} onClose={close} />;
      case 'cut':
        return <CutSheet names={g.seats.map((s) => s.name)} onCut={(cuts) => run({ type: 'cutForDeal', cuts })} onClose={close} />;
      case 'tops':
        return round ? (
          <TopsSheet
            dealer={g.seats[round.dealer]!.name}
            dealerTeam={(g.sides[g.seats[round.dealer]!.side]?.seats.length ?? 1) > 1}
            teams={g.sides.map((s) => s.name)}
            plays={voice(g).verb(0, 'plays')}
            decks={g.decks}
            onTops={(tops, decks) => {
              close();
              void runAsking({ type: 'turnTops', tops, decks });
            }}
            onTurned={() => {
              close();
              command({ type: 'turnStarter', card: null });
            }}
            onClose={close}
          />
        ) : null;
      case 'intel':
        return round ? <IntelSheet game={g} onCommand={(c) => run(c, 'lit')} onPips={askRound} onClose={close} /> : null;
      case 'battle':
        return round ? <BattleSheet game={g} onCommand={(c) => run(c, 'lit')} onPips={askRound} onClose={close} /> : null;
      case 'cradle':
        return round ? <CradleSheet game={g} onCommand={(c) => run(c, 'lit')} onPips={setAsking} onClose={close} /> : null;
      case 'cribs':
        return round ? <CribSheet game={g} onCommand={(c) => run(c, 'lit')} onClose={close} /> : null;
      case 'starter':
        return round ? (
          <StarterSheet
            dealer={g.seats[round.dealer]!.name}
            cutter={g.seats[starterCutter(g) ?? -1]?.name ?? null}
            dealerTeam={(g.sides[g.seats[round.dealer]!.side]?.seats.length ?? 1) > 1}
            tops={round.steps.includes('tops') ? g.sides.map((s) => s.name) : null}
            onStarter={(card) => {
              close();
              command({ type: 'turnStarter', card });
            }}
            onTops={(tops) => {
              close();
              command({ type: 'turnTops', tops });
            }}
            onClose={close}
          />
        ) : null;
      case 'play': {
        if (!round) return null;
        const tracker = round.pegging;
        const seat = tracker ? tracker.next : round.pone;
        const over = nextStepOf(g);
        const go = goNow(g);
        return (
          <PlaySheet
            count={tracker?.count ?? 0}
            sequence={(tracker?.sequence ?? []).map((p) => p.card)}
            next={seat === null ? null : { seat, name: g.seats[seat]?.name ?? 'The crib' }}
            used={[...round.played.map((p) => p.card), ...(round.starter ? [round.starter] : [])]}
            words={announcement.value}
            overLabel={over.kind === 'play' ? over.over : 'Play over'}
            goLabel={go && go.seat === seat ? goWords(g, go) : undefined}
            onPlay={(s, card) => command({ type: 'playCard', seat: s, card })}
            onGo={(s) => command({ type: 'go', seat: s })}
            onPlayOver={() => {
              close();
              command({ type: 'endPlay' }, 'lit');
            }}
            onClose={close}
          />
        );
      }
      case 'show': {
        if (!turn || !round) return null;
        const context = countContext(g, turn);
        const initial: ShowEntry = draft
          ? { cards: cardsOf(draft.cards), starter: draft.starter ? (cardsOf([draft.starter])[0] ?? null) : null, claim: draft.claim }
          : { cards: fromPlay, starter: null, claim: '' };
        const key = { round: round.number, count: round.counted };
        return (
          <ShowSheet
            key={`${key.round}:${key.count}`}
            name={g.seats[turn.seat]!.name}
            what={turn.crib ? 'crib' : 'hand'}
            context={context}
            deck={round.steps.includes('tops') ? deckOfSeat(g, turn.seat) : undefined}
            claimFirst={options.muggins}
            initial={initial}
            fromPlay={!draft && fromPlay.length > 0}
            onChange={(e) => saveDraft(g.gameId, { ...key, cards: e.cards.map(formatCard), starter: e.starter ? formatCard(e.starter) : null, claim: e.claim })}
            onScore={async ({ cards, claimed, starter }) => {
              const refused = await runAsking(
                { type: turn.crib ? 'countCrib' : 'countHand', seat: turn.seat, cards, ...(claimed !== undefined ? { claimed } : {}), ...(starter ? { starter } : {}) },
                'lit',
              );
              if (!refused) clearDraft(g.gameId);
              return refused;
            }}
            onScored={() => {
              // A count scored at its true value leaves nothing to call: the sheet goes on to the next count (closed
              // by the round's end). A claim that differs closes it, so the bar offers the muggins check.
              const s = gameState.value;
              const counted = s.started ? s.round?.claims.at(-1) : null;
              if (!counted || counted.total !== counted.claimed) close();
            }}
            onClose={close}
          />
        );
      }
      case 'muggins': {
        if (chances.length === 0) return null;
        return (
          <MugginsSheet
            chances={chances.map((chance) => mugView(g, chance))}
            mugginsOn={options.muggins}
            giveBack={options.mugginsGiveBack}
            onCall={(call) => run({ type: 'muggins', ...call })}
            onClose={close}
          />
        );
      }
      case 'penalty': {
        const dealerSide = round ? defaultOffender(g, PENALTIES.find((p) => p.offender === 'dealer')!) : null;
        return (
          <PenaltySheet
            rules={penaltiesFor(g)}
            sides={g.sides.map((s) => ({ id: s.id, name: s.name, seats: s.seats.map((seat) => ({ seat, name: g.seats[seat]!.name })) }))}
            dealer={round && dealerSide !== null ? { side: dealerSide, name: g.seats[round.dealer]!.name } : null}
            everyOpponent={options.penaltyToEveryOpponent}
            preview={(call) => {
              const decided = decide(g, { type: 'penalty', ...call }, 0);
              return decided.ok ? { ok: true, words: effectWords(g, decided.value.events) } : { ok: false, message: decided.error.message };
            }}
            onApply={(call) => run({ type: 'penalty', ...call })}
            onClose={close}
          />
        );
      }
    }
  };

  const open = sheet !== null || asking !== null;
  const tally = matchTally(g);
  const champion = matchWinner(g);
  return (
    <main ref={main} class={`table table--sides-${g.sides.length}${wide ? ' table--wide' : ''}`} style={{ '--board-width': boardWidth }}>
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
        <TableBoard board={drawn} layout={wide ? 'column' : 'strip'} sides={pegSides} highlight={trail} onWholeBoard={() => setSheet({ kind: 'board' })} />
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
            sitOut={side.sitOut}
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
            outcome={g.outcome}
            sides={g.sides.map((s) => ({ id: s.id, name: s.name, score: s.score, games: tally[s.id] ?? 0, team: s.seats.length > 1 }))}
            champion={champion === null ? null : { name: g.sides[champion]!.name, team: g.sides[champion]!.seats.length > 1 }}
            matchGames={options.matchGames}
            onRematch={() => void rematch()}
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
            onCards={() => setSheet({ kind: next.kind === 'play' ? 'play' : next.kind === 'show' ? 'show' : next.kind === 'starter' && next.tops ? 'tops' : 'starter' })}
            onTurned={() => command({ type: 'turnStarter', card: null })}
            onPlayOver={() => command({ type: 'endPlay' }, 'lit')}
            onNextDeal={() => command({ type: 'deal' })}
            onCheck={() => setSheet({ kind: 'muggins' })}
            onCommand={(c) => command(c, 'lit')}
            onSheet={(kind) => setSheet({ kind })}
          />
        )}
      </div>
      {sheetView()}
      {asking && asking.length > 0 && <PipsSheet cards={asking} onSave={notePips} onClose={() => setAsking(null)} />}
    </main>
  );
}
