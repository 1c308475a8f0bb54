import { describe, expect, it } from 'vitest';
import { playCard, sayGo, startPegging, type PeggingOptions, type PeggingState, type RulesErrorCode } from '../../src/rules';
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
      [0, '10C'],
      [1, '5D'],
      [0, '6H'],
      [1, 'KS'], // 15 for 2, then 31 for 2; the pone leads again
      [0, '4C'],
      [1, '4D'],
      [0, '9S'],
      [1, '9D'], // pair, pair, and the last card
    ]);
    expect(scores).toEqual(['1:2:fifteen', '1:2:thirty-one', '1:2:pair', '1:3:pair+last-card']);
    expect(state.over).toBe(true);
    expect(state.next).toBe(null);
  });

  it('go: the opponent pegs 1 and the player who said go leads the next count', () => {
    const { scores, state } = run(TWO, [
      [0, '10C'],
      [1, 'KD'],
      [0, 'QH'], // 30
      [1, 'go'], // the dealer cannot play
      [0, 'go'], // nor can the pone: the pone played last and pegs 1
    ]);
    expect(scores).toEqual(['0:1:go']);
    expect(state.count).toBe(0);
    expect(state.next).toBe(1);
  });

  it('after a go the other player plays on and may reach 31 for 2 (no go point with it)', () => {
    const { scores } = run(TWO, [
      [0, '10C'],
      [1, 'KD'],
      [0, '9H'], // 29
      [1, 'go'],
      [0, '2S'], // 31 for 2
    ]);
    expect(scores).toEqual(['0:2:thirty-one']);
  });

  it('a player out of cards is skipped; the other plays out and takes the last card', () => {
    const { scores, state } = run(TWO, [
      [0, 'AC'],
      [1, '2D'],
      [0, '3H'],
      [1, '6S'],
      [0, '8C'],
      [1, '9D'],
      [0, 'AH'], // count 30, pone out of cards
      [1, 'go'], // the dealer cannot play on 30: go to the pone
      [1, '4S'], // new count led by the dealer, who has the last card
    ]);
    expect(scores).toEqual(['0:3:run', '0:1:go', '1:1:last-card']);
    expect(state.over).toBe(true);
  });

  it('refuses impossible plays as values', () => {
    expect(refusal(TWO, [], [1, '5C'])).toBe('out-of-turn');
    expect(refusal(TWO, [[0, '5C']], [1, '5C'])).toBe('already-played');
    expect(
      refusal(
        TWO,
        [
          [0, 'KC'],
          [1, 'QC'],
          [0, '5C'],
        ],
        [1, '7C'],
      ),
    ).toBe('over-31');
    expect(
      refusal(
        TWO,
        [
          [0, 'KC'],
          [1, 'QC'],
        ],
        [0, 'go'],
      ),
    ).toBe('false-go');
    expect(refusal(TWO, [], [2, '5C'])).toBe('no-such-seat');
    expect(
      refusal(
        { seats: 2, leader: 0, cardsPerSeat: 1 },
        [
          [0, 'KC'],
          [1, 'QC'],
        ],
        [0, 'AC'],
      ),
    ).toBe('play-over');
    expect(startPegging({ seats: 7, leader: 0 }).ok).toBe(false);
    expect(startPegging({ seats: 2, leader: 2 }).ok).toBe(false);
  });

  it('an over-31 refusal changes nothing', () => {
    const { state } = run(TWO, [
      [0, 'KC'],
      [1, 'QC'],
      [0, '5C'],
    ]);
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
      [1, 'KC'],
      [2, 'QD'],
      [0, '9H'], // 29
      [1, 'go'],
      [2, 'go'],
      [0, '2S'], // seat 0 plays on to 31
    ]);
    expect(scores).toEqual(['0:2:thirty-one']);
    expect(state.next).toBe(1);
  });

  it('go point to the last player when every other seat has said go', () => {
    const options: PeggingOptions = { seats: 4, leader: 1 };
    const { scores, state } = run(options, [
      [1, 'KC'],
      [2, 'QD'],
      [3, '8H'], // 28
      [0, 'go'],
      [1, 'go'],
      [2, 'go'],
      [3, 'go'],
    ]);
    expect(scores).toEqual(['3:1:go']);
    expect(state.next).toBe(0);
  });

  it('six seats in rotation', () => {
    const options: PeggingOptions = { seats: 6, leader: 1, cardsPerSeat: 4 };
    const { scores } = run(options, [
      [1, 'AC'],
      [2, 'AD'],
      [3, 'AH'],
      [4, 'AS'],
      [5, '2C'],
      [0, '3C'],
    ]);
    expect(scores).toEqual(['2:2:pair', '3:6:pair-royal', '4:12:double-pair-royal', '0:3:run']);
  });
});

