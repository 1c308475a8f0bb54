interface Props {
  /** The last move in words, e.g. `"Ann's hand, 5♣ 5♥ 10♦ 2♠: fifteen two, … is ten. Ann pegs 10 to 14 (hand)"`. */
  readonly text: string;
}

/**
 * The last move in words, two lines high. A move said in several sentences keeps its last one (what it pegged, or
 * the game's end) on a line of its own, so a long count is cut, never the points; one sentence may use both lines.
 * Nothing is lost: the History has every word, and the live region says them.
 */
export function Words({ text }: Props) {
  const cut = text.lastIndexOf('. ');
  if (cut < 0) return <p class="table__words">{text}</p>;
  return (
    <p class="table__words table__words--two">
      <span>{text.slice(0, cut + 2)}</span>
      <span>{text.slice(cut + 2)}</span>
    </p>
  );
}
