/**
 * The counting core: cards, the itemized show, the play, pegging and the fast totals scorer.
 * Pure and DOM-free; every expected failure is a `Result` value.
 */
export * from './types';
export * from './result';
export { noun, plural } from './plural';
export { ownValue } from './own';
export { parseCard, formatCard, parseCards, formatCards, checkCards, shownText, MAX_CARDS_TEXT, type ParseCardsOptions } from './cards';
export { countShow, SHOW_KINDS, type ShowKind, type ShowItem, type ShowCount, type ShowOptions } from './show';
export { scorePlay, PLAY_KINDS, type PlayKind, type PlayItem, type PlayScore, type PlayOptions } from './play';
export {
  startPegging,
  playCard,
  sayGo,
  type PeggingOptions,
  type PeggingState,
  type PeggingScore,
  type PeggingStep,
  type PlayedCard,
} from './pegging';
export { showTotal, showTotalIndex } from './fast';
export { sayShow, sayIntel, sayPlay, numberWords, cardWords, SUIT_SYMBOLS } from './say';
export { analyzeThrows, type ThrowRow, type AnalyzeOptions } from './advisor';
export { groupStarters, starterGroupWords, type StarterGroup } from './starters';
export { likelyMissed, type MissedContext, type MissableItem } from './missed';
export { countCombinations } from './combinations';
export { intelBonus, INTEL_KINDS, type IntelKind, type IntelItem, type IntelBonus } from './intel';
export { isPossibleShow, impossibleShowWords, type CountShape } from './possible';
