/**
 * The starter sheet's rule (002 "The Starter", "His heels"): who cuts and who turns, and the jack's two, e.g. "Ann
 * cuts, Bob turns the starter. A jack pegs two for his heels."; `cutter` `null` where the dealer turns the top card
 * himself (002 NODDY).
 */
export function starterRuleWords(dealer: string, cutter: string | null): string {
  const turn = cutter ? `${cutter} cuts, ${dealer} turns the starter.` : `${dealer} turns the top card as the starter.`;
  return `${turn} A jack pegs two for his heels.`;
}
