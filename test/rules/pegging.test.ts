import { describe, expect, it } from 'vitest';
import { playCard, sayGo, startPegging, type PeggingOptions, type PeggingState, type RulesErrorCode } from '../../src/rules/index';
import { card } from './helpers';

type Step = [seat: number, play: string]; // a card, or 'go'

/** Runs steps and returns every score as "seat:points" and the final state; a refused step fails the test. */
function run(options: PeggingOptions, steps: Step[]): { scores: string[]; state: PeggingState } {
  const start = startPegging(options);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const scores: string[] = [];
  for (const [seat, play] of steps) {
    const result = play === 'go' ? sayGo(state, seat) : playCard(state, seat, card(play));
    if (!result.ok) throw new Error(`${seat} ${play}: ${result.error.message}`);
    state = result.value.state;
    for (const s of result.value.scores) scores.push(`${s.seat}:${s.points}:${s.items.map((i) => i.kind).join('+')}`);
  }
  return { scores, state };
}

function refusal(options: PeggingOptions, steps: Step[], last: Step): RulesErrorCode | 'accepted' {
  const { state } = run(options, steps);
  const [seat, play] = last;
  const result = play === 'go' ? sayGo(state, seat) : playCard(state, seat, card(play));
  return result.ok ? 'accepted' : result.error.code;
}

const TWO: PeggingOptions = { seats: 2, leader: 0 }; // seat 0 is the pone and leads (002 PLAYING CARDS)

describe('pegging tracker, two players (002 TRADITIONAL RULES, Playing Cards)', () => {
  it('15, 31 with reset, pairs, and one for the last card', () => {
    const { scores, state } = run(TWO, [
      [0, '10C'], [1, '5D'], [0, '6H'], [1, 'KS'], // 15 for 2, then 31 for 2; the pone leads again
      [0, '4C'], [1, '4D'], [0, '9S'], [1, '9D'], // pair, pair, and the last card
    ]);
    expect(scores).toEqual(['1:2:fifteen', '1:2:thirty-one', '1:2:pair', '1:3:pair+last-card']);
    expect(state.over).toBe(true);
    expect(state.next).toBe(null);
  });

  it('go: the opponent pegs 1 and the player who said go leads the next count', () => {
    const { scores, state } = run(TWO, [
      [0, '10C'], [1, 'KD'], [0, 'QH'], // 30
      [1, 'go'], // the dealer cannot play
      [0, 'go'], // nor can the pone: the pone played last and pegs 1
    ]);
    expect(scores).toEqual(['0:1:go']);
    expect(state.count).toBe(0);
    expect(state.next).toBe(1);
  });

  it('after a go the other player plays on and may reach 31 for 2 (no go point with it)', () => {
    const { scores } = run(TWO, [
      [0, '10C'], [1, 'KD'], [0, '9H'], // 29
      [1, 'go'], [0, '2S'], // 31 for 2
    ]);
    expect(scores).toEqual(['0:2:thirty-one']);
  });

  it('a player out of cards is skipped; the other plays out and takes the last card', () => {
    const { scores, state } = run(TWO, [
      [0, 'AC'], [1, '2D'], [0, '3H'], [1, '6S'], [0, '8C'], [1, '9D'], [0, 'AH'], // count 30, pone out of cards
      [1, 'go'], // the dealer cannot play on 30: go to the pone
      [1, '4S'], // new count led by the dealer, who has the last card
    ]);
    expect(scores).toEqual(['0:3:run', '0:1:go', '1:1:last-card']);
    expect(state.over).toBe(true);
  });

  it('refuses impossible plays as values', () => {
    expect(refusal(TWO, [], [1, '5C'])).toBe('out-of-turn');
    expect(refusal(TWO, [[0, '5C']], [1, '5C'])).toBe('already-played');
    expect(refusal(TWO, [[0, 'KC'], [1, 'QC'], [0, '5C']], [1, '7C'])).toBe('over-31');
    expect(refusal(TWO, [[0, 'KC'], [1, 'QC']], [0, 'go'])).toBe('false-go');
    expect(refusal(TWO, [], [2, '5C'])).toBe('no-such-seat');
    expect(refusal({ seats: 2, leader: 0, cardsPerSeat: 1 }, [[0, 'KC'], [1, 'QC']], [0, 'AC'])).toBe('play-over');
    expect(startPegging({ seats: 7, leader: 0 }).ok).toBe(false);
    expect(startPegging({ seats: 2, leader: 2 }).ok).toBe(false);
  });

  it('an over-31 refusal changes nothing', () => {
    const { state } = run(TWO, [[0, 'KC'], [1, 'QC'], [0, '5C']]);
    const refused = playCard(state, 1, card('7C'));
    expect(refused.ok).toBe(false);
    expect(state.count).toBe(25);
    expect(state.next).toBe(1);
  });
});

describe('three and more seats (002 3-PLAYER and 4-PLAYER)', () => {
  it('when two players say go, the third earns the point', () => {
    const options: PeggingOptions = { seats: 3, leader: 1, cardsPerSeat: 4 };
    const { scores, state } = run(options, [
      [1, 'KC'], [2, 'QD'], [0, '9H'], // 29
      [1, 'go'], [2, 'go'], [0, '2S'], // seat 0 plays on to 31
    ]);
    expect(scores).toEqual(['0:2:thirty-one']);
    expect(state.next).toBe(1);
  });

  it('go point to the last player when every other seat has said go', () => {
    const options: PeggingOptions = { seats: 4, leader: 1 };
    const { scores, state } = run(options, [
      [1, 'KC'], [2, 'QD'], [3, '8H'], // 28
      [0, 'go'], [1, 'go'], [2, 'go'], [3, 'go'],
    ]);
    expect(scores).toEqual(['3:1:go']);
    expect(state.next).toBe(0);
  });

  it('six seats in rotation', () => {
    const options: PeggingOptions = { seats: 6, leader: 1, cardsPerSeat: 4 };
    const { scores } = run(options, [[1, 'AC'], [2, 'AD'], [3, 'AH'], [4, 'AS'], [5, '2C'], [0, '3C']]);
    expect(scores).toEqual(['2:2:pair', '3:6:pair-royal', '4:12:double-pair-royal', '0:3:run']);
  });
});

describe('one count only (002 5-CARD CRIBBAGE and NODDY: play ends at the first go or 31)', () => {
  it('ends at 31 even with cards left', () => {
    const { scores, state } = run({ seats: 2, leader: 0, cardsPerSeat: 3, singleCount: true }, [
      [0, 'KC'], [1, 'QD'], [0, 'AH'], // 21
      [1, 'KS'], // 31
    ]);
    expect(scores).toEqual(['1:2:thirty-one']);
    expect(state.over).toBe(true);
  });

  it('ends at the go, which the last player pegs', () => {
    const { scores, state } = run({ seats: 2, leader: 0, cardsPerSeat: 3, singleCount: true }, [
      [0, 'KC'], [1, 'QD'], [0, '9H'], [1, 'go'], [0, 'go'],
    ]);
    expect(scores).toEqual(['0:1:go']);
    expect(state.over).toBe(true);
  });
});
