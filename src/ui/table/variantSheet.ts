import type { VNode } from 'preact';
import type { Game, TimelineCommand } from '../../game';
import type { DeckCard } from '../../game/rulesets/notEnough';

/** Sends a command; resolves to the engine's refusal (or a failed write), or `null` once saved. `'lit'` moves focus to the pad that counts next. */
export type Run = (command: TimelineCommand, after?: 'lit') => Promise<string | null>;

/** What a variant's sheet is given: the game, the ways to send its commands, and the table's close. */
export interface VariantSheetProps {
  readonly game: Game;
  readonly run: Run;
  /** Like `run`, then asks for the numbers of the cards it entered that the game does not know yet. */
  readonly runAsking: Run;
  /** Asks for the numbers of the round's cards not known yet. */
  readonly askRound: () => void;
  readonly onAsk: (cards: readonly DeckCard[]) => void;
  readonly close: () => void;
}

/** A variant's own sheets, by the name of the step or sheet that opens one; `null` for a name it does not know. */
export type VariantSheets = (kind: string, props: VariantSheetProps) => VNode | null;
