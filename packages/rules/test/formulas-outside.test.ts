// The engine is the one home of every formula: this test reads the site's own
// code (plugins/, src/ and the game model, tests aside) and fails when a rule is computed
// there. Each pattern is a copy that once lived outside the package, in the
// form it had, plus the arithmetic on a rule value read straight from the data.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const siteDir = path.resolve(__dirname, '../../..');
const scanned = ['plugins', 'src', 'packages/game-model'];
const skippedFolders = new Set(['node_modules', 'test', 'tests', 'generated']);

interface FormulaPattern {
  name: string;
  /** The engine function that computes it. */
  engine: string;
  pattern: RegExp;
}

const formulaPatterns: FormulaPattern[] = [
  { name: 'the middle of an attribute range', engine: 'rangeMiddle', pattern: /\(\s*[\w.]*\bmin\s*\+\s*[\w.]*\bmax\s*\)\s*\/\s*2/ },
  { name: 'the units of a cost summed', engine: 'costUnits', pattern: /Object\.values\([\w.]*cost\)\.reduce\(/i },
  {
    name: 'Fortaleza Inabalável stacks to its cap',
    engine: 'fortressRoundsToCap / defenceBonusPercent',
    pattern: /fortress(?:Cap|Bonus)\s*[-+*/]|[-+*/]\s*(?:Math\.\w+\()?[\w.]*fortress(?:Cap|Bonus)\b/,
  },
  { name: 'dice slots by level', engine: 'diceSlotsAt', pattern: /function\s+diceAtLevel|\blevel\s*>=\s*[\w.]+\s*\?\s*1\s*:\s*0/ },
  { name: 'a value grown by level', engine: 'atLevel / lifeAtLevel', pattern: /\(\s*[\w.]*[lL]evel\s*-\s*1\s*\)/ },
  {
    name: 'a lookup of a rule value of its own (with its own "missing rule" error)',
    engine: 'rulesFrom (engine) / ruleOf (game-model lookup.ts)',
    pattern: /Error\(\s*`a regra "\$\{/,
  },
  {
    name: 'a rule value read straight from the map (silent default or arithmetic)',
    engine: 'rulesFrom (engine) / ruleOf (game-model lookup.ts)',
    pattern: /\brules\.get\([^)]*\)\??\.value/,
  },
];

/** The one module outside the package that looks a rule up in the model: data access, with the build's Portuguese message. */
const lookupModule = 'packages/game-model/src/lookup.ts';

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) {
      if (!skippedFolders.has(name)) found.push(...sourceFiles(full));
    } else if (/\.(?:ts|tsx|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(full);
  }
  return found;
}

function formulasIn(source: string): { line: number; name: string; engine: string }[] {
  const hits: { line: number; name: string; engine: string }[] = [];
  source.split('\n').forEach((text, index) => {
    for (const { name, engine, pattern } of formulaPatterns) if (pattern.test(text)) hits.push({ line: index + 1, name, engine });
  });
  return hits;
}

describe('no formula outside the rules engine', () => {
  it('the patterns catch the copies that lived outside the package', () => {
    const copies = [
      'life: Math.floor((range.min + range.max) / 2)',
      'return Object.values(skill.cost).reduce((sum, amount) => sum + amount, 0);',
      'const fullFortress = Math.ceil(data.rules.fortressCap / Math.max(1, data.rules.fortressBonus));',
      'return start + (level >= second ? 1 : 0) + (level >= third ? 1 : 0);',
      'return Math.floor(base * (1 + (growth * (level - 1)) / 100));',
      'if (!rule) throw new Error(`a regra "${ruleId}" não existe nos dados do jogo`);',
      'const value = (id: string) => context.model.rules.get(id)?.value ?? 0;',
    ];
    for (const copy of copies) expect(formulasIn(copy), copy).not.toEqual([]);
    // Showing a rule is not computing it.
    expect(formulasIn('hint={`+${data.rules.fortressBonus}% de Defesa por rodada, até +${data.rules.fortressCap}%`}')).toEqual([]);
  });

  it('plugins/, src/ and the game model compute no rule: they call the engine', () => {
    const found: string[] = [];
    for (const folder of scanned) {
      for (const file of sourceFiles(path.join(siteDir, folder))) {
        const relative = path.relative(siteDir, file).split(path.sep).join('/');
        for (const hit of formulasIn(readFileSync(file, 'utf8'))) {
          if (relative === lookupModule && hit.engine.includes('ruleOf')) continue;
          found.push(`${relative}:${hit.line}: ${hit.name} (use ${hit.engine})`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
