interface Props {
  /** The last move in words, e.g. `"Ann's hand, 5♣ 5♥ 10♦ 2♠: fifteen two, … is ten. Ann pegs 10 to 14 (hand)"`. */
  readonly text: string;
  /**
   * The game is over: its last sentence says who won, and the one before it what the winning move pegged; both are
   * kept whole, over as many lines as they take (issue 25.3).
   */
  readonly end?: boolean;
}

/** The text cut after each sentence, every character kept: `'A. B. C'` -> `['A. ', 'B. ', 'C']`. */
function sentences(text: string): string[] {
  return text.split(/(?<=\. )/);
}

/**
 * The last move in words, two lines high (one beside the board sideways). A move said in several sentences keeps its
 * last one (what it pegged) whole, wrapping if it must, and the count before it gets what room is left, cut at its
 * end: a long count is cut, never the points. One sentence may use both lines; a zone that acted leads it, so a cut
 * takes its end, never the why (issue 25.3). At the game's end the winning move and who won are whole, however many
 * lines they take. Nothing is lost: the History has every word, and the live region says them.
 */
export function Words({ text, end = false }: Props) {
  const parts = sentences(text);
  if (parts.length < 2) return <p class="table__words">{text}</p>;
  const kept = end ? 2 : 1;
  const head = parts.slice(0, -kept).join('');
  return (
    <p class={`table__words table__words--two${end ? ' table__words--end' : ''}`}>
      {head && <span>{head}</span>}
      {parts.slice(-kept).map((part, i) => (
        <span key={i} class="table__words-kept">
          {part}
        </span>
      ))}
    </p>
  );
}
