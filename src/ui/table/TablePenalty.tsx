import { decide, defaultOffender, effectWords, PENALTIES, penaltiesFor, type Game } from '../../game';
import { PenaltySheet } from './PenaltySheet';
import type { Run } from './sheetKind';

interface Props {
  readonly game: Game;
  readonly run: Run;
  readonly onClose: () => void;
}

/** The penalty sheet as the table opens it: the rules that fit the table, the dealer a deal's fault falls on, a preview of each call. */
export function TablePenalty({ game: g, run, onClose }: Props) {
  const round = g.round;
  const dealerSide = round ? defaultOffender(g, PENALTIES.find((p) => p.offender === 'dealer')!) : null;
  return (
    <PenaltySheet
      rules={penaltiesFor(g)}
      sides={g.sides.map((s) => ({ id: s.id, name: s.name, seats: s.seats.map((seat) => ({ seat, name: g.seats[seat]!.name })) }))}
      dealer={round && dealerSide !== null ? { side: dealerSide, name: g.seats[round.dealer]!.name } : null}
      everyOpponent={g.setup.options.penaltyToEveryOpponent}
      preview={(call) => {
        const decided = decide(g, { type: 'penalty', ...call }, 0);
        return decided.ok ? { ok: true, words: effectWords(g, decided.value.events) } : { ok: false, message: decided.error.message };
      }}
      onApply={(call) => run({ type: 'penalty', ...call })}
      onClose={onClose}
    />
  );
}
