import { useEffect, useRef, useState } from 'preact/hooks';
import { backWords, readSpot } from '../../board';
import { countContext, historyOf, mugChances, nextCount, nextStepOf, tapIntent, type Game, type MugginsCall } from '../../game';
import { seatDeck } from '../../game/rulesets/notEnough';
import type { Card } from '../../rules';
import type { CommandOutcome } from '../../follow/follower';
import type { PhoneCommand } from '../../follow/protocol';
import { sheetGoneWords } from '../../follow/words';
import { useWakeLock } from '../settings/useWakeLock';
import { HistorySheet } from '../table/HistorySheet';
import { MugginsSheet } from '../table/MugginsSheet';
import { mugView } from '../table/mugView';
import { ShowSheet, type ShowEntry } from '../table/ShowSheet';
import { SidePad } from '../table/SidePad';
import { TableBoard } from '../table/TableBoard';
import { WholeBoardSheet } from '../table/WholeBoardSheet';
import { Words } from '../table/Words';
import { boardLayout, useSideways, useWide } from '../table/useWide';
import { useBoardView } from '../table/useBoardView';
import { FollowBar } from './FollowBar';
import type { Followed } from './following';
import '../table/table.css';
import '../table/bar.css';
import '../table/sheets.css';
import '../table/landscape.css';
import '../table/sidewaysBoard.css';
import './follow.css';

interface Props {
  readonly game: Game;
  readonly followed: Followed;
  readonly onSeat: (seat: number | null) => void;
  /** Sends a command to the table phone; resolves to its outcome. */
  readonly onSend: (command: PhoneCommand) => Promise<CommandOutcome>;
  readonly onRejoin: () => void;
  /** Stops following (the game is saved here). */
  readonly onStop: () => void;
  /** Opens the saved copy, once the link ended. */
  readonly onOpenCopy: (id: string) => void;
  readonly onHome: () => void;
}

type SheetKind = 'history' | 'board' | 'count' | 'muggins' | null;

const EMPTY_ENTRY: ShowEntry = { cards: [], starter: null, claim: '' };

/** The link's state in a few words for the top bar, e.g. `'● Following'`. */
function statusWords(status: Followed['status'], catchingUp: boolean): string {
  switch (status) {
    case 'linked':
      return catchingUp ? 'Catching up…' : '● Following';
    case 'connecting':
      return 'Linking…';
    case 'reconnecting':
      return 'Reconnecting…';
    case 'ended':
      return 'Link ended';
    case 'left':
      return 'Stopped';
    default:
      return 'Link lost';
  }
}

/**
 * The followed game, as the table phone shows it (board, pegs, scores, the last move in words, the history), but
 * read-only: the pads show the scores without keys. The bar says whose phone this is and, when the table phone lets
 * this phone count, offers its player's count by cards and a muggins call for its side; each goes to the table
 * phone, whose engine decides it.
 */
