// The proposals register: readable excerpts (numbers kept, diagrams named,
// tables as sentences), one row per page section, and the data's proposals with
// their status and the pages that use them.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModel, loadGameModel } from '@dice-rolling/game-model';
import type { Node } from '../src/mdast';
import { findProposalBlocks, parseDoc } from '../src/proposalBlocks';
import { excerptNodes, proposalRegister, type RegisterSources } from '../src/proposalRegister';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

function textOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

/** The excerpt of a block whose content is this Markdown. */
/** The table rows of generated nodes, in order, however deep. */
function tableRowsOf(nodes: readonly Node[]): Node[] {
  return nodes.flatMap((node) => (node.type === 'tableRow' ? [node] : tableRowsOf(node.children ?? [])));
}

const excerptOf = (markdown: string, limit?: number): Node[] => excerptNodes(model, parseDoc(markdown).children, limit);

const hasRule = (nodes: Node[], ruleId: string): boolean =>
  nodes.some((node) => node.data?.hProperties?.dataRule === ruleId || hasRule(node.children ?? [], ruleId));

describe('an excerpt of a proposal block', () => {
  it('keeps the values of the rules it cites, as the pages show them', () => {
    const nodes = excerptOf('Os restos se desfazem depois de <Regra id="restos-mortais.prazo"/> dias sem ressurreição.');
    expect(hasRule(nodes, 'restos-mortais.prazo')).toBe(true);
    expect(nodes.map(textOf).join('')).toMatch(/depois de \d+P \(proposta\) dias/);
  });

  it('reads a region’s figures as the page shows them, not as a gap', () => {
    const excerpt = excerptOf(
      'Muitos resistem a <Regiao id="tundra-de-sal" parte="dano-resistido"/> e são fracos a <Regiao id="tundra-de-sal" parte="dano-fraco"/>.',
    )
      .map(textOf)
      .join('');
    expect(excerpt).toBe('Muitos resistem a corte e são fracos a impacto, água e trovão.');
  });

  it('names a diagram instead of showing its source, and reads a table as sentences', () => {
    const body = ['```mermaid', 'flowchart TD', '  A --> B', '```', '| Situação | Resultado |', '|---|---|', '| Game Over | Todos morrem |'].join('\n');
    const excerpt = excerptOf(body).map(textOf).join('');
    expect(excerpt).not.toMatch(/-->|flowchart/);
    expect(excerpt).toContain('(Diagrama: ver na página.)');
    expect(excerpt).toContain('Game Over: Todos morrem.');
  });

  it('names a data table instead of leaving the sentence that introduces it hanging', () => {
    const excerpt = excerptOf(['Os ataques de cada um são proposta:', '', '<Tabela de="ataques-criaturas" criatura="kasurak"/>', '', 'Depois.'].join('\n'))
      .map(textOf)
      .join('');
    expect(excerpt).toBe('Os ataques de cada um são proposta: (Tabela: ver na página.) Depois.');
  });

  it('is never cut inside the name of a table, diagram or code block', () => {
    // The register once showed "(Tabela: […]": the cut fell on the colon inside "(Tabela: ver na página.)".
    const intro = 'Frase de abertura com algumas palavras:';
    for (const [element, name] of [
      ['<Tabela de="ataques-criaturas" criatura="kasurak"/>', '(Tabela: ver na página.)'],
      [['```mermaid', 'flowchart TD', '  A --> B', '```'].join('\n'), '(Diagrama: ver na página.)'],
    ]) {
      const body = [intro, '', element, '', 'Depois vem uma frase longa que não cabe no trecho.'].join('\n');
      expect(
        excerptOf(body, intro.length + 10)
          .map(textOf)
          .join(''),
      ).toBe(`${intro} […]`);
      expect(
        excerptOf(body, intro.length + name.length + 1)
          .map(textOf)
          .join(''),
      ).toBe(`${intro} ${name} […]`);
    }
  });

  it('is cut between sentences, never inside a number', () => {
    const long = Array.from({ length: 30 }, (_, index) => `Frase ${index + 1} com 12345 unidades.`).join(' ');
    const excerpt = excerptOf(long, 120).map(textOf).join('');
    expect(excerpt.endsWith('[…]')).toBe(true);
    expect(excerpt.replace(' […]', '')).toMatch(/unidades\.$/);
  });

  it('reads the cost of an action, a rule written with single quotes and a term wrapping markup', () => {
    const body =
      'Custa <Custo acao="quick-slash"/> e dura <Regra id=\'restos-mortais.prazo\'/> dias; a <Termo id="energia">**energia** [vermelha](/docs/x)</Termo> paga.';
    const nodes = excerptOf(body);
    expect(hasRule(nodes, 'restos-mortais.prazo')).toBe(true);
    expect(nodes.map(textOf).join('')).toMatch(/^Custa Sem custo e dura \d+P \(proposta\) dias; a energia vermelha paga\.$/);
  });

  it('reads a cost with its colours, as the page shows it, and a free action as free', () => {
    // The register once counted units ("1 unidade"), dropping the colour the page and the facts give (Cleave Attack: 1 Red Energy).
    expect(excerptOf('Tags: Ofensiva · <Custo acao="cleave-attack"/> · frente.').map(textOf).join('')).toBe('Tags: Ofensiva · 1 Vermelha · frente.');
    expect(excerptOf('Custa <Custo acao="quick-slash"/>.').map(textOf).join('')).toBe('Custa Sem custo.');
    expect(excerptOf('Custa <Custo habilidade="mystic.correnteza-vital"/>.').map(textOf).join('')).toMatch(
      /^Custa 1 Verde \+ 1 Azul( \(proposta\)|P \(proposta\))?\.$/,
    );
  });

  it('keeps code as written and a table cell with an escaped bar whole, and drops MDX comments', () => {
    const body = ['Campos `source_proposal` e `2 * 3`.{/* nota para quem edita */}', '', '| Tecla | Ação |', '|---|---|', '| `a \\| b` | troca |'].join('\n');
    expect(excerptOf(body).map(textOf).join('')).toBe('Campos source_proposal e 2 * 3. Tecla: Ação. a | b: troca.');
  });

  it('joins emphasis and links to the words and punctuation around them', () => {
    expect(excerptOf('A **Wind Walker**, com [Custo](/docs/x). Fim _(ver [Tropa](/docs/y))_.').map(textOf).join('')).toBe(
      'A Wind Walker, com Custo. Fim (ver Tropa).',
    );
  });

  it('reads list items as sentences', () => {
    expect(excerptOf(['Duas regras:', '', '- a primeira', '- a segunda: com - hífen'].join('\n')).map(textOf).join('')).toBe(
      'Duas regras: a primeira. a segunda: com - hífen.',
    );
    expect(excerptOf(['Nesse momento:', '', '- uma coisa;', '- outra.'].join('\n')).map(textOf).join('')).toBe('Nesse momento: uma coisa; outra.');
  });
});

