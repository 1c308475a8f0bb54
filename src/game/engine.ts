/**
 * What the session and the saved-games list call on the engine, as one module the app loads after its first paint:
 * the home screen needs only the summaries, so the engine stays out of the first load (docs/PERFORMANCE.md, First load).
 */
export { announce, applyCommand, checkLog, createSetup, fold, isRoundDone, parseEvent, replay, summarize, withGameId } from './index';
