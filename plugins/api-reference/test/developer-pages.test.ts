import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { grammarWasmPath } from '../src/index';
import { csharpSnippets, type Snippet } from './csharp-snippets';
import { DeveloperPages, gdUnitPins, inspectorLabel, parseableCode, placementOf, stepResourceTypes, stepWordProblem, stepWords } from './developer-pages';
import { getParser, siteDir } from './helpers';

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(siteDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => path.join(folder, name).split(path.sep).join('/'));
}

const tutorials = filesUnder('docs/tutorials');
const pages = [...tutorials, ...filesUnder('docs/framework/architecture')];
const read = (page: string): string => readFileSync(path.join(siteDir, page), 'utf8');

/** Blocks written here, in the pages' own form, to see each rule on its own. */
const examples: Snippet[] = [
  {
    where: 'exemplo.md:1',
    code:
      'namespace DiceRolling.Effects;\n\nusing Godot;\n\n[Tool, GlobalClass]\n' +
      'public partial class HealEffect : EffectType\n{\n    [Export] public int HealValue { get; set; } = 10;\n}',
  },
];

let developerPages: DeveloperPages;
let examplesChecker: DeveloperPages;

beforeAll(async () => {
  const sources = readdirSync(path.join(siteDir, 'framework-source'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.cs'))
    .map((name) => ({ path: `framework-source/${name.split(path.sep).join('/')}`, text: readFileSync(path.join(siteDir, 'framework-source', name), 'utf8') }));
  const parser = await getParser();
  const frameworkFiles = sources.map((file) => parser.parse(file.text, file.path));
  developerPages = await DeveloperPages.create(
    grammarWasmPath(siteDir),
    parser,
    frameworkFiles,
    pages.flatMap((page) => csharpSnippets(page, read(page))),
  );
  examplesChecker = await DeveloperPages.create(grammarWasmPath(siteDir), parser, frameworkFiles, examples);
}, 60_000);

/** Problems of one block written here, as `line: message`. */
function problemsOf(code: string, gdUnitMajor = 5): string[] {
  return examplesChecker.checkBlock({ where: 'trecho.md:1', code }, gdUnitMajor).map((problem) => `${problem.where}: ${problem.message}`);
}

describe('the rules for the C# blocks a developer pastes', () => {
  it('refuses top-level statements, which a Godot class library does not compile (CS8805)', () => {
    expect(problemsOf('using DiceRolling.Actions;\nusing Godot;\n\nvar acao = GD.Load<ActionType>("res://acao.tres");\nGD.Print(acao.Name);')).toEqual([
      'trecho.md:5: instruções de nível superior, que uma biblioteca de classes do Godot recusa (CS8805):' +
        ' ponha-as num método e diga onde com "// Em Arquivo.cs, dentro de Tipo.Metodo"',
    ]);
  });

  it('refuses a class outside any namespace and a block that does not say where it goes', () => {
    expect(problemsOf('public partial class HealEffect\n{\n}')).toEqual([
      'trecho.md:2: tipo fora de namespace: declare o namespace do arquivo (namespace DiceRolling.Xxx;)',
    ]);
    expect(problemsOf('/// <summary>Um resumo.</summary>')).toEqual([
      'trecho.md:2: trecho que não diz onde vai: comece por "// Em Arquivo.cs, dentro de Tipo" (ou "acima de Tipo")',
    ]);
  });

  it('accepts a fragment placed in a file, type and member that exist, and names the ones that do not', () => {
    expect(problemsOf('// Em HealEffect.cs, dentro de HealEffect\n[Export] public string TargetAttributeName { get; set; } = "Health";')).toEqual([]);
    expect(problemsOf('// Em ActionType.cs, dentro de ActionType.Do\nreturn true;')).toEqual([]);
    expect(problemsOf('// Em Acao.cs, dentro de ActionType.Fazer\nreturn true;')).toEqual([
      'trecho.md:2: ActionType fica em ActionType.cs, não em Acao.cs',
      'trecho.md:2: ActionType.Fazer não existe na API declarada nem nas páginas',
    ]);
    expect(problemsOf('// Em Cura.cs, dentro de Cura\nint x = 1;')).toEqual([
      'trecho.md:2: o trecho diz que vai em Cura, que nem framework-source/ nem as páginas declaram',
    ]);
  });

  it('turns a fragment into C# that parses on its own, on the same lines', () => {
    const code = '// Em HealEffect.cs, dentro de HealEffect\n[Export] public int HealValue { get; set; }';
    expect(placementOf(code)).toEqual({ file: 'HealEffect.cs', where: 'dentro', type: 'HealEffect' });
    expect(parseableCode(code).split('\n')[1]).toBe('[Export] public int HealValue { get; set; }');
  });

  it('reports a using that does not exist and a framework type the file does not import', () => {
    expect(
      problemsOf(
        'namespace DiceRolling.Tests.Actions;\n\nusing DiceRolling.Acoes;\n\n' +
          'public static class Fabrica\n{\n    public static ActionType Criar() => new ActionType();\n}',
      ),
    ).toEqual([
      'trecho.md:4: using DiceRolling.Acoes: namespace que nem framework-source/ nem o .NET ou o Godot têm',
      'trecho.md:8: ActionType está em DiceRolling.Actions, que o arquivo não importa (falta using DiceRolling.Actions;)',
    ]);
  });

  it('asks gdUnit4Net 5 suites that create Godot objects for [RequireGodotRuntime], on the class or the case', () => {
    const suite = (attributes: string) =>
      `namespace DiceRolling.Tests.Roles;\n\nusing DiceRolling.Attributes;\nusing GdUnit4;\nusing Godot;\n\n` +
      `${attributes}\npublic class VidaTests\n{\n    [TestCase]\n    public void Cria()\n    {\n        var vida = new AttributeType();\n    }\n}`;
    expect(problemsOf(suite('[TestSuite]'))).toEqual([
      'trecho.md:14: a suíte VidaTests cria objetos do Godot (new AttributeType) sem [RequireGodotRuntime], que o gdUnit4Net 5 pede para iniciar o motor',
    ]);
    expect(problemsOf(suite('[TestSuite]\n[RequireGodotRuntime]'))).toEqual([]);
    expect(problemsOf(suite('[TestSuite]'), 4)).toEqual([]);
  });
});

describe('the rules for the steps a developer walks in the editor', () => {
  it('writes a property as the inspector does', () => {
    expect(['IsSingleTarget', 'DamageValue', 'SpritePositionX', 'IconPath'].map(inspectorLabel)).toEqual([
      'Is Single Target',
      'Damage Value',
      'Sprite Position X',
      'Icon Path',
    ]);
  });

  it('reads the bold words of ordered steps, leaving out a name that opens a step', () => {
    const page =
      '# Passos\n\n1. **Recurso**: abra o `.tres`.\n2. **Resolução.** O turno acaba.\n' +
      '3. Em **Effects**, escolha **New HealEffect**.\n\n- Um **destaque** fora dos passos.\n';
    expect(stepWords('passos.md', page)).toEqual([
      { where: 'passos.md:5', text: 'Effects' },
      { where: 'passos.md:5', text: 'New HealEffect' },
    ]);
  });

  it('accepts exported members, tool buttons and editor words, and refuses what the inspector does not offer', () => {
    const words = developerPages.inspectorWords();
    expect(['Damage Value', 'Initialize Actions', 'Add Element', 'New DamageEffect'].map((text) => stepWordProblem(text, words))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(stepWordProblem('New DiceLocation', words)).toBe(
      '"New DiceLocation": DiceLocation não é um recurso [GlobalClass] concreto, e o inspetor não o oferece',
    );
    expect(stepWordProblem('Action Data', words)).toBe(
      '"Action Data": nem membro [Export] nem botão de inspetor de um tipo declarado, nem menu ou tecla do editor',
    );
  });
});

describe('the resources a step tells the reader to create', () => {
  it('are found in the step and must be concrete [GlobalClass] resources', () => {
    const found = stepResourceTypes(
      'passos.md',
      '# Passos\n\n1. Use **Create New → Resource...** e procure `DiceLocation`.\n2. Crie um recurso `ActionType`.\n',
    );
    expect(found).toEqual([
      { where: 'passos.md:3', type: 'DiceLocation' },
      { where: 'passos.md:4', type: 'ActionType' },
    ]);
    expect(found.map(({ type }) => developerPages.isCreatableResource(type))).toEqual([false, true]);
  });
});

describe('the developer pages', () => {
  it('pin one GdUnit4 version, in one place', () => {
    const pins = pages.flatMap((page) => gdUnitPins(page, read(page)));
    expect(pins.map((pin) => pin.where)).toHaveLength(1);
  });

  it.each(pages)('%s: every C# block is a whole file or says where it goes, and compiles in principle', (page) => {
    const pin = pages.flatMap((each) => gdUnitPins(each, read(each)))[0];
    const major = pin ? Number(pin.version.split('.')[0]) : undefined;
    const problems = csharpSnippets(page, read(page)).flatMap((snippet) => developerPages.checkBlock(snippet, major));
    expect(problems.map((problem) => `${problem.where}: ${problem.message}`)).toEqual([]);
  });

  it.each(tutorials)('%s: each step names in bold only what the editor shows', (page) => {
    const words = developerPages.inspectorWords();
    const problems = stepWords(page, read(page)).flatMap(({ where, text }) => {
      const problem = stepWordProblem(text, words);
      return problem ? [`${where}: ${problem}`] : [];
    });
    const resources = stepResourceTypes(page, read(page))
      .filter(({ type }) => !developerPages.isCreatableResource(type))
      .map(({ where, type }) => `${where}: ${type} não aparece em Create New → Resource... (não é um recurso [GlobalClass] concreto)`);
    expect([...problems, ...resources]).toEqual([]);
  });
});
