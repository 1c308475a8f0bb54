import type { Game, GameEvent } from '../../game';
import type { HostGame, HostRefusal } from '../../follow/hostGame';
import type { PhoneCommand } from '../../follow/protocol';
import { send } from '../session/session';
import { phoneWords } from './hostingView';

/** What the table phone holds of the game its phones follow: the one open now, as last seen. */
export interface Hosted {
  readonly gameId: string;
  readonly log: readonly GameEvent[];
  readonly state: Game | null;
  readonly colors: readonly string[];
}

/** Writes a phone's command through the session, on the log the phone saw, saying on the table whose phone sent it. */
function decide(h: Hosted, command: PhoneCommand, seen: number, seat: number): Promise<HostRefusal | null> {
  return new Promise((resolve) => {
    const player = h.state?.seats[seat]?.name ?? 'A player';
    void send(command, {
      gameId: h.gameId,
      seen,
      refused: (why, message) => resolve({ why, message }),
      say: (change) => phoneWords(change, player),
    }).then((saved) => resolve(saved ? null : { why: 'failed', message: 'The table phone did not save it.' }));
  });
}

/** The game a `Host` shares: whatever `hosted()` holds when asked (the table's game, which may change). */
export function hostedGame(hosted: () => Hosted): HostGame {
  return {
    get gameId() {
      return hosted().gameId;
    },
    log: () => hosted().log,
    title: () =>
      hosted()
        .state?.sides.map((side) => side.name)
        .join(' v ') ?? '',
    colors: () => hosted().colors,
    sideOf: (seat) => hosted().state?.seats[seat]?.side ?? null,
    decide: (command, seen, seat) => decide(hosted(), command, seen, seat),
    now: () => Date.now(),
  };
}
