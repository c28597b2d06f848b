/**
 * Stage 4b: one type → its MDX page (Portuguese), laid out like Godot's class
 * reference: header with source links, an "at a glance" line, declaration,
 * inheritance down to GodotObject, description, then a table per member kind,
 * each followed by the members' detailed sections, then inherited members.
 * A pure function of the model: crefs and `<inheritdoc/>` arrive resolved.
 */
import { memberDeclarationText, typeDeclarationText, attributeText } from './declaration';
import { docPlainText, type DocComment, type DocNode } from './doc-comment';
import { enumValues } from './enum-values';
import { highlightCSharp } from './highlight';
import { escapeProse, escapeTableCell, inlineCode, linkUrl, markdownLink, yamlString } from './escape';
import type { TypeStep } from './inheritance';
import { isSignal, signalName, type ApiMember, type ApiModel, type ApiType } from './model';
import { renderDocBlocks, renderDocInline, renderRef, type DocRenderContext } from './render-doc';
import { renderParameterList, renderTypeRef } from './render-type-ref';
import type { InheritedDocSource } from './resolve-docs';
import type { MemberKind, TypeRef } from './syntax';
import type { ApiUrls } from './urls';

/**
 * API pages list types and members in their table of contents, not each
 * member's Parâmetros, Retorno and Comentários (h4), which would repeat there
 * dozens of times.
 */
export const tocMaxHeadingLevel = 3;

/**
 * Headings carry explicit ids as `\{#id}`: the site turns off Docusaurus's MDX 1
 * compatibility (future.v4.mdx1CompatDisabledByDefault), so an unescaped `{#id}` would be
 * read as a JavaScript expression. The escaped form is what Docusaurus itself used to
 * rewrite it into, and its heading plugin still reads the id from the text.
 */
export const generatedMarker = '{/* Gerado por plugins/api-reference a partir de framework-source: não edite. */}';

/** The page's imports: the declaration block and the member wrapper, theme components of this plugin. */
export const apiThemeImports = "import ApiCode from '@theme/ApiCode';\nimport ApiSection from '@theme/ApiSection';";

/**
 * A part of the page the browser may skip while it is off screen (theme/ApiSection):
 * each member with everything under its heading, and each member table with its heading.
 */
function memberBlock(lines: readonly string[]): string[] {
  return ['<ApiSection>', '', ...lines, '</ApiSection>', ''];
}

/**
 * A declaration, highlighted now (see highlight.ts). The HTML goes in as a JS
 * string: JSON quoting, and the HTML holds no brace or backslash to confuse MDX.
 */
export function declarationBlock(code: string): string {
  return `<ApiCode html={${JSON.stringify(highlightCSharp(code.replace(/\s+$/, '')))}} />`;
}

/** Everything a page is made from: the model and where links point. */
export interface RenderContext {
  model: ApiModel;
  urls: ApiUrls;
}

export const typeKindLabels: Record<ApiType['kind'], string> = {
  class: 'Classe',
  struct: 'Estrutura',
  interface: 'Interface',
  enum: 'Enumeração',
  delegate: 'Delegate',
  record: 'Registro',
  'record struct': 'Registro (struct)',
};

export const noDocText = 'Sem documentação.';

interface MemberSection {
  kinds: MemberKind[];
  title: string;
  id: string;
  /** Column header of the member's name. */
  column: string;
  /** Singular and plural, for the "at a glance" line. */
  count: [string, string];
}

const memberSections: MemberSection[] = [
  { kinds: ['constructor'], title: 'Construtores', id: 'construtores', column: 'Construtor', count: ['construtor', 'construtores'] },
  { kinds: ['property', 'indexer'], title: 'Propriedades', id: 'propriedades', column: 'Propriedade', count: ['propriedade', 'propriedades'] },
  { kinds: ['field', 'constant'], title: 'Campos', id: 'campos', column: 'Campo', count: ['campo', 'campos'] },
  { kinds: ['method'], title: 'Métodos', id: 'metodos', column: 'Método', count: ['método', 'métodos'] },
  { kinds: ['event'], title: 'Eventos', id: 'eventos', column: 'Evento', count: ['evento', 'eventos'] },
  { kinds: ['operator'], title: 'Operadores', id: 'operadores', column: 'Operador', count: ['operador', 'operadores'] },
];

