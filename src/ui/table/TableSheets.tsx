import type { Board, Spot } from '../../board';
import {
  countContext,
  countOffer,
  lastChange,
  playTakeBack,
  ranksThatFit,
  dealerWords,
  goNow,
  goWords,
  historyOf,
  nextCount,
  nextStepOf,
  starterCutter,
  tapIntent,
  cardsFromPlay,
  type Game,
  type MugChance,
  type TimelineCommand,
} from '../../game';
import { seatDeck, teamDecks, roundMissingPips, type DeckCard } from '../../game/rulesets/notEnough';
import { formatCard, parseCard, type Card } from '../../rules';
import { announcement, events, gameState, timeline } from '../session/session';
import { navigate } from '../shell/route';
import type { PegSide } from '../../board/drawing';
import { CutSheet } from './CutSheet';
import { clearDraft, loadDraft, saveDraft } from '../session/draft';
import { HistorySheet } from './HistorySheet';
import { KeypadSheet } from './KeypadSheet';
import { MenuSheet } from './MenuSheet';
import { MugginsSheet } from './MugginsSheet';
import { mugView } from './mugView';
import { TablePenalty } from './TablePenalty';
import { DealerSheet } from './DealerSheet';
import { PlaySheet } from './PlaySheet';
import { ShowSheet, type ShowEntry } from './ShowSheet';
import { StarterSheet } from './StarterSheet';
import { WholeBoardSheet } from './WholeBoardSheet';
import { variantSheetsOf } from './variantSheets';
import { CountOfferSheet } from './CountOfferSheet';
import type { Run, SheetKind } from './sheetKind';
import './sheets.css';

export type { Run, SheetKind };

interface Props {
  /** The game's id, e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
  readonly game: Game;
  readonly sheet: SheetKind;
  /** The board as this game draws it (`boardForGame`), its pegs and the last move's trail. */
  readonly board: Board;
  readonly sides: readonly PegSide[];
  readonly trail: { readonly side: number; readonly from: Spot; readonly to: Spot } | undefined;
  /** What may be mugged now (the engine's `mugChances`). */
  readonly chances: readonly MugChance[];
  readonly run: Run;
  /** Like `run`, then asks for the pips of 000's J, Q, K and A not known yet. */
  readonly runAsking: Run;
  readonly onSheet: (sheet: SheetKind) => void;
  /** 000: asks for these cards' pips. */
  readonly onAsk: (cards: readonly DeckCard[]) => void;
  readonly onClose: () => void;
}

/** Cards from stored ids, skipping any that do not read. */
function cardsOf(ids: readonly string[]): Card[] {
  return ids.flatMap((id) => {
    const card = parseCard(id);
    return card.ok ? [card.value] : [];
  });
}

/**
 * The sheet open over the table, one of sixteen: each renders what the engine says of its step and sends the
 * commands its controls make.
 */
export function TableSheets({
  id,
  game: g,
  sheet,
  board: drawn,
  sides: pegSides,
  trail,
  chances,
  run,
  runAsking,
  onSheet: setSheet,
  onAsk: setAsking,
  onClose: close,
}: Props) {
  const round = g.round;
  const options = g.setup.options;
  const command = (c: TimelineCommand, after?: 'lit') => void run(c, after);
  const askRound = () => setAsking(roundMissingPips(g));
  // Card entry for the show: the next count, with the draft kept across a reload, else the cards its hand played.
  const turn = nextCount(g);
  const draft = sheet.kind === 'show' && turn && round ? loadDraft(g.gameId, round.number, round.counted) : null;
  const fromPlay = sheet.kind === 'show' && turn ? cardsFromPlay(g, turn) : [];
  switch (sheet.kind) {
    case 'keypad': {
      const side = g.sides[sheet.side]!;
      return (
        <KeypadSheet
          name={side.name}
          intent={tapIntent(g, side.id)}
          has={{ tops: teamDecks(g), startBonus: options.startBonus !== null }}
          onScore={(points, reason, seat) => {
            const tap = { side: side.id, points, reason, ...(seat !== undefined ? { seat } : {}) };
            const offer = countOffer(g, tap);
            if (!offer) return run({ type: 'score', ...tap }, reason === 'hand' || reason === 'crib' ? 'lit' : undefined);
            setSheet({ kind: 'offer', tap, offer });
            return Promise.resolve(null);
          }}
          onClose={close}
        />
      );
    }
    case 'offer':
      return (
        <CountOfferSheet
          offer={sheet.offer}
          onPeg={(points) => {
            close();
            command({ type: 'score', ...sheet.tap, points }, 'lit');
          }}
          onClose={close}
        />
      );
    case 'menu':
      return (
        <MenuSheet
          onHistory={() => setSheet({ kind: 'history' })}
          dealer={dealerWords(g)?.menu}
          onDealer={() => setSheet({ kind: 'dealer' })}
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
    case 'starter':
      return round ? (
        <StarterSheet
          dealer={g.seats[round.dealer]!.name}
          cutter={g.seats[starterCutter(g) ?? -1]?.name ?? null}
          dealerTeam={(g.sides[g.seats[round.dealer]!.side]?.seats.length ?? 1) > 1}
          tops={teamDecks(g) ? g.sides.map((s) => s.name) : null}
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
          ranks={ranksThatFit(g)}
          takeBack={playTakeBack(lastChange(timeline.value, events.value.at(-1)))}
          onTakeBack={() => command({ type: 'undo' })}
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
          deck={seatDeck(g, turn.seat)}
          claimFirst={options.muggins}
          initial={initial}
          fromPlay={!draft && fromPlay.length > 0}
          onChange={(e) => saveDraft(g.gameId, { ...key, cards: e.cards.map(formatCard), starter: e.starter ? formatCard(e.starter) : null, claim: e.claim })}
          onScore={async ({ cards, claimed, starter }) => {
            const refused = await runAsking(
              {
                type: turn.crib ? 'countCrib' : 'countHand',
                seat: turn.seat,
                cards,
                ...(claimed !== undefined ? { claimed } : {}),
                ...(starter ? { starter } : {}),
              },
              'lit',
            );
            if (!refused) void clearDraft(g.gameId);
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
          overClaimGain={options.overClaimPenalty}
          onCall={(call) => run({ type: 'muggins', ...call })}
          onClose={close}
        />
      );
    }
    case 'penalty':
      return <TablePenalty game={g} run={run} onClose={close} />;
    case 'dealer':
      return (
        <DealerSheet
          game={g}
          onDeal={(dealer) => {
            close();
            command({ type: 'deal', dealer });
          }}
          onClose={close}
        />
      );
    default:
      // A variant's own step: its sheets, looked up by the game's variant.
      return variantSheetsOf(g)?.(sheet.kind, { game: g, run, runAsking, askRound, onAsk: setAsking, close }) ?? null;
  }
}
