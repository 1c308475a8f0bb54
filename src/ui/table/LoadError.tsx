interface Props {
  /** Why the game cannot be opened, e.g. the store's words for a damaged log. */
  readonly error: string;
  readonly onHome: () => void;
}

/** The table's screen when its game cannot be opened: why, and the way home. */
export function LoadError({ error, onHome }: Props) {
  return (
    <main>
      <h1>This game cannot be opened</h1>
      <p class="error" role="alert">
        {error}
      </p>
      <button type="button" onClick={onHome}>
        Home
      </button>
    </main>
  );
}
