/** Peg colours a table can choose, with names for screen readers. Each reads on both themes. */
export const PEG_COLORS = [
  { id: 'red', name: 'red', css: '#c62828' },
  { id: 'blue', name: 'blue', css: '#1e63c4' },
  { id: 'green', name: 'green', css: '#2e7d32' },
  { id: 'gold', name: 'gold', css: '#c99700' },
  { id: 'purple', name: 'purple', css: '#7b3fa6' },
  { id: 'black', name: 'black', css: '#222222' },
] as const;
export type PegColorId = (typeof PEG_COLORS)[number]['id'];

export function pegColor(id: string | undefined, fallbackIndex: number): (typeof PEG_COLORS)[number] {
  return PEG_COLORS.find((c) => c.id === id) ?? PEG_COLORS[fallbackIndex % PEG_COLORS.length]!;
}

/** What the app stores beside a game's log in its record (the engine's setup is in the log itself). */
export interface GameExtras {
  /** Peg colour per side, e.g. `['red', 'blue']`. */
  readonly colors: readonly string[];
  /** The club night the game is played for (its id, e.g. `'n-lq3xa1-9zz'`): its line goes on that night's card. */
  readonly night?: string;
}

export function parseExtras(value: unknown): GameExtras {
  const extras = value as { colors?: unknown; night?: unknown } | null;
  const colors = extras?.colors;
  const night = extras?.night;
  return {
    colors: Array.isArray(colors) ? colors.filter((c): c is string => typeof c === 'string') : [],
    ...(typeof night === 'string' && night !== '' ? { night } : {}),
  };
}
