import { EMPTY_STATE } from '../model/state';
import type { Timeline } from './timelineShape';

/** No game yet: a module of its own so the session can start empty without loading the engine. */
export const EMPTY_TIMELINE: Timeline = { state: EMPTY_STATE, nextN: 0, done: null, undone: null };
