/**
 * Club nights: a player's tournament card that writes itself from the games played for the night, the director's
 * standings with the cross-check of both cards of every game, qualifiers, and CSV. Pure: no DOM, no clock, no
 * randomness (ids and days come from the edge).
 */
export * from './result';
export { GRASS_ROOTS, MIN_QUALIFY, TIE_BREAKS, parseFormat, type ClubFormat, type TieBreak } from './format';
export {
  CARD_VERSION,
  MAX_NAME,
  gameLine,
  gamePoints,
  newCard,
  parseCard,
  parseNightInfo,
  sameName,
  skunkOf,
  spreadOf,
  totalsOf,
  typedLine,
  type CardLine,
  type CardTotals,
  type LineSource,
  type NightInfo,
  type PlayerCard,
} from './card';
export { countedFor, mirror, pairGames, type Agreement, type Counted, type Decision, type PairedGame, type Version } from './crossCheck';
export { standings, type Standing, type Standings } from './standings';
export { cardCsv, cardsCsv, standingsCsv } from './csv';
export {
  NIGHT_VERSION,
  emptyNight,
  makeNight,
  setPlayer,
  type ClubNight,
  type Correction,
  type StoredDecision,
  type TypedEntry,
  type TypedScore,
} from './night';
export {
  addTyped,
  buildCard,
  clubGameProblem,
  correctLine,
  moveCard,
  removeLine,
  restoreGame,
  type BuiltCard,
  type LineRef,
  type NightGame,
  type OffReason,
} from './ownCard';
export { byesSoFar, decide, gatherCard, nightCards, nightStandings, removeCard, standingDecisions } from './gather';
export { parseClubNight } from './parseNight';
export {
  MAX_ENTRANTS,
  MAX_ROUNDS,
  addEntrant,
  editEntrant,
  entrantNamed,
  invitationEntrants,
  leaveEarly,
  parseEntrants,
  playsIn,
  qualifierCount,
  type Entrant,
  type EntrantFields,
} from './entrants';
export { BYE_WORTHS, DEFAULT_BYE, DEFAULT_ROUNDS, dealRounds, parseSeating, roundAgainst, seatOf, type ByeWorth, type Seat, type SeatedRound } from './seating';
export { cardFlags, checkCard, roundsOf, type LineFlag } from './checkCard';
export {
  addNightEntrant,
  addPaperLine,
  beginRound,
  editNightEntrant,
  enterSlips,
  entrantLeaves,
  isPaper,
  joinedFrom,
  keepPaperCard,
  roundNow,
  seatNight,
  setByeWorth,
  setMoney,
  type TableSlip,
} from './director';
export { CARD_FILE_FORMAT, CARD_FILE_VERSION, MAX_CARD_FILE, MAX_PASTED_CARD, formatCardFile, parseCardFile, pastedProblem } from './cardFile';
export { NO_MONEY, defaultTable, nightMoney, parseMoney, type MoneySettings, type NightMoney, type Payout } from './money';
export { DEFAULT_AWARDS, parseAwards, seasonCsv, seasonTable, type SeasonNight, type SeasonRow } from './season';
export {
  MAX_SEASON_FILE,
  MAX_SEASON_NIGHTS,
  SEASON_FILE_FORMAT,
  SEASON_FILE_VERSION,
  formatSeasonFile,
  movingNight,
  parseSeasonFile,
  parseSeasonMove,
  type SeasonMove,
} from './seasonMove';
export { MAX_CONFIRMATIONS, confirms, parseConfirmation, parseResultCode, type Confirmation, type ResultCode } from './resultCode';
export { confirmResult, resultCodeOf } from './confirm';
