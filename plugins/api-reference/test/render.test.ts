import { describe, expect, it } from 'vitest';
import { enumValues } from '../src/enum-values';
import { generateApiReference, type GeneratedReference } from '../src/generate';
import type { SyntaxMember } from '../src/syntax';
import { compileMdx, getParser, htmlText, readFixtureFolder, renderMdxToHtml, splitFrontMatter, testGenerateOptions } from './helpers';

async function generate(folder: string): Promise<GeneratedReference> {
  return generateApiReference(readFixtureFolder(folder), await getParser(), { ...testGenerateOptions, docIdPrefix: 'framework/api/' });
}

/** The text of every declaration block on a page, as a reader sees it. */
function declarations(body: string): string[] {
  return [...body.matchAll(/<ApiCode html=\{("(?:[^"\\]|\\.)*")\} \/>/g)].map((match) => htmlText(JSON.parse(match[1] ?? '""') as string));
}

function page(reference: GeneratedReference, fileName: string): string {
  const found = reference.pages.find((p) => p.fileName === fileName);
  if (!found) throw new Error(`no page ${fileName}; have ${reference.pages.map((p) => p.fileName).join(', ')}`);
  return found.content;
}

describe('generated pages compile as MDX', () => {
  // Compiling every page takes seconds on a busy machine: a longer timeout than the default 5 s.
  it.each(['sample', 'hostile', 'broken', 'inherit'])('every page of the %s fixture parses, front matter included', { timeout: 30_000 }, async (folder) => {
    const reference = await generate(folder);
    expect(reference.pages.length).toBeGreaterThan(0);
    for (const generated of reference.pages) {
      const { frontMatter, body } = splitFrontMatter(generated.content);
      expect(typeof frontMatter.title).toBe('string');
      expect(typeof frontMatter.description).toBe('string');
      await expect(compileMdx(body), generated.fileName).resolves.toBeTruthy();
    }
  });
});

describe('type page', () => {
  it('has the header, declaration, inheritance, attributes and remarks', async () => {
    const content = page(await generate('sample'), 'Sample.Shapes.Shape.mdx');
    const { frontMatter, body } = splitFrontMatter(content);
    expect(frontMatter).toMatchObject({ title: 'Shape<T>', sidebar_label: 'Shape<T>', toc_max_heading_level: 3 });
    expect(frontMatter.description).toBe('Uma forma com Area e IShape.');
    expect(body).toContain('**Namespace:** [Sample.Shapes](/docs/framework/api/Sample.Shapes)');
    expect(body).toContain('**Tipo:** classe genérica, abstract, partial');
    // A cref into the same page keeps only the anchor; other pages get the full route.
    expect(body).toContain('Uma forma com [Area](#area) e [IShape](/docs/framework/api/Sample.Core.IShape).');
    expect(body).toMatch(/## Declaração \\\{#declaracao\}\n\n<ApiCode html=\{"/);
    expect(declarations(body)[0]).toBe('[Tool]\n[GlobalClass]\n[Icon("res://icon.svg")]\npublic abstract partial class Shape<[MustBeVariant] T> : Node3D, IShape where T : class, new()');
    expect(body).toContain(
      '[GodotObject](https://docs.godotengine.org/en/stable/classes/class_object.html) → [Node](https://docs.godotengine.org/en/stable/classes/class_node.html) → [Node3D](https://docs.godotengine.org/en/stable/classes/class_node3d.html) → **Shape\\<T\\>**',
    );
    expect(body).toContain('**Implementa:** [IShape](/docs/framework/api/Sample.Core.IShape)');
    expect(body).toContain('**Tipos derivados:** [Square](/docs/framework/api/Sample.Shapes.Square)');
    expect(body).toContain('| `T` | class, new() | Tipo da carga. |');
    expect(body).toContain('## Comentários \\{#comentarios}\n\nPrimeiro parágrafo com `código` e `sides`.\n\nSegundo parágrafo, veja [Registry.Register](/docs/framework/api/Sample.Core.Registry#register).\n\n- **Lados**: quantos\n- sem termo');
    expect(body).toContain('## Exemplo \\{#exemplo}\n\nUso:\n\n```csharp\nvar s = new Square();\ns.Resize(2);\n```');
    expect(body).toContain('## Veja também \\{#veja-tambem}\n\n- [Square](/docs/framework/api/Sample.Shapes.Square)\n- [Godot](https://godotengine.org)');
  });

  it('puts each member table, member, signal and enum value in a section of its own', async () => {
    const reference = await generate('sample');
    const html = await renderMdxToHtml(splitFrontMatter(page(reference, 'Sample.Shapes.Shape.mdx')).body);
    const sections = [...html.matchAll(/<section>(.*?)<\/section>/gs)].map((match) => match[1] ?? '');
    // (The test compile leaves `{#id}` in the heading text: the site's heading plugin reads it.)
    const headingOf = (section: string) => /^<h([23])>(.*?)<\/h\1>/.exec(section)?.[2];
    const memberTables = [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]);
    const members = [...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((match) => match[1]).filter((heading) => !heading?.includes('{#parametros-de-tipo}'));
    expect(memberTables.length).toBeGreaterThan(1);
    expect(members.length).toBeGreaterThan(3);
    // Each section opens with one heading and holds no other of its level or above.
    expect(sections.map(headingOf).sort()).toEqual([...memberTables.filter((h) => /\{#(construtores|propriedades|campos|metodos|eventos|operadores|sinais|valores)\}/.test(h ?? '')), ...members].sort());
    for (const section of sections) expect((section.match(/<h[23]>/g) ?? []).length, section.slice(0, 80)).toBe(1);
    // The page's head (declaration, inheritance, remarks) stays outside, drawn at once.
    expect(html.slice(0, html.indexOf('<section>'))).toContain('Declaração');
    for (const fileName of reference.pages.map((p) => p.fileName)) {
      const body = splitFrontMatter(page(reference, fileName)).body;
      expect((body.match(/<ApiSection>/g) ?? []).length, fileName).toBe((body.match(/<\/ApiSection>/g) ?? []).length);
    }
  });

  it('has member tables linking to detailed sections with explicit anchors', async () => {
    const body = page(await generate('sample'), 'Sample.Shapes.Shape.mdx');
    expect(body).toContain('| `protected` [Shape](#constructor)(int sides) | Cria com `sides` lados. |');
    expect(body).toContain('| `abstract` [Area](#area) | double | Área. |');
    expect(body).toContain('| `const` [MaxSides](#maxsides) | int | Máximo de lados. |');
    expect(body).toContain('| `virtual` [Convert\\<U\\>](#convert)(T input, params U\\[\\] rest) | U | Converte. |');
    expect(body).toContain('### Resize(int) \\{#resize}');
    expect(body).toContain('### Resize(double, bool) \\{#resize-2}');
    expect(body).toMatch(/### Shape \\\{#constructor\}\n\n<ApiCode /);
    expect(declarations(body)).toContain('protected Shape(int sides = 3)');
    expect(body).toContain('#### Parâmetros\n\n| Nome | Tipo | Descrição |\n| --- | --- | --- |\n| `sides` | int | Número de lados. (padrão: `3`) |');
    expect(body).toContain('#### Exceções\n\n| Exceção | Condição |\n| --- | --- |\n| `ArgumentException` | Se `sides` \\< 3. |');
    expect(body).toContain('**Valor:** Sempre positiva.');
    expect(body).toContain('#### Retorno\n\nU: O valor `null` ou convertido.');
    expect(body).toContain('#### Parâmetros de tipo\n\n| Nome | Restrições | Descrição |\n| --- | --- | --- |\n| `U` | struct | Destino. |');
  });

  it('has signals, nested types and the signal delegate page', async () => {
    const reference = await generate('sample');
    const body = page(reference, 'Sample.Shapes.Shape.mdx');
    expect(body).toContain('| [Changed](#changed) | (int amount) | Emitido quando a forma muda. |');
    expect(body).toContain('### Changed \\{#changed}');
    expect(body).toContain('**Delegate:** [ChangedEventHandler](/docs/framework/api/Sample.Shapes.Shape.ChangedEventHandler)');
    expect(body).toContain('| [ChangedEventHandler](/docs/framework/api/Sample.Shapes.Shape.ChangedEventHandler) | Delegate (sinal) | Emitido quando a forma muda. |');
    const delegatePage = page(reference, 'Sample.Shapes.Shape.ChangedEventHandler.mdx');
    expect(delegatePage).toContain('**Declarado em:** [Shape\\<T\\>](/docs/framework/api/Sample.Shapes.Shape)');
    expect(declarations(delegatePage)).toContain('[Signal]\npublic delegate void ChangedEventHandler(int amount);');
  });

  it('lists enum values with their numbers', async () => {
    const body = page(await generate('sample'), 'Sample.Core.State.mdx');
    expect(body).toContain('| [Idle](#idle) | `0` |');
    expect(body).toContain('| [Running](#running) | `5` |');
    expect(body).toContain('| [Done](#done) | `6` |');
    expect(body).toContain('| [Flag](#flag) | `16` |');
    const mode = page(await generate('sample'), 'Sample.Shapes.Shape.Inner.Mode.mdx');
    expect(mode).toContain('| [B](#b) | `4` |');
    expect(mode).toContain('| [C](#c) | `5` |');
  });

  it('has "Usado por" and links generic arguments in signatures', async () => {
    const reference = await generate('sample');
    expect(page(reference, 'Sample.Core.IShape.mdx')).toContain('## Usado por \\{#usado-por}\n\nTipos do framework cujas assinaturas públicas mencionam este tipo:\n\n- [Registry](/docs/framework/api/Sample.Core.Registry) (Sample.Core)');
    expect(page(reference, 'Sample.Core.Registry.mdx')).toContain('| `static` [All](#all)() | List\\<[IShape](/docs/framework/api/Sample.Core.IShape)\\> | Lista. |');
  });

  it('renders the hostile fixture as the literal text', async () => {
    const reference = await generate('hostile');
    const { body } = splitFrontMatter(page(reference, 'Hostile.Weird.mdx'));
    const text = htmlText(await renderMdxToHtml(body.replace(/ \\\{#[a-z0-9-]+\}$/gm, '')));
    expect(text).toContain('*asteriscos*, _sublinhados_, [colchetes](x), `crases`, {chaves}, a | b');
    expect(text).toContain('<div>html</div>, <script>alert(1)</script>, # cerquilha, | barra | vertical |');
    expect(text).toContain('import x from \'y\'; export const z = 1; --- - não é lista 1. nem esta :::danger');
    expect(text).toContain('``dupla`` e `simples` {x} <T> js');
    expect(text).toContain('var x = new List<int> { 1 }; // {chaves} e <tags>');
    expect(text).toContain('Dictionary<TKey, List<TValue>>?');
    expect(text).toContain('Propriedade {com} chaves | e pipes <T>.');
    expect(body).not.toContain('javascript:');
    const enumPage = page(reference, 'Hostile.E_Under.mdx');
    expect(splitFrontMatter(enumPage).frontMatter.title).toBe('E_Under');
    expect(enumPage).toContain('[Weird.Map](/docs/framework/api/Hostile.Weird#map)');
  });

  it('turns bad input into warnings and still builds the page', async () => {
    const reference = await generate('broken');
    expect(reference.warnings).toEqual([
      { file: 'broken/Broken.cs', line: 3, message: expect.stringContaining('comentário XML malformado') },
      { file: 'broken/Broken.cs', line: 6, message: 'cref desconhecido: "Missing.Thing"' },
      { file: 'broken/Broken.cs', line: 7, message: expect.stringContaining('tree-sitter') },
    ]);
    const bad = page(reference, 'Broken.Bad.mdx');
    expect(bad).toContain('Comentário malformado sem fechar.');
    expect(bad).toContain('[Survivor](#survivor)');
    expect(page(reference, 'Broken.After.mdx')).toContain('Depois do erro.');
  });
});

describe('namespace pages and sidebar', () => {
  it('groups a namespace by kind with summaries and sub-namespaces', async () => {
    const reference = await generate('sample');
    const core = page(reference, 'Sample.Core.mdx');
    expect(splitFrontMatter(core).frontMatter).toMatchObject({ title: 'Sample.Core', sidebar_label: 'Core' });
    expect(core).toContain('**Namespace pai:** [Sample](/docs/framework/api/Sample)');
    expect(core).toContain('## Classes \\{#classes}\n\n| Tipo | Resumo |\n| --- | --- |\n| [Box](/docs/framework/api/Sample.Core.Box) | Versão não genérica. |\n| [Box\\<T\\>](/docs/framework/api/Sample.Core.Box-1) | Versão genérica. |\n| [Registry](/docs/framework/api/Sample.Core.Registry)');
    for (const heading of ['## Estruturas \\{#estruturas}', '## Interfaces \\{#interfaces}', '## Enumerações \\{#enumeracoes}', '## Delegates \\{#delegates}', '## Registros \\{#registros}']) {
      expect(core).toContain(heading);
    }
    const root = page(reference, 'Sample.mdx');
    expect(root).toContain('| [Sample.Core](/docs/framework/api/Sample.Core) | 9 tipos. |');
    expect(root).toContain('| [Sample.Shapes](/docs/framework/api/Sample.Shapes) | Formas geométricas de exemplo. |');
  });

  it('builds the apiSidebar: root page, then namespace categories with sorted types', async () => {
    const reference = await generate('sample');
    expect(reference.sidebar[0]).toEqual({ type: 'doc', id: 'framework/api/Sample', label: 'Sample', key: 'Sample' });
    const [, core, shapes] = reference.sidebar;
    expect(core).toMatchObject({ type: 'category', label: 'Core', key: 'Sample.Core', link: { type: 'doc', id: 'framework/api/Sample.Core' } });
    expect(core?.type === 'category' && core.items.map((i) => i.label)).toEqual(['Box', 'Box<T>', 'IShape', 'Maker<TIn, TResult>', 'Person', 'Point', 'Registry', 'State', 'Vec']);
    expect(shapes?.type === 'category' && shapes.items[0]).toMatchObject({
      type: 'category',
      label: 'Shape<T>',
      link: { type: 'doc', id: 'framework/api/Sample.Shapes.Shape' },
      items: [{ label: 'ChangedEventHandler' }, { label: 'Inner' }],
    });
  });
});

describe('enumValues', () => {
  const member = (name: string, initializer?: string): SyntaxMember => ({ kind: 'enumValue', name, modifiers: [], attributes: [], parameters: [], typeParameters: [], constraints: [], line: 1, ...(initializer ? { initializer } : {}) });
  it('numbers implicit values from the previous one and evaluates flag expressions', () => {
    expect(enumValues([member('A'), member('B'), member('C', '10'), member('D'), member('E', '1 << 4'), member('F', 'C | E'), member('G', '0x_FFu')])).toEqual(['0', '1', '10', '11', '16', '26', '255']);
  });
  it('keeps an expression it cannot compute, as written', () => {
    expect(enumValues([member('A', 'Other.Value'), member('B')])).toEqual(['Other.Value', 'Other.Value + 1']);
  });
});
