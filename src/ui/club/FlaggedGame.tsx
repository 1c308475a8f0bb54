import { countedFor, type CardLine, type ClubFormat, type Decision, type PairedGame } from '../../club';

interface Props {
  readonly format: ClubFormat;
  readonly game: PairedGame;
  /** The director's decision that stands, or null (undecided: counted against the player who would gain). */
  readonly decision: Decision | null;
  readonly onDecide: (decision: Decision | null) => void;
  readonly busy: boolean;
  /** The round's table the game was seated at, when the night has seating. */
  readonly table?: number | undefined;
}

const WHY: Readonly<Record<PairedGame['agreement'], string>> = {
  winner: 'The cards name different winners.',
  score: 'The cards agree on the winner but not the score.',
  missing: 'The game is on one card only.',
  agreed: '',
  unchecked: '',
  confirmed: '',
};

/** What a card says of the game, e.g. `Ann won 121–100`, or that it lacks it. */
function says(line: CardLine | null, holder: string, other: string) {
  if (!line) return 'no line for this game';
  const [winner, high, low] = line.won ? [holder, line.own, line.theirs] : [other, line.theirs, line.own];
  return (
    <>
      {winner} won <span class="club-table__score">{`${high}–${low}`}</span>
    </>
  );
}

/** How a player is counted for the game, e.g. `'Ann: lost 110–121'`, `'Bob: not counted'`. */
function counted(format: ClubFormat, game: PairedGame, player: string, decision: Decision | null): string {
  const c = countedFor(format, game, player, decision ?? undefined);
  return c.version ? `${player}: ${c.version.won ? 'won' : 'lost'} ${c.version.own}–${c.version.theirs}` : `${player}: not counted`;
}

/**
 * A game the two cards disagree on: both cards' versions, how each player is counted now (against the player who
 * would gain until the director decides), and the decision: this card, that card, or the game does not count.
 */
export function FlaggedGame({ format, game, decision, onDecide, busy, table }: Props) {
  const options: { readonly value: Decision; readonly label: string }[] = [
    ...(game.fromA ? [{ value: 'a' as const, label: `${game.a}'s card` }] : []),
    ...(game.fromB ? [{ value: 'b' as const, label: `${game.b}'s card` }] : []),
    { value: 'none', label: 'Does not count' },
  ];
  // A flag names its round and table, so two games of one pair are told apart.
  const where = game.round === undefined ? '' : `Round ${game.round}${table ? `, table ${table}` : ''}: `;
  const title = `${where}${game.a} v ${game.b}`;
  return (
    <li class="panel club-flag">
      <h3>{title}</h3>
      <p>{WHY[game.agreement]}</p>
      <dl class="club-flag__cards">
        <dt>{game.a}'s card</dt>
        <dd>{says(game.fromA, game.a, game.b)}</dd>
        <dt>{game.b}'s card</dt>
        <dd>{says(game.fromB, game.b, game.a)}</dd>
      </dl>
      <p class="club-flag__now">
        {decision === null ? 'Until you decide, each player is counted as the card worse for them says: ' : 'Counted as decided: '}
        {counted(format, game, game.a, decision)}; {counted(format, game, game.b, decision)}.
      </p>
      <div class="row no-print" role="group" aria-label={`Decision on ${title}`}>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            class={decision === o.value ? undefined : 'secondary'}
            aria-pressed={decision === o.value}
            disabled={busy}
            onClick={() => onDecide(o.value)}
          >
            {o.label}
          </button>
        ))}
        {decision !== null && (
          <button type="button" class="secondary" disabled={busy} onClick={() => onDecide(null)}>
            Undecide
          </button>
        )}
      </div>
      {decision !== null && <p class="print-only">Decided: {options.find((o) => o.value === decision)?.label}.</p>}
    </li>
  );
}