describe('one count only (002 5-CARD CRIBBAGE and NODDY: play ends at the first go or 31)', () => {
  it('ends at 31 even with cards left', () => {
    const { scores, state } = run({ seats: 2, leader: 0, cardsPerSeat: 3, singleCount: true }, [
      [0, 'KC'],
      [1, 'QD'],
      [0, 'AH'], // 21
      [1, 'KS'], // 31
    ]);
    expect(scores).toEqual(['1:2:thirty-one']);
    expect(state.over).toBe(true);
  });

  it('ends at the go, which the last player pegs', () => {
    const { scores, state } = run({ seats: 2, leader: 0, cardsPerSeat: 3, singleCount: true }, [
      [0, 'KC'],
      [1, 'QD'],
      [0, '9H'],
      [1, 'go'],
      [0, 'go'],
    ]);
    expect(scores).toEqual(['0:1:go']);
    expect(state.over).toBe(true);
  });
});

/**
 * The go point when the player who plays on after a go plays their own last card (count under 31) while the players
 * who said go still hold cards (found by the rules audit: the point was lost).
 *
 * 002 TRADITIONAL RULES, Playing Cards: "When a player cannot play a card without the cumulative total exceeding 31,
 * that player calls 'go.' The opposing player pegs one point then continues to play his cards until he no longer
 * can". 002 Definitions, Go: "The opposing player scores one point when 'go' is called". 002 3-PLAYER: "When two
 * players are forced to say 'go,' the third player earns the point". 002 scoring chart: go and final card, "Only one
 * of these scores can be earned with the play of a single card". RULES.md "Play": "go: the last player able to
 * play scores 1 (not when 31 was reached, which already scored 2)".
 */
describe('go point when the last player runs out of cards (002 Playing Cards; RULES.md Play)', () => {
  /** Points pegged by each seat over the steps (go included, however it is itemized). */
  function pointsBySeat(options: PeggingOptions, steps: Step[]): number[] {
    const points = Array.from({ length: options.seats }, () => 0);
    for (const s of run(options, steps).scores) {
      const [seat, p] = s.split(':');
      points[Number(seat)]! += Number(p);
    }
    return points;
  }

  it('two players: the pone says go at 27, the dealer plays his last card to 28 and pegs 1 for the go', () => {
    const points = pointsBySeat({ seats: 2, leader: 0 }, [
      [0, 'AC'],
      [1, '2D'],
      [0, '3H'],
      [1, '6S'],
      [0, '5C'], // 17; run A-2-3 for the pone
      [1, 'KD'], // 27
      [0, 'go'], // the pone (one card left, a 9) cannot play
      [1, 'AH'], // 28: the dealer's fourth and last card; the pone still holds a card
    ]);
    expect(points).toEqual([3, 1]); // the pone's run of three; the dealer's go
  });

  it('three players: after two goes the third plays on and ends on its last card at 30: 1 for the go', () => {
    const points = pointsBySeat({ seats: 3, leader: 1, cardsPerSeat: [2, 4, 4] }, [
      [1, 'KC'],
      [2, 'QD'],
      [0, '5H'], // 25
      [1, 'go'],
      [2, 'go'],
      [0, '5S'], // 30 and a pair: seat 0's last card; seats 1 and 2 still hold cards
    ]);
    expect(points).toEqual([3, 0, 0]); // seat 0: the pair and the go
  });

  it("exactly one point, itemized as the go with the card's own items; the said-go seat leads the next count", () => {
    const { scores, state } = run({ seats: 2, leader: 0 }, [
      [0, 'AC'],
      [1, '2D'],
      [0, '3H'],
      [1, '6S'],
      [0, '5C'],
      [1, 'KD'],
      [0, 'go'],
      [1, 'AH'],
    ]);
    expect(scores).toEqual(['0:3:run', '1:1:go']);
    expect(state).toMatchObject({ count: 0, sequence: [], next: 0, over: false, remaining: [1, 0] });
  });

  it('the pair and the go together: 3 points in one score, the pair first', () => {
    const { scores } = run({ seats: 3, leader: 1, cardsPerSeat: [2, 4, 4] }, [
      [1, 'KC'],
      [2, 'QD'],
      [0, '5H'],
      [1, 'go'],
      [2, 'go'],
      [0, '5S'],
    ]);
    expect(scores).toEqual(['0:3:pair+go']);
  });

  it('31 on the last card while others hold cards: 2 for the 31, no go point', () => {
    const { scores, state } = run({ seats: 2, leader: 0 }, [
      [0, 'AC'],
      [1, '2D'],
      [0, '3H'],
      [1, '6S'],
      [0, '5C'], // 17
      [1, 'KD'], // 27
      [0, 'go'],
      [1, '4H'], // 31 with the dealer's last card
    ]);
    expect(scores).toEqual(['0:3:run', '1:2:thirty-one']);
    expect(state).toMatchObject({ count: 0, next: 0, over: false });
  });

  it('the last card of the whole play scores the last card only, not a go as well', () => {
    // The dealer plays his last card to 30 when the pone has none left: 1 for the last card with the pair, no go.
    expect(
      run({ seats: 2, leader: 0, cardsPerSeat: 2 }, [
        [0, 'KC'],
        [1, 'QD'],
        [0, '5H'],
        [1, '5S'],
      ]).scores,
    ).toEqual(['1:3:pair+last-card']);
    // Three seats, two of them out of cards: seat 0's last card at 29 is the last card of the play.
    expect(
      run({ seats: 3, leader: 1, cardsPerSeat: [2, 1, 1] }, [
        [1, 'KC'],
        [2, 'QD'],
        [0, '5H'],
        [0, '4S'],
      ]).scores,
    ).toEqual(['0:1:last-card']);
    // After a go the dealer leads the new count alone and his last card is the last of the play.
    const played = run({ seats: 2, leader: 0, cardsPerSeat: 2 }, [
      [0, 'KC'],
      [1, 'QD'],
      [0, '9H'],
      [1, 'go'],
      [1, '5S'],
    ]);
    expect(played.scores).toEqual(['0:1:go', '1:1:last-card']);
    expect(played.state.over).toBe(true);
  });

  it('four players: three say go, the fourth plays its last card at 30 and pegs the go', () => {
    const points = pointsBySeat({ seats: 4, leader: 1, cardsPerSeat: [1, 2, 2, 2] }, [
      [1, 'KC'],
      [2, 'QD'],
      [3, '8H'], // 28
      [0, 'go'],
      [1, 'go'],
      [2, 'go'],
      [3, '2S'], // 30: seat 3's last card; the others hold cards
    ]);
    expect(points).toEqual([0, 0, 0, 1]);
  });

  it('one count only (002 5-CARD CRIBBAGE): after the go the other plays his last card under 31: 1, and the play ends', () => {
    const { scores, state } = run({ seats: 2, leader: 0, cardsPerSeat: 3, singleCount: true }, [
      [0, 'KC'],
      [1, 'QD'],
      [0, '5H'], // 25
      [1, 'go'], // the dealer cannot play
      [0, '3S'], // 28: the pone's third and last card
    ]);
    expect(scores).toEqual(['0:1:go']);
    expect(state.over).toBe(true);
  });

  it('Noddy (002 NODDY: "when no additional cards can be played without exceeding 31, play ends"): the go on the last card', () => {
    const { scores, state } = run({ seats: 3, leader: 1, cardsPerSeat: 3, singleCount: true, extraScores: true }, [
      [1, 'KC'],
      [2, 'QD'],
      [0, '2H'], // 22
      [1, 'go'],
      [2, 'go'],
      [0, '2S'],
      [0, '3H'], // 24 a pair, 27; seat 0's third card
    ]);
    expect(scores).toEqual(['0:2:pair', '0:1:go']);
    expect(state.over).toBe(true);
  });
});

