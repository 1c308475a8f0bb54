import type { DeckColor } from '../../../game/rulesets/notEnough';
import './notEnough.css';

/** A deck's colour shown as a tag with its word ("grey", "blue"): never colour alone. */
export function DeckTag({ deck }: { readonly deck: DeckColor }) {
  return <span class={`deck deck--${deck}`}>{deck}</span>;
}