describe('the proposal blocks of a page', () => {
  it('may hold a ::: line in a code block, fenced with more colons as remark-directive asks', () => {
    const source = ['## Seção', '::::note[Proposta]', 'Antes.', '', '```text', ':::', '```', '', 'Depois.', '::::'].join('\n');
    const [block] = findProposalBlocks('game/design/pagina.md', source);
    expect(excerptNodes(model, block!.body).map(textOf).join('')).toBe('Antes. (Código: ver na página.) Depois.');
  });

  it('sit in the section of the last real heading, not of a # line inside a longer fence', () => {
    const source = ['## Primeira', '', '````md', '```', '## Exemplo', '```', '````', '', ':::note[Proposta]', 'Texto.', ':::'].join('\n');
    const [block] = findProposalBlocks('game/design/pagina.md', source);
    expect([block?.section, block?.anchor]).toEqual(['Primeira', 'primeira']);
  });

  it('leave out the sample block a page shows to teach what a proposal looks like (class exemplo): it proposes nothing', () => {
    const source = ['## Como ler', ':::note[Proposta]{.exemplo}', 'Regra sugerida pelo design.', ':::', '## Regra', ':::note[Proposta]', 'Texto.', ':::'].join(
      '\n',
    );
    expect(findProposalBlocks('game/design/pagina.md', source).map((block) => block.section)).toEqual(['Regra']);
  });

  it('take the anchor Docusaurus gives a repeated heading', () => {
    const source = ['## Custos', 'Texto.', '## Custos', ':::note[Proposta]', 'Texto.', ':::', ':::note[Outra]', 'Não é proposta.', ':::'].join('\n');
    expect(findProposalBlocks('game/design/pagina.md', source).map((block) => block.anchor)).toEqual(['custos-1']);
  });
});

