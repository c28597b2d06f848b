/**
 * Stage 4b: one type → its MDX page (Portuguese), laid out like Godot's class
 * reference: header, declaration, inheritance, description, then a table per
 * member kind, each followed by the members' detailed sections.
 */
import { namespaceUrl, typeUrl } from './cref';
import { memberDeclarationText, typeDeclarationText, attributeText } from './declaration';
import { docPlainText, type DocComment, type DocNode } from './doc-comment';
import { enumValues } from './enum-values';
import { codeBlock, escapeProse, escapeTableCell, inlineCode, markdownLink, yamlString } from './escape';
import { isSignal, signalName, type ApiMember, type ApiModel, type ApiType, type ApiWarning } from './model';
import { renderDocBlocks, renderDocInline, type DocRenderContext } from './render-doc';
import { renderParameterList, renderTypeRef } from './render-type-ref';
import type { MemberKind } from './syntax';

/**
 * Headings carry explicit ids as `\{#id}`: the site turns off Docusaurus's MDX 1
 * compatibility (future.v4.mdx1CompatDisabledByDefault), so an unescaped `{#id}` would be
 * read as a JavaScript expression. The escaped form is what Docusaurus itself used to
 * rewrite it into, and its heading plugin still reads the id from the text.
 */
export const generatedMarker = '{/* Gerado por plugins/api-reference a partir de framework-source: não edite. */}';

export const typeKindLabels: Record<ApiType['kind'], string> = {
  class: 'Classe',
  struct: 'Estrutura',
  interface: 'Interface',
  enum: 'Enumeração',
  delegate: 'Delegate',
  record: 'Registro',
  'record struct': 'Registro (struct)',
};

interface MemberSection {
  kinds: MemberKind[];
  title: string;
  id: string;
  /** Column header of the member's name. */
  column: string;
}

const memberSections: MemberSection[] = [
  { kinds: ['constructor'], title: 'Construtores', id: 'construtores', column: 'Construtor' },
  { kinds: ['property', 'indexer'], title: 'Propriedades', id: 'propriedades', column: 'Propriedade' },
  { kinds: ['field', 'constant'], title: 'Campos', id: 'campos', column: 'Campo' },
  { kinds: ['method'], title: 'Métodos', id: 'metodos', column: 'Método' },
  { kinds: ['event'], title: 'Eventos', id: 'eventos', column: 'Evento' },
  { kinds: ['operator'], title: 'Operadores', id: 'operadores', column: 'Operador' },
];

