import { useEffect, useState } from 'preact/hooks';

/** The club night a new game is set up for: its id, its name, the card's player, the game's number on the card. */
export interface ClubGame {
  /** e.g. `'n-lq3xa1-9zz'`. */
  readonly id: string;
  /** e.g. `'Thursday club'`. */
  readonly name: string;
  /** e.g. `'Ann'`. */
  readonly player: string;
  /** The number the game will have on the card, e.g. `4`. */
  readonly number: number;
  /** The night's other entrants, the opponent picked from them (no typing), e.g. `['Bob', 'Cy']`; empty: no list. */
  readonly opponents: readonly string[];
  /** The opponent the seating gives in the first round not yet on the card, e.g. `'Bob'`; null without seating. */
  readonly seated: string | null;
}

/**
 * The setup screen's club night (`#/new/<night id>`), read on first use (the club code loads only for such a game):
 * the night, or a sentence saying why no game can be set up for it.
 */
export function useClubGame(night: string | undefined): { readonly game: ClubGame | null; readonly error: string } {
  const [state, setState] = useState<{ game: ClubGame | null; error: string }>({ game: null, error: '' });
  useEffect(() => {
    if (night === undefined) return setState({ game: null, error: '' });
    let live = true;
    void Promise.all([import('./clubs'), import('../../club')]).then(async ([{ loadNight }, { sameName, seatOf }]) => {
      const r = await loadNight(night);
      if (!live) return;
      if (!r.ok) return setState({ game: null, error: r.message });
      const { club, built } = r.value;
      if (club.player === null) return setState({ game: null, error: `No one keeps a card for ${club.night.name} on this phone: say who plays on it first.` });
      // Its number once it ends: after the lines on the card and the night's games still being played.
      const number = built.lines.length + built.off.filter((o) => o.why === 'playing').length + 1;
      const player = club.player;
      const opponents = (club.entrants ?? []).map((e) => e.name).filter((n) => !sameName(n, player));
      const played = new Set(built.lines.map((l) => l.line.round));
      const next = (club.seating ?? []).map((r) => seatOf(r, player)).find((seat, i) => !played.has(i + 1) && seat.kind === 'table');
      const seated = next?.kind === 'table' ? next.opponent : null;
      setState({ game: { id: club.night.id, name: club.night.name, player, number, opponents, seated }, error: '' });
    });
    return () => {
      live = false;
    };
  }, [night]);
  return state;
}
