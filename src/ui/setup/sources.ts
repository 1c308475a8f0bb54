/**
 * The rulebooks of `RULES.md`, by the number the engine's sources start with, named as a player knows them.
 * 000 is a Civil Four deck's variant, 001 and 003 two prints of the Crib Wars board's rules, 002 the Knob & Heel
 * rulebook, 004 a boxed set's rulebook.
 */
const RULEBOOKS: Readonly<Record<string, string>> = {
  '000': 'Cribbage is not Enough (Civil Four)',
  '001': 'Crib Wars rules (first print)',
  '002': 'Knob & Heel rules',
  '003': 'Crib Wars rules',
  '004': 'Boxed-set rules',
};

/** What a `RULES.md ...` source is: a choice this app made where the rulebooks are silent or disagree. */
const HOUSE_RULE = 'house rule';

/** Words the rulebooks capitalize that stay capitalized once a section name is lower-cased. */
const PROPER = /\b(noddy|crib zones|crib wars|civil four)\b/g;

function properCase(words: string): string {
  return words.replace(PROPER, (w) => w.replace(/\b\w/g, (c) => c.toUpperCase()));
}

/** One source, e.g. `'002 Scoring chart'` -> `'Knob & Heel rules, scoring chart'`. */
function onePart(part: string): string {
  if (/^RULES\.md\b/.test(part)) return HOUSE_RULE;
  const match = /^(\d{3})\b\s*(.*)$/.exec(part);
  const book = match ? RULEBOOKS[match[1]!] : undefined;
  if (!match || !book) return part;
  let section = match[2]!.trim();
  // "(Crib Wars)" after a Crib Wars rulebook says nothing new.
  section = section.replace(/\(crib wars\)/i, '').trim();
  const rule = /^(?:other important rules|rule)\s+(\d+)$/i.exec(section);
  if (rule) return `${book}, rule ${rule[1]}`;
  section = properCase(section.toLowerCase());
  // A section named like its book ("003 CRIB WARS") adds nothing either.
  if (section === '' || book.toLowerCase().startsWith(section.toLowerCase())) return book;
  return `${book}, ${section}`;
}

/**
 * A rulebook source from the engine (`Ruleset.source`, `HOUSE_OPTIONS[].source`, a penalty's `source`) in words
 * for players, e.g. `'002 Scoring chart'` -> `'Knob & Heel rules, scoring chart'`, `'003 OTHER IMPORTANT RULES 10'`
 * -> `'Crib Wars rules, rule 10'`, `'RULES.md Rulesets'` -> `'house rule'`. Several sources (separated by `;`) are
 * each said once, in order. Text it does not recognize is returned as it is.
 */
export function sourceWords(source: string): string {
  const parts = source
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(onePart);
  return [...new Set(parts)].join('; ');
}