export function renderTypePage(type: ApiType, model: ApiModel, warnings: ApiWarning[]): string {
  const location = type.locations[0] ?? { file: '', line: 0 };
  const pageUrl = typeUrl(type);
  const docContext = (line: number, file = location.file): DocRenderContext => ({ model, scope: type.scope, file, line, warnings, pageUrl });
  const typeDocContext = docContext(type.syntax.doc?.line ?? location.line);
  const parent = type.declaringTypeKey ? model.types.get(type.declaringTypeKey) : undefined;
  const summaryText = docPlainText(type.doc.summary);
  const out: string[] = [];

  out.push(
    '---',
    `title: ${yamlString(type.displayName)}`,
    `sidebar_label: ${yamlString(type.displayName.split('.').at(-1) ?? type.displayName)}`,
    `description: ${yamlString(summaryText || `${typeKindLabels[type.kind]} ${type.displayName} do namespace ${type.namespace}.`)}`,
    'toc_max_heading_level: 3',
    '---',
    '',
    generatedMarker,
    '',
  );

  const facts = [
    `**Namespace:** ${markdownLink(type.namespace, namespaceUrl(type.namespace))}`,
    `**Tipo:** ${escapeProse(kindDescription(type))}`,
  ];
  if (parent) facts.push(`**Declarado em:** ${markdownLink(parent.displayName, typeUrl(parent))}`);
  facts.push(`**Arquivo:** ${type.locations.map((l) => inlineCode(l.file)).join(', ')}`);
  out.push(facts.join(' \\\n'), '');

  const summary = renderDocBlocks(type.doc.summary, typeDocContext);
  if (summary) out.push(summary, '');

  out.push('## Declaração \\{#declaracao}', '', codeBlock(typeDeclarationText(type), 'csharp'), '');
  out.push(...typeParameterSection(type, type.doc, typeDocContext, model));
  if (type.kind === 'delegate') out.push(...parameterAndReturnSections(type.syntax.parameters, type.syntax.returnType, type.doc, typeDocContext, model, type, '##'));

  out.push(...inheritanceSection(type, model));

  if (type.syntax.attributes.length) {
    out.push('## Atributos \\{#atributos}', '', ...type.syntax.attributes.map((a) => `- ${inlineCode(attributeText(a))}`), '');
  }

  const remarks = renderDocBlocks(type.doc.remarks, typeDocContext);
  if (remarks) out.push('## Comentários \\{#comentarios}', '', remarks, '');
  type.doc.examples.forEach((example, index) => {
    const rendered = renderDocBlocks(example, typeDocContext);
    if (rendered) out.push(index === 0 ? '## Exemplo \\{#exemplo}' : `## Exemplo ${index + 1} \\{#exemplo-${index + 1}}`, '', rendered, '');
  });

  for (const section of memberSections) {
    const members = type.members.filter((m) => section.kinds.includes(m.kind));
    if (members.length) out.push(...memberSection(section, members, type, model, docContext));
  }
  out.push(...signalSection(type, model, docContext));
  out.push(...enumSection(type, docContext));
  out.push(...nestedTypesSection(type, model, warnings));

  if (type.usedByKeys.length) {
    out.push('## Usado por \\{#usado-por}', '', 'Tipos do framework cujas assinaturas públicas mencionam este tipo:', '');
    out.push(...typeList(type.usedByKeys, model), '');
  }
  out.push(...seeAlsoSection(type.doc, typeDocContext, '##', 'veja-tambem'));
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

function kindDescription(type: ApiType): string {
  const label = typeKindLabels[type.kind].toLowerCase();
  const modifiers = type.syntax.modifiers.filter((m) => ['static', 'abstract', 'sealed', 'partial', 'readonly'].includes(m));
  const generic = type.syntax.typeParameters.length ? ' genérica' : '';
  return [label + generic, ...modifiers].join(', ');
}

function typeParameterSection(type: ApiType, doc: DocComment, context: DocRenderContext, model: ApiModel): string[] {
  const parameters = type.syntax.typeParameters;
  if (!parameters.length) return [];
  const rows = parameters.map((p) => {
    const constraints = type.syntax.constraints.find((c) => c.typeParameter === p.name)?.constraints ?? [];
    const constraintText = constraints.map((c) => renderTypeRef(c, model, type.scope)).join(', ');
    const description = renderDocInline(doc.typeParams.find((d) => d.name === p.name)?.content ?? [], context);
    return `| ${inlineCode(p.name, { inTable: true })} | ${constraintText || '—'} | ${description || ' '} |`;
  });
  return ['### Parâmetros de tipo \\{#parametros-de-tipo}', '', '| Nome | Restrições | Descrição |', '| --- | --- | --- |', ...rows, ''];
}

function inheritanceSection(type: ApiType, model: ApiModel): string[] {
  const lines: string[] = [];
  // Walk framework bases up to the first external one, which is named as text (a Godot or .NET type).
  const chain: string[] = [`**${escapeProse(type.displayName)}**`];
  let current: ApiType | undefined = type;
  const seen = new Set<string>([type.key]);
  while (current?.baseType) {
    const base: ApiType['baseType'] = current.baseType;
    const resolved: ApiType | undefined = base.kind === 'named' ? model.resolveType(base.name, base.args.length, current.scope) : undefined;
    chain.unshift(renderTypeRef(base, model, current.scope));
    if (!resolved || seen.has(resolved.key)) break;
    seen.add(resolved.key);
    current = resolved;
  }
  if (chain.length > 1) lines.push(chain.join(' → '), '');
  if (type.interfaces.length) {
    lines.push(`**${type.kind === 'interface' ? 'Herda de' : 'Implementa'}:** ${type.interfaces.map((i) => renderTypeRef(i, model, type.scope)).join(', ')}`, '');
  }
  if (type.derivedTypeKeys.length) {
    lines.push(`**${type.kind === 'interface' ? 'Implementado ou estendido por' : 'Tipos derivados'}:** ${type.derivedTypeKeys.map((k) => typeLink(k, model)).join(', ')}`, '');
  }
  return lines.length ? ['## Herança \\{#heranca}', '', ...lines] : [];
}

function typeLink(key: string, model: ApiModel): string {
  const target = model.types.get(key);
  return target ? markdownLink(target.displayName, typeUrl(target)) : escapeProse(key);
}

function typeList(keys: string[], model: ApiModel): string[] {
  return keys.map((key) => {
    const target = model.types.get(key);
    if (!target) return `- ${escapeProse(key)}`;
    return `- ${markdownLink(target.displayName, typeUrl(target))} (${escapeProse(target.namespace)})`;
  });
}

function memberSection(
  section: MemberSection,
  members: ApiMember[],
  type: ApiType,
  model: ApiModel,
  docContext: (line: number, file?: string) => DocRenderContext,
): string[] {
  const out = [`## ${section.title} \\{#${section.id}}`, ''];
  const hasTypeColumn = section.kinds.some((k) => k !== 'constructor');
  const typeColumn = section.kinds.includes('method') || section.kinds.includes('operator') ? 'Retorno' : 'Tipo';
  out.push(hasTypeColumn ? `| ${section.column} | ${typeColumn} | Descrição |` : `| ${section.column} | Descrição |`);
  out.push(hasTypeColumn ? '| --- | --- | --- |' : '| --- | --- |');
  for (const member of members) {
    const context = docContext(member.syntax.doc?.line ?? member.syntax.line, member.file);
    const flags = member.syntax.modifiers.filter((m) => ['static', 'abstract', 'virtual', 'override', 'const', 'readonly', 'protected'].includes(m));
    const flagText = flags.map((f) => inlineCode(f, { inTable: true })).join(' ');
    const name = `[${escapeProse(memberShortName(member, type))}](#${member.anchor})`;
    const parameters = hasParameters(member.kind) ? renderParameterList(member.syntax.parameters, model, type.scope) : '';
    const nameCell = `${flagText ? `${flagText} ` : ''}${name}${parameters}`;
    const summary = renderDocInline(member.doc.summary, context) || ' ';
    if (hasTypeColumn) {
      const typeCell = member.syntax.type ? renderTypeRef(member.syntax.type, model, type.scope) : '—';
      out.push(`| ${nameCell} | ${typeCell} | ${summary} |`);
    } else out.push(`| ${nameCell} | ${summary} |`);
  }
  out.push('');
  const overloaded = new Set(members.map((m) => m.name).filter((name, index, all) => all.indexOf(name) !== index));
  for (const member of members) out.push(...memberDetails(member, type, model, docContext, overloaded.has(member.name)));
  return out;
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

function memberDetails(
  member: ApiMember,
  type: ApiType,
  model: ApiModel,
  docContext: (line: number, file?: string) => DocRenderContext,
  overloaded: boolean,
): string[] {
  const context = docContext(member.syntax.doc?.line ?? member.syntax.line, member.file);
  let heading = memberShortName(member, type);
  if (overloaded && hasParameters(member.kind)) heading += `(${member.syntax.parameters.map((p) => typeTextShort(p.type)).join(', ')})`;
  const out = [`### ${escapeProse(heading)} \\{#${member.anchor}}`, '', codeBlock(memberDeclarationText(member, type), 'csharp'), ''];
  const summary = renderDocBlocks(member.doc.summary, context);
  if (summary) out.push(summary, '');
  const value = renderDocBlocks(member.doc.value, context);
  if (value) out.push(`**Valor:** ${value}`, '');
  out.push(...memberTypeParameters(member, context, model, type));
  const returnType = member.kind === 'method' || member.kind === 'operator' ? member.syntax.type : undefined;
  out.push(...parameterAndReturnSections(member.syntax.parameters, returnType, member.doc, context, model, type, '####'));
  out.push(...exceptionsSection(member.doc, context));
  const remarks = renderDocBlocks(member.doc.remarks, context);
  if (remarks) out.push('#### Comentários', '', remarks, '');
  for (const example of member.doc.examples) {
    const rendered = renderDocBlocks(example, context);
    if (rendered) out.push('#### Exemplo', '', rendered, '');
  }
  out.push(...seeAlsoSection(member.doc, context, '####'));
  return out;
}

function typeTextShort(type: ApiMember['syntax']['parameters'][number]['type']): string {
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

function memberTypeParameters(member: ApiMember, context: DocRenderContext, model: ApiModel, type: ApiType): string[] {
  if (!member.syntax.typeParameters.length) return [];
  const scope = { ...type.scope, typeParameters: [...type.scope.typeParameters, ...member.syntax.typeParameters.map((p) => p.name)] };
  const rows = member.syntax.typeParameters.map((p) => {
    const constraints = member.syntax.constraints.find((c) => c.typeParameter === p.name)?.constraints ?? [];
    const description = renderDocInline(member.doc.typeParams.find((d) => d.name === p.name)?.content ?? [], context);
    return `| ${inlineCode(p.name, { inTable: true })} | ${constraints.map((c) => renderTypeRef(c, model, scope)).join(', ') || '—'} | ${description || ' '} |`;
  });
  return ['#### Parâmetros de tipo', '', '| Nome | Restrições | Descrição |', '| --- | --- | --- |', ...rows, ''];
}

function parameterAndReturnSections(
  parameters: ApiMember['syntax']['parameters'],
  returnType: ApiMember['syntax']['type'],
  doc: DocComment,
  context: DocRenderContext,
  model: ApiModel,
  type: ApiType,
  level: '##' | '####',
): string[] {
  const out: string[] = [];
  const ids = level === '##' ? { params: ' \\{#parametros}', returns: ' \\{#retorno}' } : { params: '', returns: '' };
  if (parameters.length) {
    out.push(`${level} Parâmetros${ids.params}`, '', '| Nome | Tipo | Descrição |', '| --- | --- | --- |');
    for (const parameter of parameters) {
      const description = renderDocInline(doc.params.find((p) => p.name === parameter.name)?.content ?? [], context);
      const defaultValue = parameter.defaultValue !== undefined ? ` (padrão: ${inlineCode(parameter.defaultValue, { inTable: true })})` : '';
      const modifiers = parameter.modifiers.length ? `${escapeTableCell(parameter.modifiers.join(' '))} ` : '';
      out.push(`| ${inlineCode(parameter.name, { inTable: true })} | ${modifiers}${renderTypeRef(parameter.type, model, type.scope)} | ${description || ' '}${defaultValue} |`);
    }
    out.push('');
  }
  const returnsDoc = renderDocBlocks(doc.returns, context);
  if (returnType && !(returnType.kind === 'predefined' && returnType.name === 'void')) {
    out.push(`${level} Retorno${ids.returns}`, '', `${renderTypeRef(returnType, model, type.scope)}${returnsDoc ? `: ${returnsDoc}` : ''}`, '');
  } else if (returnsDoc) out.push(`${level} Retorno${ids.returns}`, '', returnsDoc, '');
  return out;
}

function exceptionsSection(doc: DocComment, context: DocRenderContext): string[] {
  if (!doc.exceptions.length) return [];
  const rows = doc.exceptions.map((exception) => {
    const name = renderDocInline([{ kind: 'element', name: 'see', attributes: { cref: exception.cref }, children: [] }], context);
    return `| ${name} | ${renderDocInline(exception.content, context) || ' '} |`;
  });
  return ['#### Exceções', '', '| Exceção | Condição |', '| --- | --- |', ...rows, ''];
}

function seeAlsoSection(doc: DocComment, context: DocRenderContext, level: '##' | '####', id?: string): string[] {
  if (!doc.seeAlso.length) return [];
  const items = doc.seeAlso.map((node: DocNode) => `- ${renderDocInline([node], context, { inTable: false })}`);
  return [`${level} Veja também${id ? ` \\{#${id}}` : ''}`, '', ...items, ''];
}

function signalSection(type: ApiType, model: ApiModel, docContext: (line: number, file?: string) => DocRenderContext): string[] {
  const signals = type.nestedTypeKeys.map((k) => model.types.get(k)).filter((t): t is ApiType => !!t && isSignal(t));
  if (!signals.length) return [];
  const out = [
    '## Sinais \\{#sinais}',
    '',
    'Sinais Godot: cada delegate `[Signal]` gera o evento C# de mesmo nome sem o sufixo `EventHandler` e a constante `SignalName`.',
    '',
    '| Sinal | Parâmetros | Descrição |',
    '| --- | --- | --- |',
  ];
  for (const signal of signals) {
    const context = docContext(signal.syntax.doc?.line ?? signal.syntax.line);
    out.push(`| [${escapeProse(signalName(signal.name))}](#${signal.signalAnchor ?? ''}) | ${renderParameterList(signal.syntax.parameters, model, signal.scope)} | ${renderDocInline(signal.doc.summary, context) || ' '} |`);
  }
  out.push('');
  for (const signal of signals) {
    const context = docContext(signal.syntax.doc?.line ?? signal.syntax.line);
    out.push(`### ${escapeProse(signalName(signal.name))} \\{#${signal.signalAnchor ?? ''}}`, '', codeBlock(typeDeclarationText(signal), 'csharp'), '');
    const summary = renderDocBlocks(signal.doc.summary, context);
    if (summary) out.push(summary, '');
    out.push(`Delegate: ${markdownLink(signal.name, typeUrl(signal))}`, '');
    out.push(...parameterAndReturnSections(signal.syntax.parameters, undefined, signal.doc, context, model, signal, '####'));
  }
  return out;
}

function enumSection(type: ApiType, docContext: (line: number, file?: string) => DocRenderContext): string[] {
  const values = type.members.filter((m) => m.kind === 'enumValue');
  if (type.kind !== 'enum' || !values.length) return [];
  const numbers = enumValues(values.map((m) => m.syntax));
  const out = ['## Valores \\{#valores}', '', '| Nome | Valor | Descrição |', '| --- | --- | --- |'];
  values.forEach((member, index) => {
    const context = docContext(member.syntax.doc?.line ?? member.syntax.line, member.file);
    out.push(`| [${escapeProse(member.name)}](#${member.anchor}) | ${inlineCode(numbers[index] ?? '', { inTable: true })} | ${renderDocInline(member.doc.summary, context) || ' '} |`);
  });
  out.push('');
  values.forEach((member, index) => {
    const context = docContext(member.syntax.doc?.line ?? member.syntax.line, member.file);
    out.push(`### ${escapeProse(member.name)} \\{#${member.anchor}}`, '', codeBlock(`${type.name}.${member.name} = ${numbers[index] ?? ''}`, 'csharp'), '');
    const blocks = [renderDocBlocks(member.doc.summary, context), renderDocBlocks(member.doc.remarks, context)].filter(Boolean);
    if (blocks.length) out.push(...blocks, '');
  });
  return out;
}

function nestedTypesSection(type: ApiType, model: ApiModel, warnings: ApiWarning[]): string[] {
  const nested = type.nestedTypeKeys.map((k) => model.types.get(k)).filter((t): t is ApiType => !!t);
  if (!nested.length) return [];
  const out = ['## Tipos aninhados \\{#tipos-aninhados}', '', '| Tipo | Categoria | Descrição |', '| --- | --- | --- |'];
  for (const child of nested) {
    const context: DocRenderContext = { model, scope: child.scope, file: child.locations[0]?.file ?? '', line: child.syntax.doc?.line ?? child.syntax.line, warnings, pageUrl: typeUrl(type) };
    const kind = isSignal(child) ? 'Delegate (sinal)' : typeKindLabels[child.kind];
    out.push(`| ${markdownLink(child.displayName.split('.').at(-1) ?? child.name, typeUrl(child))} | ${kind} | ${renderDocInline(child.doc.summary, context) || ' '} |`);
  }
  out.push('');
  return out;
}
