import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33 item 1: a variant is a value. The files of src/game outside a variant's own folder name no variant: not
 * Cribbage is not Enough, nor its features (the Intel bonus, the battle, Rob the Cradle, the Tops), in code or types.
 * The registry, `rulesets/index.ts`, names each variant once to register it (its import and its entry).
 */
const GAME = join(import.meta.dirname, '..', '..', 'src', 'game');

/**
 * A variant's name and its features' words, as code would spell them (`notEnough`, `'intel'`, `IntelCounted`). The
 * ruleset's id (`'not-enough'`) is data every preset has, in the id list and the names of the first load.
 */
const NAMES = /notenough|intel|battle|cradle/i;
/** "tops" as its own word or a name's part (`tops`, `turnTops`, `TopsTurned`), not inside another word ("stops"). */
const TOPS = /(?<![a-z])tops|Tops/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code without its comments: a comment may say which rulebook a general rule came from. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');
}

/** The engine's floors: a folder of rulesets/ named for one is not a variant (docs/ARCHITECTURE.md "Floors"). */
const FLOORS = ['model', 'query', 'rulesets', 'fold', 'decide', 'log', 'words'];
/** The variants: the other folders of rulesets/ (each a variant's own files). */
const variants = readdirSync(join(GAME, 'rulesets')).filter((name) => statSync(join(GAME, 'rulesets', name)).isDirectory() && !FLOORS.includes(name));

describe('the core names no variant (issue 33 item 1)', () => {
  it('no file of src/game outside a variant’s folder names a variant or its features', () => {
    const naming = files(GAME)
      .map((file) => relative(GAME, file).split(/[\\/]/).join('/'))
      .filter((name) => !variants.some((v) => name.startsWith(`rulesets/${v}/`)) && name !== 'rulesets/index.ts')
      .filter((name) => {
        const text = code(readFileSync(join(GAME, name), 'utf8'));
        return NAMES.test(text) || TOPS.test(text);
      });
    expect(naming).toEqual([]);
  });

  it('the registry names each variant only to import and register it', () => {
    const lines = code(readFileSync(join(GAME, 'rulesets', 'index.ts'), 'utf8'))
      .split('\n')
      .filter((line) => NAMES.test(line) || TOPS.test(line));
    for (const line of lines) expect(line).toMatch(/^import \{ \w+ \} from '\.\/\w+(\/\w+)?';$|^ {2}'[\w-]+': \w+,$/);
    expect(lines.length).toBe(2 * variants.length);
  });
});
