/*
 * What link format 1 knows before it reads a link: texts (event types, score reasons, cards, field names, the
 * words of a setup) and key lists (of each event and of a setup's objects, in the order the engine writes them).
 * A link refers to one by its place in its list (one byte for the first 128) instead of spelling it out, so a
 * setup costs tens of bytes instead of hundreds. Anything else is simply spelled out, so a new event, field or
 * key order still works; it only costs a few bytes more.
 *
 * Frozen: links already shared depend on every entry and its place. Never edit or reorder it; a change is a new
 * link version (`LINK_VERSION`) with a new list. `test/store/link.test.ts` pins its checksum.
 */

const SUITS = ['C', 'D', 'H', 'S'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The 52 cards as the game writes them, `AC` … `KS`. */
const CARDS = RANKS.flatMap((r) => SUITS.map((s) => r + s));

/** Link format 1's texts, most used first. */
const STRINGS_V1: readonly string[] = Object.freeze([
  // Event types (22) and score reasons (13): one of each per event.
  'GameStarted', 'DealerCut', 'RoundStarted', 'StarterTurned', 'TopsTurned', 'PipsNoted', 'TopUsed', 'CardPlayed',
  'GoSaid', 'PlayEnded', 'HandCounted', 'IntelCounted', 'BattleFought', 'CradleRobbed', 'Scored', 'MugginsCalled',
  'PenaltyApplied', 'PenaltyBoxEntered', 'PegMoveForgotten', 'GameEnded', 'Undone', 'Redone',
  'play', 'go', 'last-card', 'hand', 'crib', 'heels', 'bonus', 'penalty', 'muggins', 'correction', 'box', 'top', 'intel',
  // Cards (52).
  ...CARDS,
  // Items of a count (12 more).
  'fifteen', 'pair', 'pair-royal', 'double-pair-royal', 'run', 'flush', 'nobs', 'thirty-one', 'twenty-five',
  'his-nob', 'her-pot', 'her-heels',
  // Event field names of every game (27; `crib` is above): the last of the first 128.
  'type', 'v', 'n', 'at', 'gameId', 'setup', 'dealer', 'cuts', 'round', 'card', 'cards', 'seat', 'claimed',
  'total', 'items', 'side', 'points', 'reason', 'kind', 'caller', 'against', 'kept', 'missed', 'rule', 'offender',
  'winner', 'of',
  // Beyond 128 (two bytes): used once or twice a game.
  'declined', 'newDeal', 'dead', 'hands', 'skunk', 'games', 'run-extended',
  // Cribbage is not Enough (000): Tops, decks, pips, the Intel bonus, the battle, the cradle.
  'decks', 'deck', 'use', 'might', 'magic', 'none', 'dice', 'cribs', 'by', 'action', 'banned', 'added', 'ban', 'add',
  'grey', 'blue', 'pips',
  'target', 'solitaire', 'void', 'back-20', 'sit-out',
  'ruleset', 'players', 'sides', 'options', 'board', 'matchTally',
  'mugginsGiveBack', 'overClaimPenalty', 'skunks', 'heelsBlockedWithin', 'startBonus', 'penaltyToEveryOpponent',
  'separateGo', 'matchGames', 'single', 'double', 'lines', 'margin', 'who', 'when', 'pone', 'every-round',
  'first-round',
  'traditional', 'three-player', 'four-player', 'six-player', 'five-card', 'once-around', 'backward', 'noddy',
  'boxed-set', 'crib-wars', 'not-enough',
  'format', 'version', 'id', 'name', 'note', 'approximate', 'finish', 'tracks', 'zones', 'doubleSkunk', 'stink',
  'muggersAlley', 'start', 'end', 'slideTo', 'path', 'holes', 'rejoin', 'label', 'red-skip', 'time-trap',
  'penalty-box', 'green-advance', 'muggins-board', 'standard-121-2', 'standard-121-3', 'standard-61',
  'Standard 121, two tracks', 'Standard 121, three tracks', 'Standard 61', 'Crib Wars (approximate)',
  'approximate: edit the zones to match your board',
  ...[1, 2, 3].flatMap((i) => [`red-${i}`, `red skip ${i}`]),
  ...[1, 2, 3, 4].flatMap((i) => [`trap-${i}`, `time trap ${i}`]),
  ...[1, 2, 3].flatMap((i) => [`box-${i}`, `penalty box ${i}`]),
  ...[1, 2].flatMap((i) => [`green-${i}`, `green advance ${i}`]),
  ...Array.from({ length: 16 }, (_, i) => `rule-${i + 1}`), 'rule-13b', 'rule-14b', 'table-talk',
  'colors', 'red', 'green', 'gold', 'purple', 'black',
]);

const EVENT_KEYS = ['v', 'n', 'at'];

/** Link format 1's key lists: the engine's events (most used first), then the objects inside them. */
const SHAPES_V1: readonly (readonly string[])[] = Object.freeze([
  ['type', 'side', 'seat', 'points', 'reason', 'items', ...EVENT_KEYS],
  ['type', 'seat', 'crib', 'claimed', 'cards', 'total', 'items', ...EVENT_KEYS],
  ['kind', 'cards', 'points'],
  ['type', 'round', 'dealer', ...EVENT_KEYS],
  ['type', 'card', ...EVENT_KEYS],
  ['type', ...EVENT_KEYS],
  ['type', 'seat', 'card', ...EVENT_KEYS],
  ['type', 'seat', ...EVENT_KEYS],
  ['type', 'side', 'rule', 'hands', ...EVENT_KEYS],
  ['type', ...EVENT_KEYS, 'gameId', 'setup'],
  ['type', 'dealer', 'cuts', ...EVENT_KEYS],
  ['type', 'winner', 'reason', 'skunk', 'games', ...EVENT_KEYS],
  ['type', 'rule', 'offender', 'declined', 'newDeal', ...EVENT_KEYS],
  ['type', 'rule', 'offender', 'declined', 'newDeal', 'dead', ...EVENT_KEYS],
  ['type', 'caller', 'against', 'crib', 'points', 'kept', 'missed', ...EVENT_KEYS],
  ['type', 'side', ...EVENT_KEYS],
  ['type', 'cards', ...EVENT_KEYS],
  ['type', 'cards', 'decks', ...EVENT_KEYS],
  ['type', 'seat', 'crib', 'of', 'claimed', 'cards', 'total', 'items', ...EVENT_KEYS],
  ['type', 'seat', 'claimed', 'cards', 'total', 'items', ...EVENT_KEYS],
  ['type', 'dice', 'winner', ...EVENT_KEYS],
  ['type', 'cribs', 'by', 'action', 'banned', 'added', ...EVENT_KEYS],
  ['type', 'side', 'use', ...EVENT_KEYS],
  ['type', 'deck', 'card', 'intel', 'might', 'magic', ...EVENT_KEYS],
  ['type', 'caller', 'against', 'crib', 'points', 'kept', 'missed', 'intel', ...EVENT_KEYS],
  ['ruleset', 'players', 'sides', 'options', 'board', 'matchTally'],
  ['ruleset', 'players', 'sides', 'options', 'board', 'matchTally', 'pips'],
  ['muggins', 'mugginsGiveBack', 'overClaimPenalty', 'skunks', 'target', 'heels', 'heelsBlockedWithin', 'startBonus',
    'penaltyToEveryOpponent', 'separateGo', 'skunk', 'matchGames'],
  ['format', 'version', 'id', 'name', 'note', 'approximate', 'finish', 'tracks', 'lines', 'zones'],
  ['skunk', 'doubleSkunk', 'stink', 'muggersAlley'],
  ['kind', 'single', 'double'],
  ['kind'],
  ['who', 'points', 'when'],
  ['kind', 'id', 'label', 'start', 'end'],
  ['kind', 'id', 'label', 'start', 'end', 'slideTo'],
  ['kind', 'id', 'label', 'start', 'end', 'path'],
  ['holes', 'rejoin'],
  ['seat', 'cards'],
  ['intel', 'might', 'magic'],
  ['grey', 'blue'],
  ['colors'],
].map((keys) => Object.freeze(keys)));

/** What a writer and a reader of a link hold before its first byte. */
export interface Dictionary {
  readonly strings: readonly string[];
  readonly shapes: readonly (readonly string[])[];
}

/** Link format 1's dictionary. */
export const DICTIONARY_V1: Dictionary = Object.freeze({ strings: STRINGS_V1, shapes: SHAPES_V1 });
