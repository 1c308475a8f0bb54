import { currentStep, parseEvent, replay, storedSummary, summarize, type GameEvent } from '../../src/game';
import { DB_NAME, openStore } from '../../src/store';
import { longGame, tapGame } from '../game/corpus';

/*
 * The budget's stored games (issue 13 item 4), made with the engine and written through the store, in the page:
 * `npm run budget` bundles this file on its own and serves it beside the built app (never part of `dist/`).
 */

const NAMES = ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];

/** What was stored: the number of games and events, and the long game's id and length. */
export interface Seeded {
  readonly games: number;
  readonly events: number;
  readonly longId: string;
  readonly longLength: number;
}

/**
 * Stores `count` finished traditional games of about 200 events (taps, counts scaled by 0.7), each appended as the
 * session appends, with its summary in the same transaction; then a Crib Wars game of about `longEvents` events, cut
 * in its play so a tap on a pad pegs.
 */
export async function seed(count: number, longEvents: number): Promise<Seeded> {
  const store = await openStore(DB_NAME, { checkEvent: parseEvent });
  let events = 0;
  const write = async (id: string, title: string, log: readonly GameEvent[]): Promise<void> => {
    const created = await store.createGame({ id, title, setup: { colors: [] } });
    if (!created.ok) throw new Error(created.error.message);
    const state = replay(log).state;
    if (!state.started) throw new Error('seed: a game did not start');
    const saved = await store.appendEvents(id, 0, log, { finished: state.outcome !== null, summary: storedSummary(summarize(state)) });
    if (!saved.ok) throw new Error(saved.error.message);
    events += log.length;
  };
  for (let i = 0; i < count; i++) {
    const players = [NAMES[i % NAMES.length]!, NAMES[(i + 1 + (i >> 3)) % NAMES.length]!];
    if (players[0] === players[1]) players[1] = NAMES[(i + 2) % NAMES.length]!;
    const id = `g-seed-${i}`;
    await write(id, players.join(' v '), tapGame('traditional', players, i + 1, 0.7, id).events);
  }
  const whole = longGame(0.3).events;
  let end = longEvents;
  for (; end < whole.length; end++) {
    if (whole[end]!.n === whole[end - 1]!.n) continue;
    const state = replay(whole.slice(0, end)).state;
    if (state.started && !state.outcome && currentStep(state) === 'play') break;
  }
  const longId = (whole[0] as Extract<GameEvent, { type: 'GameStarted' }>).gameId;
  await write(longId, 'Ann v Bob (a long Crib Wars game)', whole.slice(0, end));
  return { games: count + 1, events, longId, longLength: end };
}
