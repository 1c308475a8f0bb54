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

/** Where the table phone keeps which phone may count for whom: this tab's session, so a reload keeps it. */
const PERMITS = 'muggins:follow-permits';

function permits(): Record<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(PERMITS) ?? '{}') as unknown;
    return typeof saved === 'object' && saved !== null && !Array.isArray(saved) ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function remember(phone: string, seat: number | null): void {
  const all = permits();
  if (seat === null) delete all[phone];
  else all[phone] = seat;
  try {
    sessionStorage.setItem(PERMITS, JSON.stringify(all));
  } catch {
    // No session storage (a private window that refuses it): the permission lasts until a reload.
  }
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
    permitted: (phone) => (Number.isInteger(permits()[phone]) ? permits()[phone]! : null),
    remember,
  };
}
