import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { grammarWasmPath } from '../src/index';
import { csharpSnippets, SnippetChecker, type SnippetProblem } from './csharp-snippets';
import { parseableCode } from './developer-pages';
import { getParser, siteDir } from './helpers';

function filesUnder(folder: string, extension: RegExp): string[] {
  return readdirSync(path.join(siteDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => extension.test(name))
    .sort()
    .map((name) => path.join(folder, name).split(path.sep).join('/'));
}

let checker: SnippetChecker;

beforeAll(async () => {
  const sources = filesUnder('framework-source', /\.cs$/).map((file) => ({ path: file, text: readFileSync(path.join(siteDir, file), 'utf8') }));
  checker = await SnippetChecker.create(grammarWasmPath(siteDir), await getParser(), sources);
});

/** Problems of one inline snippet, as `line: message` for readable failures. */
function problemsOf(code: string): string[] {
  return checker.check([{ where: 'trecho.md:1', code }]).map((problem) => `${problem.where}: ${problem.message}`);
}

describe('the C# snippet check', () => {
  it('accepts code that uses the declared API as declared', () => {
    expect(
      problemsOf(`
using DiceRolling.Characters;
using DiceRolling.Controllers;
using DiceRolling.Effects;
using DiceRolling.Roles;

var joanna = new CharacterType("Joanna", fighter);
joanna.InitializeAttributes();
CharacterService.Instance.InitializeActions(joanna);
foreach (var atributo in joanna.Attributes) { atributo.CurrentValue = atributo.MaxValue; }
BattleEvents.Instance.RoundStarted += OnRoundStarted;
var golpe = new DamageEffect { DamageValue = 30, TargetAttributeName = "Health" };
int vida = joanna.Attributes[0].BaseValue;
`),
    ).toEqual([]);
  });

  it('reports a member the type does not declare, on a type, a variable, a chain and a collection element', () => {
    expect(
      problemsOf(`
var joanna = new CharacterType("Joanna", fighter);
CharacterService.Instance.InitializeAtributes(joanna);
joanna.RollDice();
BattleEvents.Instance.RoundStrted += OnRoundStarted;
foreach (var atributo in joanna.Attributes) { atributo.CurentValue = 1; }
`),
    ).toEqual([
      'trecho.md:4: CharacterService.InitializeAtributes não existe na API declarada',
      'trecho.md:5: CharacterType.RollDice não existe na API declarada',
      'trecho.md:6: BattleEvents.RoundStrted não existe na API declarada',
      'trecho.md:7: CharacterAttribute.CurentValue não existe na API declarada',
    ]);
  });

  it('reports argument counts no declaration accepts, abstract types and unknown initializer members', () => {
    expect(
      problemsOf(`
var joanna = new CharacterType("Joanna");
joanna.GetAttributeCurrentValue();
var efeito = new EffectType();
var golpe = new DamageEffect { DamageVal = 3 };
`),
    ).toEqual([
      'trecho.md:3: new CharacterType(...) com 1 argumento(s): nenhum construtor aceita',
      'trecho.md:4: CharacterType.GetAttributeCurrentValue não aceita 0 argumento(s)',
      'trecho.md:5: EffectType é abstrata e não se instancia',
      'trecho.md:6: DamageEffect.DamageVal não existe na API declarada',
    ]);
  });

  it('reports an instance member used through the type', () => {
    expect(problemsOf('CharacterService.InitializeAttributes(joanna);')).toEqual([
      'trecho.md:2: CharacterService.InitializeAttributes é de instância, e o trecho o usa pelo tipo',
    ]);
  });

  it('knows the classes a page declares, with what they inherit', () => {
    const page = [
      {
        where: 'pagina.md:1',
        code:
          'namespace DiceRolling.Effects;\n[Tool, GlobalClass]\npublic partial class HealEffect : ' +
          'EffectType\n{\n    [Export] public int HealValue { get; set; } = 10;\n    public override void ' +
          'Apply(DiceRolling.Actions.IActionContext context) { }\n}',
      },
      {
        where: 'pagina.md:20',
        code: 'using DiceRolling.Effects;\nvar cura = new HealEffect { HealValue = 5, Valor = 3 };\ncura.Apply(contexto);\ncura.Aply(contexto);',
      },
    ];
    expect(checker.check(page).map((problem: SnippetProblem) => `${problem.where}: ${problem.message}`)).toEqual([
      'pagina.md:22: HealEffect.Valor não existe na API declarada',
      'pagina.md:24: HealEffect.Aply não existe na API declarada',
    ]);
  });

  it('reports a block that is not C#', () => {
    expect(problemsOf('public void Metade(')).toEqual(['trecho.md:2: trecho que o tree-sitter não consegue analisar como C#']);
  });
});

describe('the C# of the tutorials and the architecture pages', () => {
  const pages = [...filesUnder('docs/tutorials', /\.mdx?$/), ...filesUnder('docs/framework/architecture', /\.mdx?$/)];

  it('finds the blocks it checks', () => {
    const blocks = pages.flatMap((page) => csharpSnippets(page, readFileSync(path.join(siteDir, page), 'utf8')));
    expect(blocks.length).toBeGreaterThan(20);
  });

  it.each(pages)('%s uses only the API declared in framework-source/', (page) => {
    // A fragment that says where it goes is checked inside a class or a method, as it would be pasted.
    const snippets = csharpSnippets(page, readFileSync(path.join(siteDir, page), 'utf8')).map((snippet) => ({ ...snippet, code: parseableCode(snippet.code) }));
    expect(checker.check(snippets)).toEqual([]);
  });
});
