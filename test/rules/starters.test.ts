/** The advisor's best and worst starters named as a player says them (issue 25.10: "worst starters" listed 27 cards). */
import { describe, expect, it } from 'vitest';
import { analyzeThrows, formatCard, groupStarters, parseCards, starterGroupWords, type Card, type StarterGroup } from '../../src/rules';

function cards(text: string): Card[] {
  const r = parseCards(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A group list in words, single cards as ids. */
function say(groups: readonly StarterGroup[]): string[] {
  return groups.map((g) => (g.kind === 'card' ? formatCard(g.card) : starterGroupWords(g)));
}

/** The unseen cards of a rank, e.g. `'q'`, not among `dealt`. */
function unseen(rank: string, dealt: readonly Card[]): Card[] {
  return cards(['s', 'h', 'd', 'c'].map((s) => rank + s).join(' ')).filter((c) => !dealt.some((d) => d.rank === c.rank && d.suit === c.suit));
}

describe('starters grouped', () => {
  const dealt = cards('5h 5c jd 6s 9c kh');

  it('whole ranks are "any 2"; all four ranks worth 10 are "any 10-card"; a lone card is itself', () => {
    const starters = [...['10', 'j', 'q', 'k', '2'].flatMap((r) => unseen(r, dealt)), ...cards('3s')];
    expect(starters).toHaveLength(4 + 3 + 4 + 3 + 4 + 1);
    expect(say(groupStarters(starters, dealt))).toEqual(['any 2', 'any 10-card', '3S']);
  });

  it('ranks short of the same suit go together, "(not ♦)"; ranks worth 10 not all whole stay ranks', () => {
    expect(say(groupStarters(cards('10s 10h 10d 10c qs qh qd qc'), dealt))).toEqual(['any 10 or Q']);
    expect(say(groupStarters(cards('7s 7h 7c 8s 8h 8c'), dealt))).toEqual(['any 7 or 8 (not ♦)']);
  });

  it("the advisor's worst starters for 5-5-J♦-K as the dealer: 22 cards, one group (not ♦: his nobs)", () => {
    const best = analyzeThrows(dealt, { dealer: true })[0]!;
    expect(best.worstStarters).toHaveLength(22);
    expect(say(groupStarters(best.worstStarters, dealt))).toEqual(['any A, 2, 3, 4, 6, 7, 8 or 9 (not ♦)']);
    expect(say(groupStarters(analyzeThrows(cards('2h 4c 6d 8s 10c qh'), { dealer: false })[0]!.worstStarters, cards('2h 4c 6d 8s 10c qh')))).toEqual([
      'any 10-card',
    ]);
  });
});
