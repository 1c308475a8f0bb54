import type { Game } from '../../game';
import { notEnoughSheets } from './notEnough/sheets';
import type { VariantSheets } from './variantSheet';

/**
 * The sheets each variant brings, by its name (the ruleset's `variant`, the name of its folder in
 * `src/game/rulesets/`): the table looks its game's up, never asking which game it is. A new variant with sheets of
 * its own adds its folder here and one line.
 */
const VARIANT_SHEETS: Readonly<Record<string, VariantSheets>> = {
  notEnough: notEnoughSheets,
};

/** The sheets of a game's variant, or `undefined` for a game with none. */
export function variantSheetsOf(game: Game): VariantSheets | undefined {
  return game.ruleset.variant === undefined ? undefined : VARIANT_SHEETS[game.ruleset.variant];
}
