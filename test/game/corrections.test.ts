import { describe, expect, test } from 'vitest';
import type { BoardSpec } from '../../src/board';
import { historyOf } from '../../src/game';
import { Table, c, cs } from './helpers';

/*
 * Issue 24, items 1-3 and 10: where a correction, a penalty box and rule 14 leave the pegs, worked from the
 * rulebooks. The built-in Crib Wars board (approximate) has red skip 1 on 124-126 sliding to 144-146, time trap 1
 * on 168-170 (a blue path of 10 holes rejoining at 153) and penalty box 1 on 175-177.
 */

const names = (n: number) => ['Ann', 'Bob', 'Cy'].slice(0, n);

/** A Crib Wars game, Bob deals (so Ann, the pone, counts first), the starter as given. */
function war(starter: string | null, seats = 2, board?: BoardSpec) {
  const t = new Table({ ruleset: 'crib-wars', players: names(seats), ...(board ? { board } : {}) });
  t.do({ type: 'cutForDeal', dealer: 1 });
  if (starter !== null) t.do({ type: 'turnStarter', card: c(starter) });
  return t;
}

const lines = (t: Table) => historyOf(t.events).map((h) => h.text);

describe('issue 24 item 1: a corrected count leaves the peg where the right count would have put it (003 rule 12, MUGGINS)', () => {
  test('003 rule 12: Ann at 120 pegs a +6 correction (slides 126 -> 146); 2 too many: the right 4 reach 124 and slide to 144', () => {
    const t = war(null);
    t.tap(0, 120, 'correction');
    t.tap(0, 6, 'correction');
    expect(t.scores()).toEqual([146, 0]);
    t.do({ type: 'penalty', rule: 'rule-12', offender: 0, points: 2 });
    // 003 rule 12: "move back the number of extra points they took, and may add the same amount onto their score".
    expect(t.scores()).toEqual([144, 2]);
    expect(lines(t)).toContain(
      'Red skip 1: Ann goes back 2 to 144, where the right count puts it (from 120 it pegs 4 to 124 and slides 20 holes to 144) (correction)',
    );
  });

  test('003 MUGGINS: Ann at 118 claims 8 for 5H 5D 10C 2S with starter 9S (worth 6) and is mugged: 124 slides to 144', () => {
    const t = war('9S');
    t.tap(0, 118, 'correction');
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 0, cards: cs('5H 5D 10C 2S'), claimed: 8 });
    expect(t.scores()).toEqual([146, 0]); // 126, red skip 1, slides to 146
    t.do({ type: 'muggins', caller: 1 });
    expect(t.scores()).toEqual([144, 2]);
  });

  test('003 MUGGINS: from 162 an over-claim of 9 escapes time trap 1; the right 6 land in it and go down its blue path', () => {
    const t = war('9S');
    t.tap(0, 162, 'correction');
    t.do({ type: 'endPlay' });
    t.tap(0, 9, 'hand'); // tapped: 171, past the trap
    expect(t.scores()).toEqual([171, 0]);
    t.do({ type: 'muggins', caller: 1, cards: cs('5H 5D 10C 2S') });
    expect(t.state.sides[0]!.pegs.front).toEqual({ path: 'trap-1', index: 1 });
    expect(t.scores()).toEqual([143, 3]); // hole 1 of 10 reads 143: 153 with the path's 10 holes still to go
  });

  test('muggins given back (003 Crib Zones): the counter pegs on to where the right count puts him', () => {
    const t = war('9S');
    t.tap(0, 118, 'correction');
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 0, cards: cs('5H 5D 10C 2S'), claimed: 2 }); // 120
    t.do({ type: 'muggins', caller: 1, keep: false }); // the right 6 from 118: 124, red skip 1, 144
    expect(t.scores()).toEqual([144, 0]);
  });

  test("the dealer's hand is mugged after his crib: hand and crib are pegged again from where the hand began", () => {
    const t = new Table({ ruleset: 'crib-wars', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 }); // Ann deals: Bob counts first, then Ann's hand and crib
    t.tap(0, 100, 'correction');
    t.do({ type: 'turnStarter', card: c('9S') });
    t.do({ type: 'endPlay' });
    t.tap(1, 0, 'hand');
    t.do({ type: 'countHand', seat: 0, cards: cs('5H 5D 10C 2S'), claimed: 10 }); // worth 6: 110
    t.tap(0, 14, 'crib'); // 124: red skip 1, 144
    expect(t.scores()).toEqual([144, 0]);
    const handN = t.state.round!.claims[1]!.n;
    t.do({ type: 'muggins', caller: 1, of: handN });
    // 100 + 6 = 106, then the crib's 14: 120. The crib no longer lands on the skip.
    expect(t.scores()).toEqual([120, 4]);
  });

  test('on the 121 board a correction is the excess moved back, as the rule says', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { muggins: true } });
    t.do({ type: 'cutForDeal', dealer: 1 });
    t.do({ type: 'turnStarter', card: c('9S') });
    t.tap(0, 40, 'correction');
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 0, cards: cs('5H 5D 10C 2S'), claimed: 9 });
    t.do({ type: 'muggins', caller: 1 });
    expect(t.scores()).toEqual([46, 3]);
    // Both pegs as the right count leaves them: the front on 46, the back where the count began.
    expect([t.state.sides[0]!.pegs.front.index, t.state.sides[0]!.pegs.back.index]).toEqual([46, 40]);
  });
});

