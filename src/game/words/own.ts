import type { Game } from '../model/state';
import type { StepName } from '../model/types';
import type { NextStep } from './nextStepShape';

/** What the bar knows when it asks a variant: the round's line, how a tap would go on, the count a tap would make. */
export interface BarContext {
  /** The round in one line, e.g. `'Round 3 · Bob deals · grey K♠ · blue 7♦'`. */
  readonly status: string;
  /** Words with how a tap would go on added, e.g. `'The Intel bonus: …, or tap Ann's Intel bonus on the lit pad.'`. */
  readonly then: (words: string) => string;
  /** The count a tap on the lit pad would make, e.g. `"Bob & Di's crib"`, or `null`. */
  readonly due: string | null;
}

/** The words' part of a variant (`Variant`, `model/state.ts`): its round's line and its steps on the bar. */
export interface OwnWords {
  /** The round's own line after the dealer, e.g. `'grey K♠ Might · blue 7♦'`; absent: the cribs. */
  status?(state: Game): string;
  /** The bar at `step` (its own, or a core step it waits on a choice in); `null`: the core's bar. */
  bar?(state: Game, step: StepName, context: BarContext): NextStep | null;
  /** Its steps of the deal, turned as the starter is: what is turned and the button that enters it, e.g. `{ card: 'the Tops', button: 'Tops…' }`. */
  readonly turns?: Readonly<Record<string, { readonly card: string; readonly button: string }>>;
}

declare module '../model/state' {
  /** The words add their part to the variant's value (declaration merging: the model floor names no sentence). */
  interface Variant extends OwnWords {}
}
