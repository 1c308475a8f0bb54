import { describe, expect, it } from 'vitest';
import { playCard, sayGo, startPegging, type PeggingOptions } from '../../src/rules/index';
import { card } from '../rules/helpers';
import { Table, c } from '../game/helpers';

/**
 * Audit: the go point is lost when the player who plays on after a go plays their own last card (count under 31)
 * while the players who said go still hold cards.
 *
 * 002 TRADITIONAL RULES, Playing Cards: "When a player cannot play a card without the cumulative total exceeding 31,
 * that player calls 'go.' The opposing player pegs one point then continues to play his cards until he no longer
 * can". 002 Definitions, Go: "The opposing player scores one point when 'go' is called". 002 3-PLAYER: "When two
 * players are forced to say 'go,' the third player earns the point". RULES.md "Play": "go: the last player able to
 * play scores 1 (not when 31 was reached, which already scored 2)".
 */

type Step = [seat: number, play: string];

/** Points pegged by each seat over the steps (go included, however it is itemized); a refused step fails the test. */
function pointsBySeat(options: PeggingOptions, steps: Step[]): number[] {
  const start = startPegging(options);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const points = Array.from({ length: options.seats }, () => 0);
  for (const [seat, play] of steps) {
    const result = play === 'go' ? sayGo(state, seat) : playCard(state, seat, card(play));
    if (!result.ok) throw new Error(`${seat} ${play}: ${result.error.message}`);
    state = result.value.state;
    for (const s of result.value.scores) points[s.seat]! += s.points;
  }
  return points;
}

describe('audit: go point when the last player runs out of cards (002 Playing Cards; RULES.md Play)', () => {
  it('two players: the pone says go at 27, the dealer plays his last card to 28 and pegs 1 for the go', () => {
    const points = pointsBySeat({ seats: 2, leader: 0 }, [
      [0, 'AC'], [1, '2D'], [0, '3H'], [1, '6S'], [0, '5C'], // 17; run A-2-3 for the pone
      [1, 'KD'], // 27
      [0, 'go'], // the pone (one card left, a 9) cannot play
      [1, 'AH'], // 28: the dealer's fourth and last card; the pone still holds a card
    ]);
    expect(points).toEqual([3, 1]); // the pone's run of three; the dealer's go
  });

  it('three players: after two goes the third plays on and ends on its last card at 30: 1 for the go', () => {
    const points = pointsBySeat({ seats: 3, leader: 1, cardsPerSeat: [2, 4, 4] }, [
      [1, 'KC'], [2, 'QD'], [0, '5H'], // 25
      [1, 'go'], [2, 'go'],
      [0, '5S'], // 30 and a pair: seat 0's last card; seats 1 and 2 still hold cards
    ]);
    expect(points).toEqual([3, 0, 0]); // seat 0: the pair and the go
  });

  it('in a traditional game: the pone plays his last card after the dealer said go and pegs the go (002 Playing Cards)', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 }); // Ann deals; Bob is the pone and leads
    t.do({ type: 'turnStarter', card: c('4D') });
    t.do({ type: 'playCard', seat: 1, card: c('10C') });
    t.do({ type: 'playCard', seat: 0, card: c('7D') });
    t.do({ type: 'playCard', seat: 1, card: c('2C') });
    t.do({ type: 'playCard', seat: 0, card: c('3S') }); // 22
    t.do({ type: 'playCard', seat: 1, card: c('6H') }); // 28
    t.do({ type: 'go', seat: 0 }); // Ann (two cards left, both over 3) says go
    t.do({ type: 'playCard', seat: 1, card: c('2H') }); // 30: Bob's last card; Ann still holds two
    expect(t.scores()).toEqual([0, 1]);
  });
});