/** A board where 132 slides to 152 (a red skip) and 170 is a penalty box, as issue 24 item 2 sets it. */
const SKIP_BOX: BoardSpec = {
  format: 'muggins-board',
  version: 1,
  id: 'skip-box',
  name: 'Skip and box',
  note: '',
  approximate: false,
  finish: 200,
  tracks: 2,
  lines: { skunk: null, doubleSkunk: null, stink: null, muggersAlley: 121 },
  zones: [
    { kind: 'red-skip', id: 'red-1', label: 'red skip 1', start: 132, end: 134, slideTo: 152 },
    { kind: 'penalty-box', id: 'box-1', label: 'penalty box 1', start: 170, end: 172 },
  ],
};

describe('issue 24 item 2: back 20 from a penalty box is counted along the track (003 BLUE PENALTY BOX)', () => {
  test('Ann at 129 pegs 3 (132, slides to 152), then 18 (170, the box): back 20 holes from the box is 150, not 130', () => {
    const t = war(null, 2, SKIP_BOX);
    t.tap(0, 129, 'correction');
    t.tap(0, 3, 'play');
    expect(t.scores()).toEqual([152, 0]);
    t.tap(0, 18, 'play');
    // 003: "the team that hit the penalty box goes back 20 holes, and your opponents go ahead 20 holes".
    expect(t.scores()).toEqual([150, 20]);
    expect(lines(t)).toContain('Ann goes back 20 to 150 (penalty box)');
  });
});

describe('issue 24 item 3: only entering a penalty box sentences (003: "the first player or team to hit the penalty box")', () => {
  test('three sides: Bob on 172 pegs 3 to 175 and sits out; moving inside the box he serves sentences him again no more', () => {
    const t = war(null, 3);
    t.tap(1, 172, 'correction');
    t.tap(1, 3, 'play', 1);
    expect(t.state.sides[1]!.sitOut).toBe(3);
    t.do({ type: 'forgotPeg', side: 1 }); // 003: one extra hand
    expect(t.state.sides[1]!.sitOut).toBe(4);
    t.tap(1, 2, 'correction'); // his own peg, 175 -> 177, still box 1
    expect(t.scores()[1]).toBe(177);
    expect(t.state.sides[1]!.sitOut).toBe(4);
    expect(t.events.filter((e) => e.type === 'PenaltyBoxEntered')).toHaveLength(1);
  });

  test("three sides: rule 16's 2 points to a side serving its time in a box do not start its sentence again", () => {
    const t = war(null, 3);
    t.tap(1, 173, 'correction'); // 173: not yet in the box
    t.tap(1, 2, 'correction'); // 175: box 1
    t.do({ type: 'forgotPeg', side: 1 });
    // 001: in Crib Wars a 2-point penalty goes to every other opponent: Bob (in the box) and Cy.
    t.do({ type: 'penalty', rule: 'rule-16', offender: 0 });
    expect(t.scores()).toEqual([0, 177, 2]);
    expect(t.state.sides[1]!.sitOut).toBe(4);
  });
});

describe('issue 24 item 10: 003 rule 14, dislodged pegs', () => {
  function pegged() {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 1 });
    t.do({ type: 'turnStarter', card: null });
    t.tap(0, 30, 'play');
    t.tap(0, 10, 'play');
    t.tap(0, 6, 'play'); // front 46, back 40
    return t;
  }
  const pegsOf = (t: Table) => [t.state.sides[0]!.pegs.front.index, t.state.sides[0]!.pegs.back.index];

  test('own front peg dislodged: it goes behind the back peg; the back peg marks the score', () => {
    const t = pegged();
    t.do({ type: 'penalty', rule: 'rule-14c', offender: 0 });
    expect(pegsOf(t)).toEqual([40, 30]);
    expect(t.scores()).toEqual([40, 0]);
  });

  test('own front peg dislodged, both players agree where it was: the pegs stay where the app shows them', () => {
    const t = pegged();
    t.do({ type: 'penalty', rule: 'rule-14c', offender: 0, agreed: true });
    expect(pegsOf(t)).toEqual([46, 40]);
    expect(lines(t).at(-1)).toBe('Penalty against Ann: Own front peg dislodged (rule 14): the pegs go back where they were, as agreed');
  });

  test('both own pegs dislodged: the opponent repositions them (where the app shows) or claims the game', () => {
    const t = pegged();
    t.do({ type: 'penalty', rule: 'rule-14b', offender: 0, claim: false });
    expect(pegsOf(t)).toEqual([46, 40]);
    expect(t.state.outcome).toBeNull();
    t.do({ type: 'penalty', rule: 'rule-14b', offender: 0, claim: true });
    expect(t.state.outcome).toMatchObject({ winner: 1, reason: 'claimed' });
  });

  test('both front pegs dislodged at once: agreed where they go, or the game is void', () => {
    const t = pegged();
    t.do({ type: 'penalty', rule: 'rule-14d', offender: 0, agreed: true });
    expect(t.state.outcome).toBeNull();
    t.do({ type: 'penalty', rule: 'rule-14d', offender: 0 });
    expect(t.state.outcome).toMatchObject({ winner: null, reason: 'void', games: 0 });
  });

  test('a front peg still at the start has nothing to put behind', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 1 });
    t.fail({ type: 'penalty', rule: 'rule-14c', offender: 0 }, 'bad-command');
  });
});

describe('penalties fit the table (issue 25 item 7)', () => {
  test("000's table talk is a partners' rule: refused without partners, applied with them", () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 1 });
    t.fail({ type: 'penalty', rule: 'table-talk', offender: 0 }, 'bad-command');
    const teams = new Table({ ruleset: 'four-player', players: ['Ann', 'Bob', 'Cy', 'Di'] });
    teams.do({ type: 'cutForDeal', dealer: 1 });
    teams.do({ type: 'penalty', rule: 'table-talk', offender: 0, points: 2 });
    expect(teams.scores()).toEqual([0, 2]);
  });
});
