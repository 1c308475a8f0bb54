import { CRIB_WARS_SPEC } from './cribWars';
import { STANDARD_121_2_SPEC, STANDARD_121_3_SPEC, STANDARD_61_SPEC } from './standard';
import type { Board, BuiltInBoardId } from './types';
import { parseBoard } from './validate';

function build(spec: unknown): Board {
  const result = parseBoard(spec);
  if (!result.ok) throw new Error(`Built-in board is invalid: ${result.error.message}`);
  return result.value;
}

/** The built-in boards, in menu order, keyed by id. */
export const BUILT_IN_BOARDS: { readonly [K in BuiltInBoardId]: Board } = {
  'standard-121-2': build(STANDARD_121_2_SPEC),
  'standard-121-3': build(STANDARD_121_3_SPEC),
  'standard-61': build(STANDARD_61_SPEC),
  'crib-wars': build(CRIB_WARS_SPEC),
};

/** The built-in board with this id, or `undefined` (custom boards live in the store). */
export function boardById(id: string): Board | undefined {
  return Object.hasOwn(BUILT_IN_BOARDS, id) ? BUILT_IN_BOARDS[id as BuiltInBoardId] : undefined;
}