function plural(count: number, [one, many]: [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function renderTypePage(type: ApiType, context: RenderContext): string {
  const { model, urls } = context;
  const pageUrl = urls.type(type);
  const docContext: DocRenderContext = { urls, pageUrl };
  const parent = type.declaringTypeKey ? model.types.get(type.declaringTypeKey) : undefined;
  const summaryText = docPlainText(type.doc.summary);
  const out: string[] = [];

  out.push(
    '---',
    `title: ${yamlString(type.displayName)}`,
    `sidebar_label: ${yamlString(type.displayName.split('.').at(-1) ?? type.displayName)}`,
    `description: ${yamlString(summaryText || `${typeKindLabels[type.kind]} ${type.displayName} do namespace ${type.namespace}.`)}`,
    `toc_max_heading_level: ${tocMaxHeadingLevel}`,
    '---',
    '',
    apiThemeImports,
    '',
    generatedMarker,
    '',
  );

  const facts = [
    `**Namespace:** ${markdownLink(type.namespace, urls.namespace(type.namespace))}`,
    `**Tipo:** ${escapeProse(kindDescription(type))}`,
  ];
  if (parent) facts.push(`**Declarado em:** ${markdownLink(parent.displayName, urls.type(parent))}`);
  facts.push(`**Código-fonte:** ${type.locations.map((l) => sourceLink(l.file, l.line, urls)).join(', ')}`);
  out.push(facts.join(' \\\n'), '');

  const summary = renderDocBlocks(type.doc.summary, docContext);
  out.push(summary || `*Este tipo ainda não tem documentação.*`, '');
  out.push(...inheritedDocNote(type.docInheritedFrom, context));
  out.push(...atAGlance(type, model));

  out.push('## Declaração \\{#declaracao}', '', declarationBlock(typeDeclarationText(type)), '');
  out.push(...typeParameterSection(type, type.doc, docContext, context));
  if (type.kind === 'delegate') out.push(...parameterAndReturnSections(type.syntax.parameters, type.syntax.returnType, type.doc, docContext, context, type, '##'));

  out.push(...inheritanceSection(type, context));

  if (type.syntax.attributes.length) {
    out.push('## Atributos \\{#atributos}', '', ...type.syntax.attributes.map((a) => `- ${inlineCode(attributeText(a))}`), '');
  }

  const remarks = renderDocBlocks(type.doc.remarks, docContext);
  if (remarks) out.push('## Comentários \\{#comentarios}', '', remarks, '');
  type.doc.examples.forEach((example, index) => {
    const rendered = renderDocBlocks(example, docContext);
    if (rendered) out.push(index === 0 ? '## Exemplo \\{#exemplo}' : `## Exemplo ${index + 1} \\{#exemplo-${index + 1}}`, '', rendered, '');
  });

  for (const section of memberSections) {
    const members = type.members.filter((m) => section.kinds.includes(m.kind));
    if (members.length) out.push(...memberSection(section, members, type, docContext, context));
  }
  out.push(...signalSection(type, docContext, context));
  out.push(...enumSection(type, docContext, context));
  out.push(...inheritedMembersSection(type, context));
  out.push(...nestedTypesSection(type, docContext, context));

  if (type.usedByKeys.length) {
    out.push('## Usado por \\{#usado-por}', '', 'Tipos do framework cujas assinaturas públicas mencionam este tipo:', '');
    out.push(...typeList(type.usedByKeys, context), '');
  }
  out.push(...seeAlsoSection(type.doc, docContext, '##', 'veja-tambem'));
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** `Roles/RoleType.cs, linha 37`, linked to the repository when a source URL is configured. */
function sourceLink(file: string, line: number, urls: ApiUrls): string {
  const text = `${file}, linha ${line}`;
  const url = urls.source(file, line);
  return url ? markdownLink(text, url) : escapeProse(text);
}

function inheritedDocNote(source: InheritedDocSource | undefined, context: RenderContext): string[] {
  if (!source) return [];
  const owner = context.model.types.get(source.typeKey);
  const url = context.urls.typeKey(source.typeKey, source.anchor);
  if (!owner || !url) return [];
  const member = source.anchor ? owner.members.find((m) => m.anchor === source.anchor) : undefined;
  const name = member ? `${owner.name}.${member.kind === 'constructor' ? owner.name : member.name}` : owner.displayName;
  return [`*Documentação herdada de ${markdownLink(name, url)}.*`, ''];
}

/** The type's members counted by kind, each count linking to its section. */
function atAGlance(type: ApiType, model: ApiModel): string[] {
  const items: string[] = [];
  for (const section of memberSections) {
    const count = type.members.filter((m) => section.kinds.includes(m.kind)).length;
    if (count) items.push(`[${plural(count, section.count)}](#${section.id})`);
  }
  const signals = signalsOf(type, model).length;
  if (signals) items.push(`[${plural(signals, ['sinal', 'sinais'])}](#sinais)`);
  const values = type.kind === 'enum' ? type.members.filter((m) => m.kind === 'enumValue').length : 0;
  if (values) items.push(`[${plural(values, ['valor', 'valores'])}](#valores)`);
  const inherited = type.inheritedGroups.reduce((sum, group) => sum + group.members.length, 0);
  if (inherited) items.push(`[${plural(inherited, ['membro herdado', 'membros herdados'])}](#membros-herdados)`);
  const nested = type.nestedTypeKeys.length;
  if (nested) items.push(`[${plural(nested, ['tipo aninhado', 'tipos aninhados'])}](#tipos-aninhados)`);
  return items.length ? [`**Visão geral:** ${items.join(' · ')}`, ''] : [];
}

function kindDescription(type: ApiType): string {
  const label = typeKindLabels[type.kind].toLowerCase();
  const modifiers = type.syntax.modifiers.filter((m) => ['static', 'abstract', 'sealed', 'partial', 'readonly'].includes(m));
  const generic = type.syntax.typeParameters.length ? ' genérica' : '';
  return [label + generic, ...modifiers].join(', ');
}

function typeParameterSection(type: ApiType, doc: DocComment, docContext: DocRenderContext, context: RenderContext): string[] {
  const parameters = type.syntax.typeParameters;
  if (!parameters.length) return [];
  const rows = parameters.map((p) => {
    const constraints = type.syntax.constraints.find((c) => c.typeParameter === p.name)?.constraints ?? [];
    const constraintText = constraints.map((c) => renderTypeRef(c, context, type.scope)).join(', ');
    const description = renderDocInline(doc.typeParams.find((d) => d.name === p.name)?.content ?? [], docContext);
    return `| ${inlineCode(p.name, { inTable: true })} | ${constraintText || '—'} | ${description || ' '} |`;
  });
  return ['### Parâmetros de tipo \\{#parametros-de-tipo}', '', '| Nome | Restrições | Descrição |', '| --- | --- | --- |', ...rows, ''];
}

/** A chain step or an interface as a link: framework page, official page (Godot, .NET) or plain text. */
function renderStep(step: TypeStep, from: ApiType, context: RenderContext): string {
  switch (step.kind) {
    case 'type':
      return renderTypeRef(step.ref, context, from.scope);
    case 'external':
      return markdownLink(step.name, step.url);
    case 'name':
      return escapeProse(step.name);
  }
}

function inheritanceSection(type: ApiType, context: RenderContext): string[] {
  const { model } = context;
  const lines: string[] = [];
  if (type.baseChain.length) {
    // Root first, as read top-down: GodotObject → Node → Node3D → this type. Each step is
    // written in the scope of the type that names it (its generic arguments too).
    const named: string[] = [];
    let from: ApiType = type;
    for (const step of type.baseChain) {
      named.push(renderStep(step, from, context));
      if (step.kind === 'type') from = model.types.get(step.typeKey) ?? from;
    }
    lines.push([...named.reverse(), `**${escapeProse(type.displayName)}**`].join(' → '), '');
  }
  if (type.interfaceSteps.length) {
    lines.push(`**${type.kind === 'interface' ? 'Herda de' : 'Implementa'}:** ${type.interfaceSteps.map((s) => renderStep(s, type, context)).join(', ')}`, '');
  }
  if (type.derivedTypeKeys.length) {
    lines.push(`**${type.kind === 'interface' ? 'Implementado ou estendido por' : 'Tipos derivados'}:** ${type.derivedTypeKeys.map((k) => typeLink(k, context)).join(', ')}`, '');
  }
  return lines.length ? ['## Herança \\{#heranca}', '', ...lines] : [];
}

function typeLink(key: string, context: RenderContext): string {
  const target = context.model.types.get(key);
  return target ? markdownLink(target.displayName, context.urls.type(target)) : escapeProse(key);
}

function typeList(keys: string[], context: RenderContext): string[] {
  return keys.map((key) => {
    const target = context.model.types.get(key);
    if (!target) return `- ${escapeProse(key)}`;
    return `- ${markdownLink(target.displayName, context.urls.type(target))} (${escapeProse(target.namespace)})`;
  });
}

function summaryCell(doc: DocComment, docContext: DocRenderContext): string {
  return renderDocInline(doc.summary, docContext) || `*${noDocText}*`;
}

function memberSection(section: MemberSection, members: ApiMember[], type: ApiType, docContext: DocRenderContext, context: RenderContext): string[] {
  const out = [`## ${section.title} \\{#${section.id}}`, ''];
  const hasTypeColumn = section.kinds.some((k) => k !== 'constructor');
  const typeColumn = section.kinds.includes('method') || section.kinds.includes('operator') ? 'Retorno' : 'Tipo';
  out.push(hasTypeColumn ? `| ${section.column} | ${typeColumn} | Descrição |` : `| ${section.column} | Descrição |`);
  out.push(hasTypeColumn ? '| --- | --- | --- |' : '| --- | --- |');
  for (const member of members) {
    const flags = member.syntax.modifiers.filter((m) => ['static', 'abstract', 'virtual', 'override', 'const', 'readonly', 'protected'].includes(m));
    const flagText = flags.map((f) => inlineCode(f, { inTable: true })).join(' ');
    const name = `[${escapeProse(memberShortName(member, type))}](#${member.anchor})`;
    const parameters = hasParameters(member.kind) ? renderParameterList(member.syntax.parameters, context, type.scope) : '';
    const nameCell = `${flagText ? `${flagText} ` : ''}${name}${parameters}`;
    const summary = summaryCell(member.doc, docContext);
    if (hasTypeColumn) {
      const typeCell = member.syntax.type ? renderTypeRef(member.syntax.type, context, type.scope) : '—';
      out.push(`| ${nameCell} | ${typeCell} | ${summary} |`);
    } else out.push(`| ${nameCell} | ${summary} |`);
  }
  out.push('');
  const overloaded = new Set(members.map((m) => m.name).filter((name, index, all) => all.indexOf(name) !== index));
  const details = members.flatMap((member) => memberBlock(memberDetails(member, type, docContext, context, overloaded.has(member.name))));
  return [...memberBlock(out), ...details];
}

function hasParameters(kind: MemberKind): boolean {
  return kind === 'constructor' || kind === 'method' || kind === 'operator' || kind === 'indexer';
}

function memberShortName(member: ApiMember, type: ApiType): string {
  if (member.kind === 'constructor') return type.name;
  if (member.kind === 'indexer') return 'this[]';
  const typeParameters = member.syntax.typeParameters.map((p) => p.name);
  return typeParameters.length ? `${member.name}<${typeParameters.join(', ')}>` : member.name;
}

function memberDetails(member: ApiMember, type: ApiType, docContext: DocRenderContext, context: RenderContext, overloaded: boolean): string[] {
  let heading = memberShortName(member, type);
  if (overloaded && hasParameters(member.kind)) heading += `(${member.syntax.parameters.map((p) => typeTextShort(p.type)).join(', ')})`;
  const out = [`### ${escapeProse(heading)} \\{#${member.anchor}}`, '', declarationBlock(memberDeclarationText(member, type)), ''];
  out.push(`Código-fonte: ${sourceLink(member.file, member.syntax.line, context.urls)}`, '');
  const summary = renderDocBlocks(member.doc.summary, docContext);
  out.push(summary || `*${noDocText}*`, '');
  out.push(...inheritedDocNote(member.docInheritedFrom, context));
  const value = renderDocBlocks(member.doc.value, docContext);
  if (value) out.push(`**Valor:** ${value}`, '');
  out.push(...memberTypeParameters(member, docContext, context, type));
  const returnType = member.kind === 'method' || member.kind === 'operator' ? member.syntax.type : undefined;
  out.push(...parameterAndReturnSections(member.syntax.parameters, returnType, member.doc, docContext, context, type, '####'));
  out.push(...exceptionsSection(member.doc, docContext));
  const remarks = renderDocBlocks(member.doc.remarks, docContext);
  if (remarks) out.push('#### Comentários', '', remarks, '');
  for (const example of member.doc.examples) {
    const rendered = renderDocBlocks(example, docContext);
    if (rendered) out.push('#### Exemplo', '', rendered, '');
  }
  out.push(...seeAlsoSection(member.doc, docContext, '####'));
  return out;
}

function typeTextShort(type: TypeRef): string {
  switch (type.kind) {
    case 'predefined':
      return type.name;
    case 'nullable':
      return `${typeTextShort(type.inner)}?`;
    case 'array':
      return `${typeTextShort(type.inner)}[]`;
    case 'named':
      return type.name.split('.').at(-1) ?? type.name;
    default:
      return '…';
  }
}

function memberTypeParameters(member: ApiMember, docContext: DocRenderContext, context: RenderContext, type: ApiType): string[] {
  if (!member.syntax.typeParameters.length) return [];
  const scope = { ...type.scope, typeParameters: [...type.scope.typeParameters, ...member.syntax.typeParameters.map((p) => p.name)] };
  const rows = member.syntax.typeParameters.map((p) => {
    const constraints = member.syntax.constraints.find((c) => c.typeParameter === p.name)?.constraints ?? [];
    const description = renderDocInline(member.doc.typeParams.find((d) => d.name === p.name)?.content ?? [], docContext);
    return `| ${inlineCode(p.name, { inTable: true })} | ${constraints.map((c) => renderTypeRef(c, context, scope)).join(', ') || '—'} | ${description || ' '} |`;
  });
  return ['#### Parâmetros de tipo', '', '| Nome | Restrições | Descrição |', '| --- | --- | --- |', ...rows, ''];
}

function parameterAndReturnSections(
  parameters: ApiMember['syntax']['parameters'],
  returnType: ApiMember['syntax']['type'],
  doc: DocComment,
  docContext: DocRenderContext,
  context: RenderContext,
  type: ApiType,
  level: '##' | '####',
): string[] {
  const out: string[] = [];
  const ids = level === '##' ? { params: ' \\{#parametros}', returns: ' \\{#retorno}' } : { params: '', returns: '' };
  if (parameters.length) {
    out.push(`${level} Parâmetros${ids.params}`, '', '| Nome | Tipo | Descrição |', '| --- | --- | --- |');
    for (const parameter of parameters) {
      const description = renderDocInline(doc.params.find((p) => p.name === parameter.name)?.content ?? [], docContext);
      const defaultValue = parameter.defaultValue !== undefined ? ` (padrão: ${inlineCode(parameter.defaultValue, { inTable: true })})` : '';
      const modifiers = parameter.modifiers.length ? `${escapeTableCell(parameter.modifiers.join(' '))} ` : '';
      out.push(`| ${inlineCode(parameter.name, { inTable: true })} | ${modifiers}${renderTypeRef(parameter.type, context, type.scope)} | ${description || ' '}${defaultValue} |`);
    }
    out.push('');
  }
  const returnsDoc = renderDocBlocks(doc.returns, docContext);
  if (returnType && !(returnType.kind === 'predefined' && returnType.name === 'void')) {
    out.push(`${level} Retorno${ids.returns}`, '', `${renderTypeRef(returnType, context, type.scope)}${returnsDoc ? `: ${returnsDoc}` : ''}`, '');
  } else if (returnsDoc) out.push(`${level} Retorno${ids.returns}`, '', returnsDoc, '');
  return out;
}

function exceptionsSection(doc: DocComment, docContext: DocRenderContext): string[] {
  if (!doc.exceptions.length) return [];
  const rows = doc.exceptions.map((exception) => {
    const target = exception.target ?? { kind: 'code' as const, text: exception.cref };
    const name = renderRef({ kind: 'ref', target, children: [] }, docContext);
    return `| ${name} | ${renderDocInline(exception.content, docContext) || ' '} |`;
  });
  return ['#### Exceções', '', '| Exceção | Condição |', '| --- | --- |', ...rows, ''];
}

function seeAlsoSection(doc: DocComment, docContext: DocRenderContext, level: '##' | '####', id?: string): string[] {
  if (!doc.seeAlso.length) return [];
  const items = doc.seeAlso.map((node: DocNode) => `- ${renderDocInline([node], docContext, { inTable: false })}`);
  return [`${level} Veja também${id ? ` \\{#${id}}` : ''}`, '', ...items, ''];
}

function signalsOf(type: ApiType, model: ApiModel): ApiType[] {
  return type.nestedTypeKeys.map((k) => model.types.get(k)).filter((t): t is ApiType => !!t && isSignal(t));
}

/** `BattleEvents` → `battleEvents`, `ITargetBoard` → `targetBoard`: the variable in the connection example. */
function instanceName(type: ApiType): string {
  const name = type.kind === 'interface' && /^I[A-Z]/.test(type.name) ? type.name.slice(1) : type.name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function signalSection(type: ApiType, docContext: DocRenderContext, context: RenderContext): string[] {
  const signals = signalsOf(type, context.model);
  if (!signals.length) return [];
  const table = [
    '## Sinais \\{#sinais}',
    '',
    'Sinais Godot: cada delegate `[Signal]` gera o evento C# de mesmo nome sem o sufixo `EventHandler` e a constante `SignalName`.',
    '',
    '| Sinal | Parâmetros | Descrição |',
    '| --- | --- | --- |',
  ];
  for (const signal of signals) {
    table.push(`| [${escapeProse(signalName(signal.name))}](#${signal.signalAnchor ?? ''}) | ${renderParameterList(signal.syntax.parameters, context, signal.scope)} | ${summaryCell(signal.doc, docContext)} |`);
  }
  table.push('');
  const out = memberBlock(table);
  for (const signal of signals) {
    const event = signalName(signal.name);
    const handler = `On${event}`;
    const parameters = signal.syntax.parameters.map((p) => `${typeTextShort(p.type)} ${p.name}`).join(', ');
    const section = [`### ${escapeProse(event)} \\{#${signal.signalAnchor ?? ''}}`, '', declarationBlock(typeDeclarationText(signal)), ''];
    section.push(`Código-fonte: ${sourceLink(signal.locations[0]?.file ?? '', signal.syntax.line, context.urls)}`, '');
    const summary = renderDocBlocks(signal.doc.summary, docContext);
    section.push(summary || `*${noDocText}*`, '');
    section.push(
      `**Conectar em C#:** ${inlineCode(`${instanceName(type)}.${event} += ${handler};`)} com ${inlineCode(`void ${handler}(${parameters})`)} \\`,
      `**Nome do sinal no Godot:** ${inlineCode(`"${event}"`)} (${inlineCode(`${type.name}.SignalName.${event}`)}) \\`,
      `**Delegate:** ${markdownLink(signal.name, context.urls.type(signal))}`,
      '',
    );
    section.push(...parameterAndReturnSections(signal.syntax.parameters, undefined, signal.doc, docContext, context, signal, '####'));
    out.push(...memberBlock(section));
  }
  return out;
}

function enumSection(type: ApiType, docContext: DocRenderContext, context: RenderContext): string[] {
  const values = type.members.filter((m) => m.kind === 'enumValue');
  if (type.kind !== 'enum' || !values.length) return [];
  const numbers = enumValues(values.map((m) => m.syntax));
  const table = ['## Valores \\{#valores}', '', '| Nome | Valor | Descrição |', '| --- | --- | --- |'];
  values.forEach((member, index) => {
    table.push(`| [${escapeProse(member.name)}](#${member.anchor}) | ${inlineCode(numbers[index] ?? '', { inTable: true })} | ${summaryCell(member.doc, docContext)} |`);
  });
  table.push('');
  const out = memberBlock(table);
  values.forEach((member, index) => {
    const blocks = [renderDocBlocks(member.doc.summary, docContext) || `*${noDocText}*`, renderDocBlocks(member.doc.remarks, docContext)].filter(Boolean);
    out.push(
      ...memberBlock([
        `### ${escapeProse(member.name)} \\{#${member.anchor}}`,
        '',
        declarationBlock(`${type.name}.${member.name} = ${numbers[index] ?? ''}`),
        '',
        `Código-fonte: ${sourceLink(member.file, member.syntax.line, context.urls)}`,
        '',
        ...blocks,
        '',
      ]),
    );
  });
  return out;
}

const inheritedKindGroups: { title: string; kinds: MemberKind[] }[] = [
  { title: 'Propriedades', kinds: ['property', 'indexer'] },
  { title: 'Campos', kinds: ['field', 'constant'] },
  { title: 'Métodos', kinds: ['method'] },
  { title: 'Eventos', kinds: ['event'] },
  { title: 'Operadores', kinds: ['operator'] },
];

/**
 * One collapsible block per framework base type (its members by kind, each
 * linking to its section on that type's page), then the Godot classes whose
 * members the type also has, linked to Godot's reference.
 */
function inheritedMembersSection(type: ApiType, context: RenderContext): string[] {
  const godotBases = type.baseChain.filter((s): s is Extract<TypeStep, { kind: 'external' }> => s.kind === 'external' && s.origin === 'godot');
  if (!type.inheritedGroups.length && !godotBases.length) return [];
  const out = ['## Membros herdados \\{#membros-herdados}', ''];
  for (const group of type.inheritedGroups) {
    const owner = context.model.types.get(group.typeKey);
    if (!owner) continue;
    const ownerUrl = context.urls.type(owner);
    // The summary is one line of MDX: its text is inline Markdown, escaped like prose.
    out.push('<details>', `<summary>De ${escapeProse(owner.displayName, { midLine: true })} (${group.members.length})</summary>`, '');
    const lines: string[] = [];
    for (const kindGroup of inheritedKindGroups) {
      const members = group.members.filter((m) => kindGroup.kinds.includes(m.kind));
      if (!members.length) continue;
      const links = members.map((m) => `[${escapeProse(memberShortName(m, owner) + (hasParameters(m.kind) ? '()' : ''))}](${linkUrl(`${ownerUrl}#${m.anchor}`)})`);
      lines.push(`**${kindGroup.title}:** ${links.join(', ')}`);
    }
    out.push(lines.join(' \\\n'), '', `Declarados em ${markdownLink(owner.displayName, ownerUrl)}.`, '', '</details>', '');
  }
  if (godotBases.length) {
    const names = godotBases.map((s) => markdownLink(s.name, s.url));
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1) ?? ''}` : (names[0] ?? '');
    out.push(`Também herda os membros ${godotBases.length > 1 ? 'das classes' : 'da classe'} ${list} do Godot, descritos na referência de classes do Godot.`, '');
  }
  return out;
}

function nestedTypesSection(type: ApiType, docContext: DocRenderContext, context: RenderContext): string[] {
  const nested = type.nestedTypeKeys.map((k) => context.model.types.get(k)).filter((t): t is ApiType => !!t);
  if (!nested.length) return [];
  const out = ['## Tipos aninhados \\{#tipos-aninhados}', '', '| Tipo | Categoria | Descrição |', '| --- | --- | --- |'];
  for (const child of nested) {
    const kind = isSignal(child) ? 'Delegate (sinal)' : typeKindLabels[child.kind];
    out.push(`| ${markdownLink(child.displayName.split('.').at(-1) ?? child.name, context.urls.type(child))} | ${kind} | ${summaryCell(child.doc, docContext)} |`);
  }
  out.push('');
  return out;
}
