import { describe, expect, test } from 'vitest';
import { HOUSE_OPTIONS, PENALTIES, RULESETS } from '../../../src/game';
import { sourceWords } from '../../../src/ui/setup/sources';

// The rulebooks are named as RULES.md's table describes them (000 to 004); RULES.md itself is the house default.
describe('sourceWords: rulebook sources in words for players (issue 9.4)', () => {
  test.each([
    ['002 Scoring chart', 'Knob & Heel rules, scoring chart'],
    ['002 TRADITIONAL RULES', 'Knob & Heel rules, traditional rules'],
    ['002 3-PLAYER CRIBBAGE', 'Knob & Heel rules, 3-player cribbage'],
    ['002 NODDY', 'Knob & Heel rules, Noddy'],
    ['002 Scoring ("once around")', 'Knob & Heel rules, scoring ("once around")'],
    ['003 OTHER IMPORTANT RULES 10', 'Crib Wars rules, rule 10'],
    ['003 rule 12', 'Crib Wars rules, rule 12'],
    ['003 MUGGINS (Crib Zones)', 'Crib Wars rules, muggins (Crib Zones)'],
    ['003 CRIB WARS; 001', 'Crib Wars rules; Crib Wars rules (first print)'],
    ['001 (Crib Wars)', 'Crib Wars rules (first print)'],
    ['000', 'Cribbage is not Enough (Civil Four)'],
    ['000 Table Talk Penalty', 'Cribbage is not Enough (Civil Four), table talk penalty'],
    ['004 SET UP; 002 5-CARD', 'Boxed-set rules, set up; Knob & Heel rules, 5-card'],
    ['003 SKUNK; 002 Definitions; 000', 'Crib Wars rules, skunk; Knob & Heel rules, definitions; Cribbage is not Enough (Civil Four)'],
    ['RULES.md Rulesets', 'house rule'],
    ['003 MUGGINS; RULES.md Muggins', 'Crib Wars rules, muggins; house rule'],
    ['RULES.md Rulesets; RULES.md Skunks and matches', 'house rule'],
    ['a note of our own', 'a note of our own'],
  ])('%s -> %s', (source, words) => {
    expect(sourceWords(source)).toBe(words);
  });

  test('no source the app shows keeps a file number or a file name', () => {
    const sources = [...Object.values(RULESETS).map((r) => r.source), ...HOUSE_OPTIONS.map((o) => o.source), ...PENALTIES.map((p) => p.source)];
    expect(sources.length).toBeGreaterThan(30);
    for (const s of sources) expect(sourceWords(s)).not.toMatch(/\b00\d\b|RULES\.md|[A-Z]{4,}/);
  });
});
