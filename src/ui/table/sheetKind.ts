import type { CountOffer, ScoreReason, SeatId, SideId, TimelineCommand } from '../../game';

/** A tap on a side's pad, as the score command takes it. */
export interface Tap {
  readonly side: SideId;
  readonly points: number;
  readonly reason: ScoreReason;
  readonly seat?: SeatId;
}

/** The sheet open over the pads, if any. */
export type SheetKind =
  | { readonly kind: 'keypad'; readonly side: SideId }
  | { readonly kind: 'starter' | 'play' | 'show' | 'muggins' | 'penalty' | 'history' | 'menu' | 'cut' | 'board' | 'dealer' }
  /** A tapped count the held cards make otherwise, before it is pegged (issue 37.2). */
  | { readonly kind: 'offer'; readonly tap: Tap; readonly offer: CountOffer }
  /** 000's steps. */
  | { readonly kind: 'tops' | 'intel' | 'battle' | 'cradle' | 'cribs' };

/** Sends a command; resolves to the engine's refusal (or a failed write), or `null` once saved. `'lit'` moves focus to the pad that counts next. */
export type Run = (command: TimelineCommand, after?: 'lit') => Promise<string | null>;
