import type { CountOffer, ScoreReason, SeatId, SideId } from '../../game';

export type { Run } from './variantSheet';

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
  /** A variant's own sheet, by the name of its step (its variant's sheets render it: `variantSheets.ts`). */
  | { readonly kind: VariantSheetKind };

/** The sheets variants bring, by name: the engine's bar names them as strings (`StepSheet`), the variant's sheets render them. */
export type VariantSheetKind = 'tops' | 'intel' | 'battle' | 'cradle' | 'cribs';