describe('the register', () => {
  const source = [
    '---',
    'title: Página',
    '---',
    '## Seção',
    ':::note[Proposta]',
    'Um.',
    ':::',
    '',
    ':::note[Proposta]',
    'Dois.',
    ':::',
    '<Regra id="restos-mortais.prazo"/>',
  ].join('\n');
  const sources: RegisterSources = {
    pages: [{ page: '/docs/game/design/pagina', title: 'Página', source, sections: {} }],
    blocks: findProposalBlocks('game/design/pagina.md', source),
  };
  const register = proposalRegister(model, sources);
  const tables: Node[] = [];
  const collect = (node: Node) => (node.type === 'table' ? tables.push(node) : (node.children ?? []).forEach(collect));
  register.forEach(collect);

  it('gives two blocks of the same section one row', () => {
    const blockTable = tables.at(-1)!;
    expect(blockTable.children).toHaveLength(2);
    expect(textOf(blockTable.children![1]!)).toContain('Um. Dois.');
  });

  it('names each data proposal once, as the site test of the register asks (a creature of the proposal is not listed again for its grades)', () => {
    const names = tables
      .slice(0, -1)
      .flatMap((table) => (table.children ?? []).slice(1))
      .map((row) => textOf(row.children?.[0] ?? { type: 'text', value: '' }).trim());
    expect(names).toContain('Nômade Areiuno');
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('shows each data proposal with its rendered value, status and the pages citing it', () => {
    const rows = tables.flatMap((table) => (table.children ?? []).slice(1));
    const prazo = rows.find((row) => hasRule([row], 'restos-mortais.prazo'))!;
    const cells = (prazo.children ?? []).map(textOf);
    expect(cells[2]).toBe('Proposta');
    expect(cells[4]).toBe('Página');
  });

  // A proposed field is named in Portuguese after its record ("Imunidade a empurrão e derrubada: o que faz"), never by its key.
  it('names every proposed field of a record in words, not by the data key', () => {
    const keys = new Set(
      Object.values(model.data as Record<string, unknown>)
        .flatMap((records) => (Array.isArray(records) ? records : []))
        .flatMap((record) => Object.keys((record as { fields?: Record<string, unknown> }).fields ?? {})),
    );
    // A key that is itself a glossary word (dungeon, a loan word the glossary defines) reads as that word.
    for (const entry of model.data.glossary) keys.delete(entry.term.toLowerCase());
    expect(keys.size).toBeGreaterThan(0);
    const names = tables.flatMap((table) => (table.children ?? []).slice(1)).map((row) => textOf((row.children ?? [])[0] ?? { type: 'text' }));
    expect(names.filter((name) => keys.has(name.split(': ').at(-1) ?? ''))).toEqual([]);
  });

  it('continues a status’s duration and a passive’s limit in lower case after the colon, and keeps a name’s capital', () => {
    const rows = tables.flatMap((table) => (table.children ?? []).slice(1)).map((row) => (row.children ?? []).map(textOf));
    const value = (name: string) => rows.find((cells) => cells[0] === name)?.[1] ?? '';
    // Maldição: "Atravessa as batalhas…"; Fluxo Perene: "Não acumula…"; Garras do Vento: "A contagem zera…".
    expect(value('Maldição')).toContain('; duração: atravessa as batalhas');
    expect(value('Fluxo Perene')).toContain('; limite: não acumula');
    expect(value('Garras do Vento')).toContain('; limite: a contagem zera');
    // A duration that starts with a name of the game (a status, here) keeps its capital.
    const named = structuredClone(model.data);
    const curse = named.statuses.find((status) => status.id === 'maldicao')!;
    curse.duration = 'Defendendo não a encurta; atravessa as batalhas';
    const namedTables: Node[] = [];
    const collectNamed = (node: Node) => (node.type === 'table' ? namedTables.push(node) : (node.children ?? []).forEach(collectNamed));
    proposalRegister(buildModel(named, model.fileOf).model, sources).forEach(collectNamed);
    const namedRow = namedTables.flatMap((table) => (table.children ?? []).slice(1)).find((row) => textOf(row.children![0]!) === 'Maldição');
    expect(textOf(namedRow!.children![1]!)).toContain('; duração: Defendendo não a encurta');
  });

  it('opens a passive’s value with its trigger, so "o golpe seguinte" and "a contagem" say after what', () => {
    const rows = tables.flatMap((table) => (table.children ?? []).slice(1)).map((row) => (row.children ?? []).map(textOf));
    const value = (name: string) => rows.find((cells) => cells[0] === name)?.[1] ?? '';
    expect(value('Garras do Vento')).toMatch(/^Gatilho: acertar o mesmo alvo \d+ vezes seguidas.*; efeito: o golpe seguinte tem /);
    expect(value('Fortaleza Inabalável')).toMatch(/^Gatilho: fim de cada rodada sem mudar de célula; efeito: \+/);
    // A status name keeps its capital after the colon.
    expect(value('Cinzas Ardentes')).toContain('; efeito: Queimadura por');
  });

  it('lists the proposed drops of the bosses, each with its rationale', () => {
    const rows = tables.flatMap((table) => (table.children ?? []).slice(1)).map((row) => (row.children ?? []).map(textOf));
    const mawari = rows.find((cells) => cells[0] === 'Drops de Mawari' && cells[1]?.includes('Escama negra de Mawari'));
    expect(mawari?.[1]).toMatch(/^Escama negra de Mawari/);
    expect(mawari?.[3]).not.toBe('');
    // A creature the data propose to drop nothing reads "nenhum", not an empty cell.
    const serpent = rows.find((cells) => cells[0]?.startsWith('Serpente de Mawari') && cells[1]?.startsWith('nenhum'));
    expect(serpent?.[3]).not.toBe('');
  });

  it('links each numeric proposal to the rules lab, preloaded with it', () => {
    const links: string[] = [];
    const collectLinks = (node: Node) =>
      node.type === 'link' && node.url?.includes('?proposta=') ? links.push(node.url) : (node.children ?? []).forEach(collectLinks);
    tables.forEach(collectLinks);
    for (const proposal of ['restos-mortais.prazo', 'tier.t2', 'arquetipo.tank', 'habilidade.warden.impacto-sismico', 'papel.warden'])
      expect(links).toContain(`/docs/game/design/laboratorio?proposta=${proposal}`);
    const numericRules = model.data.rules.filter((rule) => rule.source === 'proposal');
    expect(links.filter((url) => numericRules.some((rule) => url.endsWith(`=${rule.id}`)))).toHaveLength(numericRules.length);
  });
});

describe('the rules of the data', () => {
  it('state each rule once (the register would list a rule twice under two ids)', () => {
    // Same unit, value and home, and the same label once "base" and punctuation are set aside.
    const key = (rule: { unit: string; value: number; home: string; label: string }) =>
      [
        rule.unit,
        rule.value,
        rule.home,
        rule.label
          .toLowerCase()
          .replace(/\bbase\b/g, '')
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim(),
      ].join('|');
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const rule of model.data.rules) {
      const other = seen.get(key(rule));
      if (other) repeated.push(`${other} = ${rule.id}`);
      else seen.set(key(rule), rule.id);
    }
    expect(repeated).toEqual([]);
  });
});

describe('the register and the energies', () => {
  it('lists a proposed theme of a current energy with the theme as its value', () => {
    const register = proposalRegister(model, { pages: [], blocks: [] });
    const rows = tableRowsOf(register);
    const theme = rows.find((row) => textOf(row).startsWith('Verde: tema'));
    expect(theme && textOf(theme)).toMatch(/Vida, cura e crescimento.*\(proposta\)/);
  });

  it('lists a proposed energy with its colours as the value, and the dice cycle with its order, not their names again', () => {
    const register = proposalRegister(model, { pages: [], blocks: [] });
    const rows = tableRowsOf(register);
    const valueOf = (name: string) => {
      const row = rows.find((candidate) => textOf(candidate.children?.[0] ?? candidate) === name);
      return row ? textOf(row.children?.[1] ?? row) : undefined;
    };
    const purple = model.byId('energies', 'roxa')!;
    expect(valueOf(purple.name)).toBe(`cor ${purple.colour}, fundo ${purple.background}P (proposta)`);
    const cycle = model.data['dice-cycle'][0]!;
    const order = cycle.order.map((id) => model.byId('energies', id)!.name).join(', ');
    expect(valueOf(cycle.name)).toBe(`${order}, em ciclo, face a faceP (proposta)`);
  });

  it('gives a former energy the pages that show the former energies, not those whose table lists only the current ones', () => {
    const page = (name: string, source: string) => ({ page: `/docs/${name}`, title: name, source, sections: {} });
    const current = page('atuais', '<Tabela de="energias"/>');
    const former = page('antigas', '<Tabela de="energias-antigas"/>');
    const register = proposalRegister(model, { pages: [current, former], blocks: [] });
    const rows = tableRowsOf(register);
    const pagesOf = (name: string) => {
      const row = rows.find((candidate) => textOf(candidate.children?.[0] ?? candidate) === name);
      return row ? textOf(row.children?.[4] ?? row) : undefined;
    };
    expect(pagesOf(model.byId('energies', 'roxa')!.name)).toBe('antigas');
    expect(pagesOf('Verde: tema')).toBe('atuais');
  });
});

describe('the register reads like the pages that show the same records', () => {
  const balance = { page: '/docs/game/design/balanceamento', title: 'Balanceamento', source: '<Tabela de="invariantes"/>\n\n<MetasDeDesign/>', sections: {} };
  const register = proposalRegister(model, { pages: [balance], blocks: [] });
  const rows = tableRowsOf(register);
  const cells = (name: string) => rows.find((row) => textOf(row.children?.[0] ?? row) === name)?.children?.map(textOf) ?? [];

  it('names the Balanceamento as the page of each invariant and each design target, as it shows them all', () => {
    const invariant = model.data.invariants.find((record) => record.source === 'proposal')!;
    const target = model.data.targets.find((record) => record.source === 'proposal')!;
    expect(cells(invariant.name ?? invariant.id).at(-1)).toBe('Balanceamento');
    expect(cells(target.name ?? target.id).at(-1)).toBe('Balanceamento');
  });

  it('gives a design target its band as the proposed value, in the target’s unit: a difference of two shares in p.p.', () => {
    const falls = model.data.targets.find((record) => record.id === 'quedas-andares-t2')!;
    expect(cells(falls.name)[1]).toBe(`faixa ${falls.min}% a ${falls.max}%P (proposta)`);
    const gap = model.data.targets.find((record) => record.id === 'diferenca-de-habilidade')!;
    expect(gap.max).toBeUndefined();
    expect(cells(gap.name)[1]).toMatch(new RegExp(`^faixa no mínimo ${gap.min} p\\.p\\.`));
  });

  it('names the page whose creature attacks show a rule, as Mawari’s regeneration shows on the enemies’ page', () => {
    const enemies = { page: '/docs/x/inimigos', title: 'Inimigos X', source: '<Tabela de="ataques-criaturas" criatura="mawari"/>', sections: {} };
    const bossRole = { page: '/docs/x/chefe', title: 'Chefe X', source: '<Tabela de="ataques-criaturas" papel="st-colossal"/>', sections: {} };
    const other = { page: '/docs/x/outra', title: 'Outra X', source: '<Tabela de="ataques-criaturas" criatura="kasurak"/>', sections: {} };
    const withPages = proposalRegister(model, { pages: [enemies, bossRole, other], blocks: [] });
    const found = tableRowsOf(withPages);
    const label = model.byId('rules', 'chefe.mawari.regeneracao')!.label;
    const row = found.find((candidate) => textOf(candidate.children?.[0] ?? candidate).startsWith(label));
    expect(row && textOf(row.children?.at(-1) ?? row)).toBe('Chefe X, Inimigos X');
    // The Kašurak's thorns: a status whose battle field reads the rule shows it wherever the status is shown.
    const thorns = { page: '/docs/x/espinhos', title: 'Espinhos X', source: '<Status id="espinhos"/>', sections: {} };
    const withStatus = proposalRegister(model, { pages: [thorns], blocks: [] });
    const statusRows = tableRowsOf(withStatus);
    const thornsLabel = model.byId('rules', 'criatura.kasurak.espinhos-dano')!.label;
    const thornsRow = statusRows.find((candidate) => textOf(candidate.children?.[0] ?? candidate).startsWith(thornsLabel));
    expect(thornsRow && textOf(thornsRow.children?.at(-1) ?? thornsRow)).toBe('Espinhos X');
  });

  it('names the page whose incursion gold table reads a rule, as Moeda shows the battles of a typical mission', () => {
    const currency = { page: '/docs/x/moeda', title: 'Moeda X', source: '<Tabela de="ouro-por-incursao"/>', sections: {} };
    const withTable = proposalRegister(model, { pages: [currency], blocks: [] });
    const found = tableRowsOf(withTable);
    const pagesOf = (ruleId: string) => {
      const label = model.byId('rules', ruleId)!.label;
      const row = found.find((candidate) => textOf(candidate.children?.[0] ?? candidate).startsWith(label));
      return row && textOf(row.children?.at(-1) ?? row);
    };
    // The table's quantities, the elite's tiers above the floor that its gold reads, and a gold range.
    for (const ruleId of [
      'progressao.batalhas-comuns-por-missao',
      'progressao.batalhas-elite-por-missao',
      'dungeon.tier.elite-acima',
      'ouro.batalha-comum-minimo',
    ])
      expect(pagesOf(ruleId), ruleId).toBe('Moeda X');
    // A rule the table does not read keeps no link to it.
    expect(pagesOf('inventario.mochila-slots')).toBe('nenhuma página');
  });

  it('names, for a rule without a number, the pages that state or show it, not every page that links to its home page', () => {
    // "A rodada que acaba antes da fila" (fim-antecipado): the register listed the forty pages linking the Batalha page
    // (framework controllers, the scenarios guide…) and left out the Batalha page itself, where the rule is written.
    const rule = model.byId('qualitative-rules', 'fim-antecipado')!;
    const [home, anchor] = rule.home.split('#');
    const battle = { page: home!, title: 'Batalha X', source: '## Ordem da rodada\n\nA rodada acaba…', sections: {} };
    const flow = { page: '/docs/x/fluxo', title: 'Fluxo X', source: '<Regra id="qualitativa:fim-antecipado"/>', sections: {} };
    const section = { page: '/docs/x/secao', title: 'Seção X', source: `Ver a [ordem da rodada](${home}#${encodeURIComponent(anchor!)}).`, sections: {} };
    const framework = { page: '/docs/x/controladores', title: 'Controladores X', source: `Ver a [Batalha](${home}).`, sections: {} };
    const otherSection = { page: '/docs/x/alvo', title: 'Alvo X', source: `Ver [o alvo](${home}#alvo-que-cai).`, sections: {} };
    const found = tableRowsOf(proposalRegister(model, { pages: [battle, flow, section, framework, otherSection], blocks: [] }));
    const row = found.find((candidate) => textOf(candidate.children?.[0] ?? candidate) === rule.label);
    expect(row && textOf(row.children?.at(-1) ?? row)).toBe('Batalha X, Fluxo X, Seção X');
  });

  it('gives an open level band its last level as a number, as the Balanceamento does, not the word "máximo"', () => {
    const open = model.data.regions.find((region) => region.levels && region.levels.max === undefined)!;
    const value = cells(`${open.name}: faixa de nível`)[1] ?? '';
    expect(value).not.toContain('máximo');
    expect(value).toMatch(new RegExp(`^níveis ${open.levels!.min} a \\d+`));
  });

  it('keeps an acronym of a structure column as written, and sets a worded value apart with a colon, going on in lower case', () => {
    const training = cells('Treinamento')[1] ?? '';
    expect(training).toContain('XP por dia');
    expect(training).not.toContain('xp por dia');
    // The data write each penalty as a cell of the structure's table ("Volta com…", "Metade da Vida…", "Vida cheia…"):
    // after the colon the sentence goes on in lower case, and a name of the game (Vida) keeps its capital.
    const infirmary = cells('Enfermaria')[1] ?? '';
    expect(infirmary).toContain('penalidade ao ressuscitar: volta com');
    expect(infirmary).toContain('penalidade ao ressuscitar: metade da Vida');
    expect(infirmary).toContain('penalidade ao ressuscitar: Vida cheia');
  });

  it('writes a role’s starting attributes as its sheet does: a percent attribute with "%", one value when the ends are equal', () => {
    const role = model.data.roles.find((candidate) => candidate.attributesSource === 'proposal' && candidate.attributes['poder-elemental'])!;
    const row = rows.find((candidate) => textOf(candidate.children?.[0] ?? candidate).startsWith(`${role.name}: atributos iniciais`));
    const value = textOf(row?.children?.[1] ?? { type: 'text', value: '' });
    const power = role.attributes['poder-elemental']!;
    expect(value).toContain(`Poder elemental ${power.min}%`);
    expect(value).not.toMatch(/(\d+)–\1\b/);
    expect(value).toMatch(/Defesa elemental \d+%/);
  });
});

describe('the register and records that are part fact, part proposal', () => {
  const register = proposalRegister(model, { pages: [], blocks: [] });
  const rows = tableRowsOf(register);
  const names = rows.map((row) => textOf(row.children?.[0] ?? row));

  it('lists each proposed field once, with its value, and not the facts of the same record', () => {
    // regions.yaml: names and cities are facts; the level bands (and two orders) are proposals.
    expect(names).toContain('Tundra de Sal: faixa de nível');
    expect(names).toContain('Floresta Sombria: ordem');
    expect(names.filter((name) => name === 'Floresta Sombria')).toEqual([]);
    const band = rows.find((row) => textOf(row).startsWith('Tundra de Sal: faixa de nível'));
    const tundra = model.byId('regions', 'tundra-de-sal')?.levels;
    expect(band && textOf(band)).toContain(`níveis ${tundra?.min} a ${tundra?.max}P (proposta)`);
    // missions.yaml: the boss of a mission is a proposal, named as the pages name it.
    const boss = rows.find((row) => textOf(row).startsWith('O Oásis Envenenado: chefe'));
    expect(boss && textOf(boss)).toContain('Mawari');
  });

  it('writes a mission’s proposed dungeon in Portuguese, as the pages say it (dungeon curta), never the data’s enum value', () => {
    // missions.yaml: Kirim's dungeon (short) is a proposal; the register showed "short".
    const dungeon = rows.find((row) => textOf(row.children?.[0] ?? row) === 'O Oásis Envenenado: dungeon');
    expect(dungeon && textOf(dungeon.children?.[1] ?? dungeon)).toBe('curtaP (proposta)');
    expect(rows.map((row) => textOf(row.children?.[1] ?? row)).filter((value) => /^(short|long)\b/.test(value))).toEqual([]);
  });

  it('writes a structure level that names a rule with the rule’s value, as the structure’s table does', () => {
    // buildings.yaml: the Treinamento's last level trains up to the maximum level, written {progressao.nivel-maximo}.
    const training = rows.find((row) => textOf(row.children?.[0] ?? row) === 'Treinamento');
    expect(training && textOf(training)).not.toMatch(/\{/);
    expect(hasRule(training?.children ?? [], 'progressao.nivel-maximo')).toBe(true);
    // A level whose last value is a proposed rule (its own mark) wears one mark, not two.
    const recruiting = rows.find((row) => textOf(row.children?.[0] ?? row) === 'Recrutamento');
    expect(recruiting && textOf(recruiting)).not.toMatch(/\(proposta\)\s*(P\s*)?\(proposta\)/);
  });

  it('lists the ideal position and main energy of each playable role: the sheets call them proposals', () => {
    for (const role of model.data.roles) {
      const position = rows.find((row) => textOf(row.children?.[0] ?? row) === `${role.name}: posição ideal`);
      expect(position && textOf(position.children?.[1] ?? position)).toBe(`${role.position}P (proposta)`);
      const energy = rows.find((row) => textOf(row.children?.[0] ?? row) === `${role.name}: energia principal`);
      expect(energy && textOf(energy.children?.[1] ?? energy)).toBe(`${role.mainEnergy}P (proposta)`);
    }
  });

  it('lists the proposed rules of Mover in words, as its table writes them', () => {
    const reach = rows.find((row) => textOf(row).startsWith('Mover: aonde vai'));
    expect(reach && textOf(reach)).toContain('Uma célula vizinha, na própria grade');
    // Out of its table, the swap rule says which cell it is about: "Os dois" alone had no one to refer to.
    expect(reach && textOf(reach)).toContain('Se a célula tem um aliado, os dois trocam de lugar');
    const enemies = rows.find((row) => textOf(row).startsWith('Mover: quando o inimigo a usa'));
    expect(enemies && textOf(enemies)).toContain('Só quando nenhuma outra ação que a energia rolada paga tem alvo válido');
  });

  it('says why a boss with crust or crystal has no grade, beside the rule that gives the grade to those creatures', () => {
    // creatures.yaml: the grade of the region goes to the common creatures of carapace, crust or crystal (the
    // invariant counts them without the bosses); the sources give Rušajak and Uru'Zal crystals, and both are Normal.
    // The bosses' rows said only "esta fica com o grau Normal em todos", as if the rule above reached them.
    const grades = (creature: { name: string }) =>
      rows.find((row) => textOf(row.children?.[0] ?? row) === creature.name && /normal a todos|resistência|fraqueza/.test(textOf(row)));
    const ruled = model.data.creatures.filter((creature) => creature.gradesRationale?.includes('crosta ou cristal'));
    expect(ruled.length).toBeGreaterThan(0);
    for (const creature of ruled) expect(textOf(grades(creature)!.children![3]!)).toContain('criaturas comuns');
    const bosses = model.data.creatures.filter((creature) => creature.group === 'colossal');
    expect(bosses.length).toBe(3);
    for (const boss of bosses) expect(textOf(grades(boss)!.children![3]!)).toMatch(/chefes ficam fora/);
  });

  it('writes a proposed field in words, never as the data’s raw structure', () => {
    // statuses.yaml: Defendendo is a fact, its effect in battle (Defesa elemental too) a proposal.
    const effect = rows.find((row) => textOf(row).startsWith('Defendendo: efeito'));
    expect(effect && textOf(effect)).toContain('de Defesa e de Defesa elemental');
    expect(rows.map(textOf).filter((row) => /[[{]"/.test(row))).toEqual([]);
  });
});

describe('a qualitative rule inside a page’s proposal box', () => {
  it('is quoted in the register by its statement, as the page renders it', () => {
    const source = ['## Ordem', '', ':::note[Proposta]', '- <Regra id="qualitativa:chegada-das-invocacoes"/>', ':::'].join('\n');
    const register = proposalRegister(model, {
      pages: [{ page: '/docs/game/design/pagina', title: 'Página', source, sections: {} }],
      blocks: findProposalBlocks('game/design/pagina.md', source),
    });
    const statement = model.data['qualitative-rules'].find((rule) => rule.id === 'chegada-das-invocacoes')!.statement;
    expect(register.map(textOf).join(' ')).toContain(statement);
  });
});

describe('a proposed qualitative rule whose statement names a rule', () => {
  it('shows the rule’s value in the register, never the placeholder', () => {
    const qualitative = model.data['qualitative-rules'].map((rule) =>
      rule.id === 'contagem-dos-status' ? { ...rule, statement: 'Cada dado rolado gera {energia.unidades-por-dado} unidade de energia.' } : rule,
    );
    const changed = { ...model, data: { ...model.data, 'qualitative-rules': qualitative } };
    const register = proposalRegister(changed as typeof model, { pages: [], blocks: [] });
    const text = register.map(textOf).join(' ');
    expect(text).toContain('Cada dado rolado gera 1 unidade de energia.');
    expect(text).not.toContain('{energia.unidades-por-dado}');
    expect(hasRule(register, 'energia.unidades-por-dado')).toBe(true);
  });
});

describe('the register and the squads', () => {
  const register = proposalRegister(model, { pages: [], blocks: [] });
  const headings: string[] = [];
  const rows: Node[] = [];
  const collect = (node: Node) => {
    if (node.type === 'heading') headings.push(textOf(node));
    if (node.type === 'tableRow') rows.push(node);
    else (node.children ?? []).forEach(collect);
  };
  register.forEach(collect);

  it('heads the squads in Portuguese and shows who the starting squad is, where each stands and the die', () => {
    expect(headings).toContain('Equipes (1)');
    expect(headings).not.toContain('squads (1)');
    const squad = rows.find((row) => textOf(row.children?.[0] ?? row) === 'Equipe inicial');
    expect(squad && textOf(squad.children?.[1] ?? squad)).toMatch(/^Warden na frente, Mystic no meio e Ascetic no fundo da linha de cima, com D6/);
  });
});
