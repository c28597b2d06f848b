import { describe, expect, it } from 'vitest';
import { enumValues } from '../src/enum-values';
import { generateApiReference, type GeneratedReference } from '../src/generate';
import type { SyntaxMember } from '../src/syntax';
import { compiledToc, compileMdx, getParser, htmlText, readFixtureFolder, renderMdxToHtml, splitFrontMatter, testGenerateOptions } from './helpers';

async function generate(folder: string): Promise<GeneratedReference> {
  return generateApiReference(readFixtureFolder(folder), await getParser(), { ...testGenerateOptions, docIdPrefix: 'framework/api/' });
}

/** The page as a reader gets it: its HTML, with the site's heading ids. */
async function readerHtml(content: string): Promise<string> {
  return renderMdxToHtml(splitFrontMatter(content).body);
}

/** HTML without the whitespace between tags, other runs as one space: pages and expectations compare alike. */
function flat(html: string): string {
  return html.replace(/\s+/g, ' ').replace(/> </g, '><').trim();
}

/** The text of every declaration block on a page, as a reader sees it. */
function declarations(html: string): string[] {
  return [...html.matchAll(/<pre><code>([\s\S]*?)<\/code><\/pre>/g)].map((match) => htmlText(match[1] ?? ''));
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
    const { frontMatter } = splitFrontMatter(content);
    expect(frontMatter).toMatchObject({ title: 'Shape<T>', sidebar_label: 'Shape<T>', toc_max_heading_level: 3 });
    expect(frontMatter.description).toBe('Uma forma com Area e IShape.');
    const html = await readerHtml(content);
    const text = flat(html);
    expect(text).toContain(
      flat(
        '<strong>Namespace:</strong> <a href="/docs/framework/api/Sample.Shapes">Sample.Shapes</a> <br/> ' +
          '<strong>Tipo:</strong> classe genérica, abstract, partial<br/>',
      ),
    );
    // A cref into the same page keeps only the anchor; other pages get the full route.
    expect(text).toContain(flat('<p>Uma forma com <a href="#area">Area</a> e <a href="/docs/framework/api/Sample.Core.IShape">IShape</a>.</p>'));
    expect(text).toMatch(/<h2 id="declaracao">Declaração<\/h2><pre><code>/);
    expect(declarations(html)[0]).toBe(
      '[Tool]\n[GlobalClass]\n[Icon("res://icon.svg")]\npublic abstract partial class Shape<[MustBeVariant] T> : Node3D, IShape where T : class, new()',
    );
    expect(text).toContain(
      flat(
        '<a href="https://docs.godotengine.org/en/4.4/classes/class_object.html">GodotObject</a> → <a ' +
          'href="https://docs.godotengine.org/en/4.4/classes/class_node.html">Node</a> → <a ' +
          'href="https://docs.godotengine.org/en/4.4/classes/class_node3d.html">Node3D</a> → <strong>Shape&lt;T&gt;</strong>',
      ),
    );
    expect(text).toContain(flat('<strong>Implementa:</strong> <a href="/docs/framework/api/Sample.Core.IShape">IShape</a>'));
    expect(text).toContain(flat('<strong>Tipos derivados:</strong> <a href="/docs/framework/api/Sample.Shapes.Square">Square</a>'));
    expect(text).toContain(flat('<tr> <td> <code>T</code> </td> <td>class, new()</td> <td>Tipo da carga.</td> </tr>'));
    expect(text).toContain(
      flat(
        '<h2 id="comentarios">Comentários</h2> <p>Primeiro parágrafo com <code>código</code> e ' +
          '<code>sides</code>.</p> <p>Segundo parágrafo, veja <a ' +
          'href="/docs/framework/api/Sample.Core.Registry#register">Registry.Register</a>.</p> <ul> <li> ' +
          '<strong>Lados</strong>: quantos</li> <li>sem termo</li> </ul>',
      ),
    );
    expect(text).toContain(
      flat('<h2 id="exemplo">Exemplo</h2> <p>Uso:</p> <pre><code class="language-csharp">var s = new Square(); s.Resize(2); </code></pre>'),
    );
    expect(text).toContain(
      flat(
        '<h2 id="veja-tambem">Veja também</h2> <ul> <li> <a ' +
          'href="/docs/framework/api/Sample.Shapes.Square">Square</a> </li> <li> <a ' +
          'href="https://godotengine.org">Godot</a> </li> </ul>',
      ),
    );
  });

  it('gives the installed Docusaurus the ids and levels of its table of contents', async () => {
    const { body } = splitFrontMatter(page(await generate('sample'), 'Sample.Shapes.Shape.mdx'));
    const toc = compiledToc(await compileMdx(body));
    expect(toc.slice(0, 4)).toEqual([
      { value: 'Declaração', id: 'declaracao', level: 2 },
      { value: 'Parâmetros de tipo', id: 'parametros-de-tipo', level: 3 },
      { value: 'Herança', id: 'heranca', level: 2 },
      { value: 'Atributos', id: 'atributos', level: 2 },
    ]);
    expect(toc).toContainEqual({ value: 'Resize(double, bool)', id: 'resize-2', level: 3 });
    expect(toc).toContainEqual({ value: 'Convert&lt;U&gt;', id: 'convert', level: 3 });
  });

  it('puts each member table, member, signal and enum value in a section of its own', async () => {
    const reference = await generate('sample');
    const html = await renderMdxToHtml(splitFrontMatter(page(reference, 'Sample.Shapes.Shape.mdx')).body);
    const sections = [...html.matchAll(/<section>(.*?)<\/section>/gs)].map((match) => match[1] ?? '');
    const headingOf = (section: string) => /^\s*<h([23]) id="([^"]+)">/.exec(section)?.[2];
    const memberTables = [...html.matchAll(/<h2 id="([^"]+)">/g)].map((match) => match[1]);
    const members = [...html.matchAll(/<h3 id="([^"]+)">/g)].map((match) => match[1]).filter((id) => id !== 'parametros-de-tipo');
    expect(memberTables.length).toBeGreaterThan(1);
    expect(members.length).toBeGreaterThan(3);
    // Each section opens with one heading and holds no other of its level or above.
    expect(sections.map(headingOf).sort()).toEqual(
      [...memberTables.filter((id) => /^(construtores|propriedades|campos|metodos|eventos|operadores|sinais|valores)$/.test(id ?? '')), ...members].sort(),
    );
    for (const section of sections) expect((section.match(/<h[23][ >]/g) ?? []).length, section.slice(0, 80)).toBe(1);
    // The page's head (declaration, inheritance, remarks) stays outside, drawn at once.
    expect(html.slice(0, html.indexOf('<section>'))).toContain('Declaração');
    for (const fileName of reference.pages.map((p) => p.fileName)) {
      const body = splitFrontMatter(page(reference, fileName)).body;
      expect((body.match(/<ApiSection>/g) ?? []).length, fileName).toBe((body.match(/<\/ApiSection>/g) ?? []).length);
    }
  });

  it('has member tables linking to detailed sections with explicit anchors', async () => {
    const html = await readerHtml(page(await generate('sample'), 'Sample.Shapes.Shape.mdx'));
    const text = flat(html);
    expect(text).toContain(
      flat('<tr> <td> <code>protected</code> <a href="#constructor">Shape</a>(int sides = 3)</td> <td>Cria com <code>sides</code> lados.</td> </tr>'),
    );
    expect(text).toContain(flat('<tr> <td> <code>abstract</code> <a href="#area">Area</a> </td> <td>double</td> <td>Área.</td> </tr>'));
    expect(text).toContain(flat('<tr> <td> <code>const</code> <a href="#maxsides">MaxSides</a> </td> <td>int</td> <td>Máximo de lados.</td> </tr>'));
    expect(text).toContain(
      flat('<tr> <td> <code>virtual</code> <a href="#convert">Convert&lt;U&gt;</a>(T input, params U[] rest)</td> <td>U</td> <td>Converte.</td> </tr>'),
    );
    expect(text).toContain(flat('<h3 id="resize">Resize(int)</h3>'));
    expect(text).toContain(flat('<h3 id="resize-2">Resize(double, bool)</h3>'));
    expect(text).toMatch(/<h3 id="constructor">Shape<\/h3><pre><code>/);
    expect(declarations(html)).toContain('protected Shape(int sides = 3)');
    expect(text).toContain(
      flat(
        '<h4 id="parâmetros">Parâmetros</h4> <table> <thead> <tr> <th>Nome</th> <th>Tipo</th> ' +
          '<th>Descrição</th> </tr> </thead> <tbody> <tr> <td> <code>sides</code> </td> <td>int</td> ' +
          '<td>Número de lados. (padrão: <code>3</code>)</td>',
      ),
    );
    expect(text).toContain(
      flat(
        '<h4 id="exceções">Exceções</h4> <table> <thead> <tr> <th>Exceção</th> <th>Condição</th> </tr> ' +
          '</thead> <tbody> <tr> <td> <code>ArgumentException</code> </td> <td>Se <code>sides</code> &lt; 3.</td>',
      ),
    );
    // A verbatim identifier (@event) is documented by its name without the @.
    expect(text).toContain(flat('<tr> <td> <code>@event</code> </td> <td>object</td> <td>Evento recebido.</td> </tr>'));
    expect(text).toContain(flat('<p> <strong>Valor:</strong> Sempre positiva.</p>'));
    expect(text).toContain(flat('<h4 id="retorno">Retorno</h4> <p>U: O valor <code>null</code> ou convertido.</p>'));
    expect(text).toContain(
      flat(
        '<h4 id="parâmetros-de-tipo">Parâmetros de tipo</h4> <table> <thead> <tr> <th>Nome</th> ' +
          '<th>Restrições</th> <th>Descrição</th> </tr> </thead> <tbody> <tr> <td> <code>U</code> </td> ' +
          '<td>struct</td> <td>Destino.</td>',
      ),
    );
  });

  it('has signals, nested types and the signal delegate page', async () => {
    const reference = await generate('sample');
    const text = flat(await readerHtml(page(reference, 'Sample.Shapes.Shape.mdx')));
    expect(text).toContain(flat('<tr> <td> <a href="#changed">Changed</a> </td> <td>(int amount)</td> <td>Emitido quando a forma muda.</td> </tr>'));
    expect(text).toContain(flat('<h3 id="changed">Changed</h3>'));
    expect(text).toContain(flat('<strong>Delegate:</strong> <a href="/docs/framework/api/Sample.Shapes.Shape.ChangedEventHandler">ChangedEventHandler</a>'));
    expect(text).toContain(
      flat(
        '<tr> <td> <a ' +
          'href="/docs/framework/api/Sample.Shapes.Shape.ChangedEventHandler">ChangedEventHandler</a> </td> ' +
          '<td>Delegate (sinal)</td> <td>Emitido quando a forma muda.</td> </tr>',
      ),
    );
    const delegateHtml = await readerHtml(page(reference, 'Sample.Shapes.Shape.ChangedEventHandler.mdx'));
    expect(flat(delegateHtml)).toContain(flat('<strong>Declarado em:</strong> <a href="/docs/framework/api/Sample.Shapes.Shape">Shape&lt;T&gt;</a>'));
    expect(declarations(delegateHtml)).toContain('[Signal]\npublic delegate void ChangedEventHandler(int amount);');
  });

  it('lists enum values with their numbers', async () => {
    const row = (name: string, value: string) => `<tr> <td> <a href="#${name.toLowerCase()}">${name}</a> </td> <td> <code>${value}</code> </td>`;
    const text = flat(await readerHtml(page(await generate('sample'), 'Sample.Core.State.mdx')));
    expect(text).toContain(flat(row('Idle', '0')));
    expect(text).toContain(flat(row('Running', '5')));
    expect(text).toContain(flat(row('Done', '6')));
    expect(text).toContain(flat(row('Flag', '16')));
    const mode = flat(await readerHtml(page(await generate('sample'), 'Sample.Shapes.Shape.Inner.Mode.mdx')));
    expect(mode).toContain(flat(row('B', '4')));
    expect(mode).toContain(flat(row('C', '5')));
  });

  it('has "Usado por" and links generic arguments in signatures', async () => {
    const reference = await generate('sample');
    expect(flat(await readerHtml(page(reference, 'Sample.Core.IShape.mdx')))).toContain(
      flat(
        '<h2 id="usado-por">Usado por</h2> <p>Tipos do framework cujas assinaturas públicas mencionam este ' +
          'tipo:</p> <ul> <li> <a href="/docs/framework/api/Sample.Core.Registry">Registry</a> ' +
          '(Sample.Core)</li> </ul>',
      ),
    );
    expect(flat(await readerHtml(page(reference, 'Sample.Core.Registry.mdx')))).toContain(
      flat(
        '<tr> <td> <code>static</code> <a href="#all">All</a>()</td> <td>List&lt;<a ' +
          'href="/docs/framework/api/Sample.Core.IShape">IShape</a>&gt;</td> <td>Lista.</td> </tr>',
      ),
    );
  });

  it('renders the hostile fixture as the literal text', async () => {
    const reference = await generate('hostile');
    const { body } = splitFrontMatter(page(reference, 'Hostile.Weird.mdx'));
    const text = htmlText(await renderMdxToHtml(body));
    expect(text).toContain('*asteriscos*, _sublinhados_, [colchetes](x), `crases`, {chaves}, a | b');
    expect(text).toContain('<div>html</div>, <script>alert(1)</script>, # cerquilha, | barra | vertical |');
    expect(text).toContain("import x from 'y'; export const z = 1; --- - não é lista 1. nem esta :::danger");
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
    const text = flat(await readerHtml(core));
    expect(text).toContain(flat('<strong>Namespace pai:</strong> <a href="/docs/framework/api/Sample">Sample</a>'));
    expect(text).toContain(
      flat(
        '<h2 id="classes">Classes</h2><table><thead><tr><th>Tipo</th><th>Resumo</th></tr></thead><tbody>' +
          '<tr><td><a href="/docs/framework/api/Sample.Core.Box">Box</a></td><td>Versão não genérica.</td></tr>' +
          '<tr><td><a href="/docs/framework/api/Sample.Core.Box-1">Box&lt;T&gt;</a></td><td>Versão genérica.</td></tr>' +
          '<tr><td><a href="/docs/framework/api/Sample.Core.Registry">Registry</a>',
      ),
    );
    for (const heading of [
      '<h2 id="estruturas">Estruturas</h2>',
      '<h2 id="interfaces">Interfaces</h2>',
      '<h2 id="enumeracoes">Enumerações</h2>',
      '<h2 id="delegates">Delegates</h2>',
      '<h2 id="registros">Registros</h2>',
    ]) {
      expect(text).toContain(heading);
    }
    const root = flat(await readerHtml(page(reference, 'Sample.mdx')));
    expect(root).toContain('<tr><td><a href="/docs/framework/api/Sample.Core">Sample.Core</a></td><td>9 tipos.</td></tr>');
    expect(root).toContain('<tr><td><a href="/docs/framework/api/Sample.Shapes">Sample.Shapes</a></td><td>Formas geométricas de exemplo.</td></tr>');
  });

  it('describes a namespace by the /// summary right before its declaration, file-scoped or in a block, else by the generic sentence', async () => {
    const sources = [
      {
        path: 'A/Thing.cs',
        text: [
          'using Godot;',
          '',
          '/// <summary>Coisas do exemplo: <see cref="Thing"/>.</summary>',
          'namespace Doc.A;',
          '',
          '/// <summary>Uma coisa.</summary>',
          'public class Thing { }',
          '',
        ].join('\n'),
      },
      {
        path: 'B/Other.cs',
        text: '/// <summary>Outras coisas.</summary>\nnamespace Doc.B\n{\n    /// <summary>Outra.</summary>\n    public class Other { }\n}\n',
      },
      { path: 'C/Plain.cs', text: 'namespace Doc.C;\n\n/// <summary>Sem resumo do namespace.</summary>\npublic class Plain { }\n' },
    ];
    const reference = generateApiReference(sources, await getParser(), { ...testGenerateOptions, docIdPrefix: 'framework/api/' });
    expect(reference.warnings).toEqual([]);
    const description = (name: string): unknown => splitFrontMatter(page(reference, `${name}.mdx`)).frontMatter.description;
    expect(description('Doc.A')).toBe('Coisas do exemplo: Thing.');
    expect(description('Doc.B')).toBe('Outras coisas.');
    expect(description('Doc.C')).toBe('Tipos do namespace Doc.C.');
    // The summary opens the namespace page, with its crefs as links, and is the namespace's line on the root page.
    expect(flat(await readerHtml(page(reference, 'Doc.A.mdx')))).toContain(
      flat('<p>Coisas do exemplo: <a href="/docs/framework/api/Doc.A.Thing">Thing</a>.</p>'),
    );
    const root = flat(await readerHtml(page(reference, 'Doc.mdx')));
    expect(root).toContain(
      '<tr><td><a href="/docs/framework/api/Doc.A">Doc.A</a></td><td>Coisas do exemplo: <a href="/docs/framework/api/Doc.A.Thing">Thing</a>.</td></tr>',
    );
    expect(root).toContain('<tr><td><a href="/docs/framework/api/Doc.C">Doc.C</a></td><td>1 tipo.</td></tr>');
  });

  it('builds the apiSidebar: root page, then namespace categories with sorted types', async () => {
    const reference = await generate('sample');
    expect(reference.sidebar[0]).toEqual({ type: 'doc', id: 'framework/api/Sample', label: 'Sample' });
    const [, core, shapes] = reference.sidebar;
    expect(core).toMatchObject({ type: 'category', label: 'Core', link: { type: 'doc', id: 'framework/api/Sample.Core' } });
    // No other category is labelled Core: no translation key needed (test/sidebar.test.ts).
    expect(core).not.toHaveProperty('key');
    expect(core?.type === 'category' && core.items.map((i) => i.label)).toEqual([
      'Box',
      'Box<T>',
      'IShape',
      'Maker<TIn, TResult>',
      'Person',
      'Point',
      'Registry',
      'State',
      'Vec',
    ]);
    expect(shapes?.type === 'category' && shapes.items[0]).toMatchObject({
      type: 'category',
      label: 'Shape<T>',
      link: { type: 'doc', id: 'framework/api/Sample.Shapes.Shape' },
      items: [{ label: 'ChangedEventHandler' }, { label: 'Inner' }],
    });
  });
});

describe('enumValues', () => {
  const member = (name: string, initializer?: string): SyntaxMember => ({
    kind: 'enumValue',
    name,
    modifiers: [],
    attributes: [],
    parameters: [],
    typeParameters: [],
    constraints: [],
    line: 1,
    ...(initializer ? { initializer } : {}),
  });
  it('numbers implicit values from the previous one and evaluates flag expressions', () => {
    expect(enumValues([member('A'), member('B'), member('C', '10'), member('D'), member('E', '1 << 4'), member('F', 'C | E'), member('G', '0x_FFu')])).toEqual([
      '0',
      '1',
      '10',
      '11',
      '16',
      '26',
      '255',
    ]);
  });
  it('keeps an expression it cannot compute, as written', () => {
    expect(enumValues([member('A', 'Other.Value'), member('B')])).toEqual(['Other.Value', 'Other.Value + 1']);
  });
});
