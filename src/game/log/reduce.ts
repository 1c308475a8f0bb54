import { foldEvent } from '../fold/reduce';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { getRuleset } from '../rulesets';

/**
 * One step of the fold, any event onto any state (`fold/reduce.ts`), the preset of a `GameStarted` found in the
 * registry: the fold's floor lies under the registry, which gathers the variants' files of every floor.
 */
export function reduce(state: GameState, event: GameEvent): GameState {
  return foldEvent(state, event, getRuleset);
}