export function FollowTable({ game: g, followed: f, onSeat, onSend, onRejoin, onStop, onOpenCopy, onHome }: Props) {
  const [sheet, setSheet] = useState<SheetKind>(null);
  const [said, setSaid] = useState<{ readonly text: string; readonly at: number } | null>(null);
  const wide = useWide();
  const sideways = useSideways();
  const { drawn, width, colors, pegSides, trail } = useBoardView(g, f.colors)!;
  const layout = boardLayout({ wide, sideways }, drawn, g.sides.length);
  const close = () => {
    sending.current = false;
    setSheet(null);
  };
  const live = f.status === 'linked';
  // What became of this phone's last command is said until the game moves on (its own events come before it).
  const length = useRef(f.events.length);
  /** A command of this phone's is on its way: the game moving on is its doing, not a lost race. */
  const sending = useRef(false);
  length.current = f.events.length;
  const shown = said && said.at === f.events.length ? said.text : '';
  // Awake while following, as the table is while a game is played (the same setting).
  const following = live || f.status === 'reconnecting';
  useWakeLock(following);

  const mine = f.seat;
  const myName = mine === null ? null : (g.seats[mine]?.name ?? null);
  const mySide = mine === null ? null : (g.seats[mine]?.side ?? null);
  const mayCount = live && f.allowed.count && f.allowed.seat === mine && mine !== null;
  const turn = nextCount(g);
  const myCount = mayCount && turn && turn.seat === mine && !g.outcome ? turn : null;
  const chances = mayCount && mySide !== null && !g.outcome ? mugChances(g).filter((c) => c.callers.includes(mySide)) : [];
  const step = nextStepOf(g);
  // A count or call that went away while its sheet was open (the table phone scored it first, the link dropped, the
  // permission was taken back) closes its sheet and says why: nothing stays inert behind a sheet that is not drawn.
  const gone = (sheet === 'count' && !myCount) || (sheet === 'muggins' && chances.length === 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the sheet goes away, with what is on screen then
  useEffect(() => {
    if (!gone) return;
    setSheet(null);
    // This phone's own command moved the game on: its outcome is said when it comes.
    if (sending.current) {
      sending.current = false;
      return;
    }
    const why = !live ? 'link' : !mayCount ? 'permission' : 'first';
    setSaid({ text: sheetGoneWords(sheet === 'count' ? 'count' : 'muggins', why, f.headline), at: length.current });
  }, [gone]);

  /** Sends a command and says the outcome; resolves to the refusal, or null once the table phone saved it. */
  const send = async (command: PhoneCommand): Promise<string | null> => {
    setSaid({ text: 'Sent to the table phone…', at: length.current });
    sending.current = true;
    const outcome = await onSend(command);
    // Saved: the sheet closes as its count moved the game on (here, or just below). Refused: it stays open.
    if (!outcome.ok) sending.current = false;
    setSaid({ text: outcome.ok ? 'Saved on the table phone.' : outcome.message, at: length.current });
    return outcome.ok ? null : outcome.message;
  };

  const sheetView = () => {
    switch (sheet) {
      case 'history':
        return <HistorySheet lines={historyOf(f.events)} onClose={close} />;
      case 'board':
        return <WholeBoardSheet board={drawn} sides={pegSides} highlight={trail} onClose={close} />;
      case 'count': {
        if (!myCount) return null;
        return (
          <ShowSheet
            name={g.seats[myCount.seat]!.name}
            what={myCount.crib ? 'crib' : 'hand'}
            context={countContext(g, myCount)}
            deck={seatDeck(g, myCount.seat)}
            claimFirst={g.setup.options.muggins}
            initial={EMPTY_ENTRY}
            onChange={() => undefined}
            onScore={async ({ cards, claimed, starter }: { cards: readonly Card[]; claimed?: number; starter?: Card }) => {
              const refused = await send({
                type: myCount.crib ? 'countCrib' : 'countHand',
                seat: myCount.seat,
                cards,
                ...(claimed !== undefined ? { claimed } : {}),
                ...(starter ? { starter } : {}),
              });
              if (!refused) close();
              return refused;
            }}
            onClose={close}
          />
        );
      }
      case 'muggins': {
        if (chances.length === 0 || mySide === null) return null;
        const views = chances.map((c) => {
          const v = mugView(g, c);
          return { ...v, callers: v.callers.filter((s) => s.id === mySide) };
        });
        return (
          <MugginsSheet
            chances={views}
            mugginsOn={g.setup.options.muggins}
            giveBack={g.setup.options.mugginsGiveBack}
            onCall={async (call: MugginsCall) => {
              const refused = await send({ type: 'muggins', ...call });
              if (!refused) close();
              return refused;
            }}
            onClose={close}
          />
        );
      }
      default:
        return null;
    }
  };

  const open = sheet !== null && !gone;
  const ended = f.status === 'ended' || f.status === 'left';
  return (
    <main
      class={`table table--sides-${g.sides.length}${wide ? ' table--wide' : ''} follow-table`}
      style={{ '--board-width': width }}
      // The events this phone holds and draws, for the budget and tests to wait on (the table's `data-saved-events`).
      data-events={f.events.length}
    >
      <div class="table__top" inert={open}>
        <header class="topbar">
          <button
            type="button"
            class="secondary"
            onClick={ended ? onHome : onStop}
            aria-label={ended ? 'Home' : 'Stop following: the game is saved on this phone'}
          >
            {ended ? 'Home' : 'Stop following'}
          </button>
          <span class={`topbar__save follow__status follow__status--${f.status}`} role="status">
            {statusWords(f.status, f.catchingUp)}
            <span class="topbar__save-word"> · {f.title}</span>
          </span>
          <button type="button" class="secondary" onClick={() => setSheet('history')}>
            History
          </button>
        </header>
        <Words text={f.headline || g.ruleset.name} end={Boolean(g.outcome)} />
      </div>
      <div class="table__boardbox" inert={open}>
        <TableBoard board={drawn} layout={layout} sides={pegSides} highlight={trail} onWholeBoard={() => setSheet('board')} />
      </div>
      <div class={`table__pads table__pads--${g.sides.length} follow-table__pads`} inert={open}>
        {g.sides.map((side, i) => (
          <SidePad
            key={side.id}
            id={side.id}
            name={side.name}
            score={side.score}
            path={readSpot(g.board, side.pegs.front).rejoin ? readSpot(g.board, side.pegs.front) : null}
            back={backWords(g.board, side.pegs)}
            color={colors[i]!.css}
            boxed=""
            intent={tapIntent(g, side.id)}
            lit={false}
            over={true}
            typed=""
            onScore={() => undefined}
            onMore={() => undefined}
            onBlocked={() => undefined}
          />
        ))}
      </div>
      <div class="table__next" inert={open}>
        <section class="bar follow-bar" aria-label="This phone">
          {step.kind !== 'over' && step.kind !== 'cut' && <p class="table__status">{step.status}</p>}
          <FollowBar
            game={g}
            followed={f}
            live={live}
            ended={ended}
            mine={mine}
            myName={myName}
            mayCount={mayCount}
            myCount={myCount}
            mayCall={chances.length > 0}
            said={shown}
            onSeat={onSeat}
            onRejoin={onRejoin}
            onStop={onStop}
            onOpenCopy={onOpenCopy}
            onCount={() => setSheet('count')}
            onMuggins={() => setSheet('muggins')}
          />
        </section>
      </div>
      {sheetView()}
    </main>
  );
}
