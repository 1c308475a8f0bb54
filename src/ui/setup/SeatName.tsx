interface Props {
  /** The seat's place, 0-based, e.g. `1` for seat 2. */
  readonly index: number;
  /** e.g. `'Seat 2'` or `'Seat 3 · team 1'`. */
  readonly label: string;
  readonly value: string;
  /** The names to pick from (a club night's entrants): a list in place of typing; absent: typed. */
  readonly choices?: readonly string[] | undefined;
  readonly onName: (name: string) => void;
}

/** A seat's player: typed, or on a game for a club night picked from the night's entrants (nothing to mistype). */
export function SeatName({ index, label, value, choices, onName }: Props) {
  const id = `name-${index}`;
  return (
    <div class="setup__name">
      <label for={id}>{label}</label>
      {choices ? (
        <select id={id} value={value} onChange={(e) => onName((e.target as HTMLSelectElement).value)}>
          {!choices.includes(value) && <option value={value}>{value === '' ? '(choose the opponent)' : value}</option>}
          {choices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} value={value} placeholder={`Player ${index + 1}`} maxLength={24} onInput={(e) => onName((e.target as HTMLInputElement).value)} />
      )}
    </div>
  );
}
