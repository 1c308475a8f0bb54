import { describe, expect, test } from 'vitest';
import { foldOk } from '../game/helpers';
import { EVENT_TYPES, RULESET_IDS, movesOf, parseEvent, type Game, type GameEvent } from '../../src/game';
import { CORPUS, buildCorpus, corpusGame } from '../game/corpus';

/*
 * The corpus the link round trip (and later the replay) relies on holds what it claims: whole, valid games of every
 * ruleset, and every kind of event and zone. (It lives beside the link tests that first used it.)
 */

/** The state at the end of a log (the corpus only holds started games). */
function final(events: readonly GameEvent[]): Game {
  const s = foldOk(events);
  if (!s.started) throw new Error('not started');
  return s;
}

const of = <T extends GameEvent['type']>(name: string, type: T) => corpusGame(name).events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('the test corpus of whole games', () => {
  test('the same games on every build (seeded times and deals)', () => {
    expect(buildCorpus()).toEqual(CORPUS);
  });

  test.each(CORPUS.map((g) => [g.name, g] as const))('%s: valid events from its setup to its end', (_name, g) => {
    for (const e of g.events) expect(parseEvent(JSON.parse(JSON.stringify(e)))).toEqual({ ok: true, value: e });
    expect(g.events[0]!.type).toBe('GameStarted');
    expect(final(g.events).outcome).not.toBeNull();
  });

  test('every ruleset is played to its end', () => {
    const played = new Set(CORPUS.map((g) => (g.events[0] as Extract<GameEvent, { type: 'GameStarted' }>).setup.ruleset));
    expect([...played].sort()).toEqual([...RULESET_IDS].sort());
  });

  test('every kind of event appears', () => {
    const types = new Set(CORPUS.flatMap((g) => g.events.map((e) => e.type)));
    expect([...types].sort()).toEqual([...EVENT_TYPES].sort());
  });

  test('a game ends every way: to the target, claimed, void, the target missed (Solitaire lost)', () => {
    const reasons = new Set(CORPUS.flatMap((g) => g.events.flatMap((e) => (e.type === 'GameEnded' ? [e.reason] : []))));
    expect([...reasons].sort()).toEqual(['claimed', 'target', 'target-missed', 'void']);
  });

  test('traditional by cards: cut by cards, a jack starter (his heels), each card of the play, gos, hands and cribs as cards', () => {
    const name = 'traditional by cards';
    expect(of(name, 'DealerCut')[0]!.cuts).toEqual(['9C', '2D']);
    expect(of(name, 'StarterTurned')[0]!.card).toBe('JC');
    expect(of(name, 'Scored').some((e) => e.reason === 'heels')).toBe(true);
    expect(of(name, 'StarterTurned').every((e) => e.card !== null)).toBe(true);
    expect(of(name, 'CardPlayed').length).toBeGreaterThan(50);
    expect(of(name, 'GoSaid').length).toBeGreaterThan(0);
    expect(of(name, 'HandCounted').every((e) => e.cards !== null && e.total === e.claimed)).toBe(true);
    expect(of(name, 'HandCounted').some((e) => e.crib)).toBe(true);
  });

  test('traditional by taps: a game to 121 as a table taps it (about a dozen rounds), and a long one (25 or more)', () => {
    const rounds = (name: string) => new Set(of(name, 'RoundStarted').map((e) => e.round)).size;
    expect(rounds('traditional by taps')).toBeGreaterThanOrEqual(10);
    expect(rounds('traditional by taps, long')).toBeGreaterThanOrEqual(25);
    for (const name of ['traditional by taps', 'traditional by taps, long']) {
      expect(of(name, 'HandCounted').every((e) => e.cards === null)).toBe(true);
      expect(of(name, 'CardPlayed')).toEqual([]);
      expect(Math.max(...final(corpusGame(name).events).sides.map((s) => s.score))).toBe(121);
    }
  });

  test('Crib Wars: every kind of zone is hit (003: red skip, time trap, penalty box, green advance)', () => {
    const kinds = (name: string) => new Set(final(corpusGame(name).events).sides.flatMap((s) => movesOf(s.moves).flatMap((m) => m.effects.map((x) => x.kind))));
    const every = kinds('crib-wars, 3 players, every kind of zone');
    for (const kind of ['red-skip', 'time-trap', 'penalty-box', 'green-advance']) expect(every).toContain(kind);
    expect(of('crib-wars, 3 players, every kind of zone', 'PenaltyBoxEntered')[0]).toMatchObject({ side: 2, rule: 'sit-out' });
    expect(of('crib-wars, 3 players, every kind of zone', 'PegMoveForgotten')).toHaveLength(1);
    expect(of('crib-wars, 2 players, penalty box in the play, by cards', 'PenaltyBoxEntered')[0]).toMatchObject({ side: 1, rule: 'back-20' });
  });

  test('undo and redo: taken back and put back, a redo branch dropped, and the winning count undone after the end', () => {
    const events = corpusGame('traditional, undo and redo, by taps').events;
    expect(events.filter((e) => e.type === 'Undone')).toHaveLength(4);
    expect(events.filter((e) => e.type === 'Redone')).toHaveLength(3);
    expect(events.at(-2)!.type).toBe('Undone');
    expect(events.at(-3)!.type).toBe('GameEnded');
    expect(events.at(-1)!.type).toBe('Redone');
  });

  test('muggins kept and given back, an over-claim, and the penalties of the catalogue', () => {
    const name = 'traditional, muggins and penalties';
    const calls = of(name, 'MugginsCalled');
    expect(calls.map((c) => [c.kept, Math.sign(c.points)])).toEqual([
      [true, 1],
      [false, 1],
      [true, 1],
      [true, -1],
    ]);
    // Table talk is a partners' rule (000): a two-player game takes rule 14's dislodged front peg, put back as agreed.
    expect(of(name, 'PenaltyApplied').map((p) => p.rule)).toEqual(['rule-12', 'rule-3', 'rule-16', 'rule-14c', 'rule-10']);
    expect(of(name, 'PenaltyApplied')[3]!.agreed).toBe(true);
    expect(of(name, 'PenaltyApplied').at(-1)!.dead).toEqual({ seat: 1, cards: 1 });
    expect(of(name, 'PenaltyApplied')[1]!.newDeal).toBe(true);
  });

  test('Cribbage is not Enough: Tops used, pips noted, the Intel bonus, the battle with dice, a card added to the cradle', () => {
    const name = 'not-enough, 2 players, a whole round by cards';
    expect(of(name, 'TopsTurned')[0]!.cards).toEqual(['KC', 'AD']);
    expect(of(name, 'TopUsed').map((e) => e.use)).toEqual(['might', 'magic']);
    expect(of(name, 'PipsNoted').map((e) => e.card)).toEqual(['KS', 'JH']);
    expect(of(name, 'IntelCounted')[0]).toMatchObject({ seat: 1 });
    expect(of(name, 'BattleFought')[0]).toMatchObject({ winner: 1, dice: [[1, 1, 1, 1, 1], [4]] });
    expect(of(name, 'CradleRobbed')[0]).toMatchObject({ by: 1, action: 'add', added: '5S' });
    expect(of(name, 'HandCounted').find((e) => e.crib)).toMatchObject({ of: 1, total: 10 });
  });

  test('odd times: none given (0), the clock set back, the same ms twice', () => {
    const at = corpusGame('traditional, odd times').events.map((e) => e.at);
    expect(at.slice(1, 4)).toEqual([0, 0, 0]); // DealerCut, RoundStarted, StarterTurned
    expect(at[4]! - at[0]!).toBe(60_000); // Ann's 2
    expect(at[5]).toBe(at[4]); // Bob's 2, the same ms
    expect(at[6]! - at[0]!).toBe(-3_600_000); // the play ended an hour "before" the game began
  });
});
