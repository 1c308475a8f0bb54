import { BUILT_IN_BOARDS } from '../../board';

interface Props {
  /** The label players read, e.g. `'Start from'`. */
  readonly label: string;
  /** A built-in board id, e.g. `'crib-wars'`. */
  readonly value: string;
  readonly onChange: (id: string) => void;
}

/** A labelled choice of the built-in boards. */
export function BuiltInBoardSelect({ label, value, onChange }: Props) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        {Object.values(BUILT_IN_BOARDS).map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </label>
  );
}