/**
 * 000 "31 count": "If all players say 'go', the player who last placed a card pegs 1. The player who pegged begins
 * the count again starting with their next card. If a player is out of cards, they take no action."
 */
describe('the player who pegged leads the next count (scorerLeads: 000 "31 count")', () => {
  const LEADS: PeggingOptions = { seats: 2, leader: 0, scorerLeads: true };

  it('after a go the player who pegged it leads, not the one who said go first', () => {
    const { scores, state } = run(LEADS, [
      [0, '10H'],
      [1, 'KS'],
      [0, '9H'],
      [1, 'go'],
      [0, 'go'],
    ]);
    expect(scores).toEqual(['0:1:go']);
    expect(state.next).toBe(0);
  });

  it('after 31 the player who pegged it leads', () => {
    const { scores, state } = run(LEADS, [
      [0, '10H'],
      [1, 'KS'],
      [0, 'AH'],
      [1, 'QS'],
    ]);
    expect(scores).toEqual(['1:2:thirty-one']);
    expect(state.next).toBe(1);
  });

  it('the player who pegged has no cards left: the next seat round the table with cards leads', () => {
    // Four seats, one card each for seats 2 and 3: seat 3 plays its only card to 31; seat 0 is next with cards.
    const four = run({ seats: 4, leader: 0, cardsPerSeat: [2, 2, 1, 1], scorerLeads: true }, [
      [0, 'KC'],
      [1, 'QD'],
      [2, 'AH'],
      [3, '10S'],
    ]);
    expect(four.scores).toEqual(['3:2:thirty-one']);
    expect(four.state.next).toBe(0);
    // Two seats: the pone plays on after the go with his last card and pegs the go; the dealer leads.
    const two = run(LEADS, [
      [0, 'AC'],
      [1, '2D'],
      [0, '3H'],
      [1, '6S'],
      [0, '5C'],
      [1, 'KD'],
      [0, 'go'],
      [1, 'AH'],
    ]);
    expect(two.scores).toEqual(['0:3:run', '1:1:go']);
    expect(two.state.next).toBe(0);
  });

  it('without it the seat after the one who pegged leads (002 Playing Cards)', () => {
    expect(
      run(TWO, [
        [0, '10H'],
        [1, 'KS'],
        [0, 'AH'],
        [1, 'QS'],
      ]).state.next,
    ).toBe(0);
  });
});
