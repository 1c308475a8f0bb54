/* The Tops' rule in words (000 "Scoring from the top"): a jack on a Top pegs 2 for the dealer's team, a queen −2. */

/** The jack's two, by whether the dealer's side is a team: "a jack pegs 2 for Ann's team", or "a jack: Ann pegs 2". */
function jack(dealer: string, dealerTeam: boolean): string {
  return dealerTeam ? `a jack pegs 2 for ${dealer}'s team` : `a jack: ${dealer} pegs 2`;
}

/** The starter sheet's Tops, e.g. "Each team's deck is split and its Top turned (000): a jack: Ann pegs 2, a queen −2." */
export function topsTurnWords(dealer: string, dealerTeam: boolean): string {
  return `Each team's deck is split and its Top turned (000): ${jack(dealer, dealerTeam)}, a queen −2.`;
}

/** The Tops sheet's rule, e.g. "A jack on a Top pegs 2 for Ann's team, a queen −2." */
export function topsRuleWords(dealer: string, dealerTeam: boolean): string {
  return dealerTeam ? `A jack on a Top pegs 2 for ${dealer}'s team, a queen −2.` : `A jack on a Top: ${dealer} pegs 2, a queen −2.`;
}

/** Who picks the decks (000: the dealer): "Ann picks the decks". */
export function decksPickWords(dealer: string): string {
  return `${dealer} picks the decks`;
}
