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
import {
  code,
  emphasis,
  esm,
  flowComment,
  heading,
  joinPhrasing,
  jsonAttribute,
  jsxFlow,
  jsxText,
  lineBreak,
  link,
  list,
  paragraph,
  serializePage,
  strong,
  table,
  text,
  type Block,
  type Phrasing,
} from './mdast';
import { isSignal, type ApiMember, type ApiModel, type ApiType, type InheritedDocSource, type TypeStep } from './model';
import { renderDocBlocks, renderDocInline, renderRef, type DocRenderContext } from './render-doc';
import { eventConnectionLines, signalConnectionLines, signalLabel } from './render-connection';
import { renderParameterList, renderTypeRef } from './render-type-ref';
import type { MemberKind, TypeRef } from './syntax';
import type { ApiUrls } from './urls';

/**
 * API pages list types and members in their table of contents, not each
 * member's Parâmetros, Retorno and Comentários (h4), which would repeat there
 * dozens of times.
 */
export const tocMaxHeadingLevel = 3;

/** The comment that marks a page as generated (write-output deletes only marked pages). */
export const generatedMarkerText = 'Gerado por plugins/api-reference a partir de framework-source: não edite.';
/** The marker as it reads in the MDX file. */
export const generatedMarker = `{/* ${generatedMarkerText} */}`;

export function generatedComment(): Block {
  return flowComment(generatedMarkerText);
}

/** The page's imports: the declaration block and the member wrapper, theme components of this plugin. */
export const apiThemeImports = "import ApiCode from '@theme/ApiCode';\nimport ApiSection from '@theme/ApiSection';";

/**
 * A part of the page the browser may skip while it is off screen (theme/ApiSection):
 * each member with everything under its heading, and each member table with its heading.
 */
function memberBlock(children: Block[]): Block[] {
  return [jsxFlow('ApiSection', children)];
}

/**
 * A declaration, highlighted now (see highlight.ts). The HTML goes in as a
 * JavaScript string (`html={"…"}`), which MDX reads with a JavaScript parser.
 */
export function declarationBlock(source: string): Block {
  return jsxFlow('ApiCode', [], [jsonAttribute('html', highlightCSharp(source.replace(/\s+$/, '')))]);
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
  const frontMatter = {
    title: type.displayName,
    sidebar_label: type.displayName.split('.').at(-1) ?? type.displayName,
    description: summaryText || `${typeKindLabels[type.kind]} ${type.displayName} do namespace ${type.namespace}.`,
    toc_max_heading_level: tocMaxHeadingLevel,
  };
  const out: Block[] = [esm(apiThemeImports), generatedComment()];

  const facts: Phrasing[][] = [
    [fact('Namespace:'), text(' '), link(urls.namespace(type.namespace), type.namespace)],
    [fact('Tipo:'), text(' '), text(kindDescription(type))],
  ];
  if (parent) facts.push([fact('Declarado em:'), text(' '), link(urls.type(parent), parent.displayName)]);
  facts.push([
    fact('Código-fonte:'),
    text(' '),
    ...joinPhrasing(
      type.locations.map((l) => sourceLink(l.file, l.line, urls)),
      ', ',
    ),
  ]);
  out.push(paragraph(facts.flatMap((line, index) => (index ? [lineBreak(), ...line] : line))));

  const summary = renderDocBlocks(type.doc.summary, docContext);
  out.push(...(summary.length ? summary : [paragraph([emphasis([text('Este tipo ainda não tem documentação.')])])]));
  out.push(...inheritedDocNote(type.docInheritedFrom, context));
  if (parent && isSignal(type)) {
    const lines = signalConnectionLines(type, parent);
    if (lines.length) out.push(linesParagraph(lines));
  }
  out.push(...atAGlance(type, model));

  out.push(heading(2, 'Declaração', 'declaracao'), declarationBlock(typeDeclarationText(type)));
  out.push(...typeParameterSection(type, type.doc, docContext, context));
  if (type.kind === 'delegate') out.push(...parameterAndReturnSections(type.syntax.parameters, type.syntax.returnType, type.doc, docContext, context, type, 2));

  out.push(...inheritanceSection(type, context));

  if (type.syntax.attributes.length) {
    out.push(heading(2, 'Atributos', 'atributos'), list(type.syntax.attributes.map((a) => [code(attributeText(a))])));
  }

  const remarks = renderDocBlocks(type.doc.remarks, docContext);
  if (remarks.length) out.push(heading(2, 'Comentários', 'comentarios'), ...remarks);
  type.doc.examples.forEach((example, index) => {
    const rendered = renderDocBlocks(example, docContext);
    if (rendered.length) out.push(index === 0 ? heading(2, 'Exemplo', 'exemplo') : heading(2, `Exemplo ${index + 1}`, `exemplo-${index + 1}`), ...rendered);
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
    out.push(
      heading(2, 'Usado por', 'usado-por'),
      paragraph([text('Tipos do framework cujas assinaturas públicas mencionam este tipo:')]),
      typeList(type.usedByKeys, context),
    );
  }
  out.push(...seeAlsoSection(type.doc, docContext, 2, 'veja-tambem'));
  return serializePage(frontMatter, out);
}

/** `**Namespace:**` and the like: the label of a fact. */
function fact(label: string): Phrasing {
  return strong([text(label)]);
}

/** A label before a block's text (`**Valor:** …`): joined to its first paragraph, as one would write it. */
function labelled(label: Phrasing[], blocks: Block[]): Block[] {
  const [first, ...rest] = blocks;
  if (first?.type === 'paragraph') return [paragraph([...label, text(' '), ...first.children]), ...rest];
  return [paragraph(label), ...blocks];
}

/** `framework-source/Roles/RoleType.cs, linha 37`, linked to the repository when a source URL is configured. */
function sourceLink(file: string, line: number, urls: ApiUrls): Phrasing[] {
  const label = `${urls.sourcePath(file)}, linha ${line}`;
  const url = urls.source(file, line);
  return [url ? link(url, label) : text(label)];
}

function inheritedDocNote(source: InheritedDocSource | undefined, context: RenderContext): Block[] {
  if (!source) return [];
  const owner = context.model.types.get(source.typeKey);
  const url = context.urls.typeKey(source.typeKey, source.anchor);
  if (!owner || !url) return [];
  const member = source.anchor ? owner.members.find((m) => m.anchor === source.anchor) : undefined;
  const name = member ? `${owner.name}.${member.kind === 'constructor' ? owner.name : member.name}` : owner.displayName;
  return [paragraph([emphasis([text('Documentação herdada de '), link(url, name), text('.')])])];
}

/** The type's members counted by kind, each count linking to its section. */
function atAGlance(type: ApiType, model: ApiModel): Block[] {
  const items: Phrasing[][] = [];
  const item = (count: number, words: [string, string], id: string): void => {
    if (count) items.push([link(`#${id}`, plural(count, words))]);
  };
  for (const section of memberSections) item(type.members.filter((m) => section.kinds.includes(m.kind)).length, section.count, section.id);
  item(signalsOf(type, model).length, ['sinal', 'sinais'], 'sinais');
  item(type.kind === 'enum' ? type.members.filter((m) => m.kind === 'enumValue').length : 0, ['valor', 'valores'], 'valores');
  item(
    type.inheritedGroups.reduce((sum, group) => sum + group.members.length, 0),
    ['membro herdado', 'membros herdados'],
    'membros-herdados',
  );
  item(type.nestedTypeKeys.length, ['tipo aninhado', 'tipos aninhados'], 'tipos-aninhados');
  return items.length ? [paragraph([fact('Visão geral:'), text(' '), ...joinPhrasing(items, ' · ')])] : [];
}

function kindDescription(type: ApiType): string {
  const label = typeKindLabels[type.kind].toLowerCase();
  const modifiers = type.syntax.modifiers.filter((m) => ['static', 'abstract', 'sealed', 'partial', 'readonly'].includes(m));
  const generic = type.syntax.typeParameters.length ? ' genérica' : '';
  return [label + generic, ...modifiers].join(', ');
}

/** A cell's content, or a dash when there is none. */
function orDash(content: Phrasing[]): Phrasing[] {
  return content.length ? content : [text('—')];
}

function typeParameterSection(type: ApiType, doc: DocComment, docContext: DocRenderContext, context: RenderContext): Block[] {
  const parameters = type.syntax.typeParameters;
  if (!parameters.length) return [];
  const rows = parameters.map((p) => {
    const constraints = type.syntax.constraints.find((c) => c.typeParameter === p.name)?.constraints ?? [];
    const constraintCell = joinPhrasing(
      constraints.map((c) => renderTypeRef(c, context, type.scope)),
      ', ',
    );
    const description = renderDocInline(doc.typeParams.find((d) => d.name === p.name)?.content ?? [], docContext);
    return [[code(p.name)], orDash(constraintCell), description];
  });
  return [heading(3, 'Parâmetros de tipo', 'parametros-de-tipo'), table(['Nome', 'Restrições', 'Descrição'], rows)];
}

/** A chain step or an interface as a link: framework page, official page (Godot, .NET) or plain text. */
function renderStep(step: TypeStep, from: ApiType, context: RenderContext): Phrasing[] {
  switch (step.kind) {
    case 'type':
      return renderTypeRef(step.ref, context, from.scope);
    case 'external':
      return [link(context.urls.external(step), step.name)];
    case 'name':
      return [text(step.name)];
  }
}

function inheritanceSection(type: ApiType, context: RenderContext): Block[] {
  const { model } = context;
  const blocks: Block[] = [];
  if (type.baseChain.length) {
    // Root first, as read top-down: GodotObject → Node → Node3D → this type. Each step is
    // written in the scope of the type that names it (its generic arguments too).
    const named: Phrasing[][] = [];
    let from: ApiType = type;
    for (const step of type.baseChain) {
      named.push(renderStep(step, from, context));
      if (step.kind === 'type') from = model.types.get(step.typeKey) ?? from;
    }
    blocks.push(paragraph(joinPhrasing([...named.reverse(), [strong([text(type.displayName)])]], ' → ')));
  }
  if (type.interfaceSteps.length) {
    const label = type.kind === 'interface' ? 'Herda de:' : 'Implementa:';
    blocks.push(
      paragraph([
        fact(label),
        text(' '),
        ...joinPhrasing(
          type.interfaceSteps.map((s) => renderStep(s, type, context)),
          ', ',
        ),
      ]),
    );
  }
  if (type.derivedTypeKeys.length) {
    const label = type.kind === 'interface' ? 'Implementado ou estendido por:' : 'Tipos derivados:';
    blocks.push(
      paragraph([
        fact(label),
        text(' '),
        ...joinPhrasing(
          type.derivedTypeKeys.map((k) => typeLink(k, context)),
          ', ',
        ),
      ]),
    );
  }
  return blocks.length ? [heading(2, 'Herança', 'heranca'), ...blocks] : [];
}

function typeLink(key: string, context: RenderContext): Phrasing[] {
  const target = context.model.types.get(key);
  return [target ? link(context.urls.type(target), target.displayName) : text(key)];
}

function typeList(keys: string[], context: RenderContext): Block {
  return list(
    keys.map((key) => {
      const target = context.model.types.get(key);
      if (!target) return [text(key)];
      return [link(context.urls.type(target), target.displayName), text(` (${target.namespace})`)];
    }),
  );
}

function summaryCell(doc: DocComment, docContext: DocRenderContext): Phrasing[] {
  const summary = renderDocInline(doc.summary, docContext);
  return summary.length ? summary : [emphasis([text(noDocText)])];
}

function memberSection(section: MemberSection, members: ApiMember[], type: ApiType, docContext: DocRenderContext, context: RenderContext): Block[] {
  const hasTypeColumn = section.kinds.some((k) => k !== 'constructor');
  const typeColumn = section.kinds.includes('method') || section.kinds.includes('operator') ? 'Retorno' : 'Tipo';
  const rows = members.map((member) => {
    const flags = member.syntax.modifiers.filter((m) => ['static', 'abstract', 'virtual', 'override', 'const', 'readonly', 'protected'].includes(m));
    const nameCell: Phrasing[] = [
      ...joinPhrasing(
        flags.map((f) => [code(f)]),
        ' ',
      ),
      ...(flags.length ? [text(' ')] : []),
      link(`#${member.anchor}`, memberShortName(member, type)),
      ...(hasParameters(member.kind) ? renderParameterList(member.syntax.parameters, context, type.scope) : []),
    ];
    const summary = summaryCell(member.doc, docContext);
    if (!hasTypeColumn) return [nameCell, summary];
    return [nameCell, member.syntax.type ? renderTypeRef(member.syntax.type, context, type.scope) : [text('—')], summary];
  });
  const header = hasTypeColumn ? [section.column, typeColumn, 'Descrição'] : [section.column, 'Descrição'];
  const overloaded = new Set(members.map((m) => m.name).filter((name, index, all) => all.indexOf(name) !== index));
  const details = members.flatMap((member) => memberBlock(memberDetails(member, type, docContext, context, overloaded.has(member.name))));
  return [...memberBlock([heading(2, section.title, section.id), table(header, rows)]), ...details];
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

/** What goes under a member's heading when its comment says nothing. */
function orNoDoc(blocks: Block[]): Block[] {
  return blocks.length ? blocks : [paragraph([emphasis([text(noDocText)])])];
}

function memberDetails(member: ApiMember, type: ApiType, docContext: DocRenderContext, context: RenderContext, overloaded: boolean): Block[] {
  let title = memberShortName(member, type);
  if (overloaded && hasParameters(member.kind)) title += `(${member.syntax.parameters.map((p) => typeTextShort(p.type)).join(', ')})`;
  const out: Block[] = [heading(3, title, member.anchor), declarationBlock(memberDeclarationText(member, type))];
  out.push(paragraph([text('Código-fonte: '), ...sourceLink(member.file, member.syntax.line, context.urls)]));
  out.push(...orNoDoc(renderDocBlocks(member.doc.summary, docContext)));
  out.push(...inheritedDocNote(member.docInheritedFrom, context));
  if (member.kind === 'event') out.push(linesParagraph(eventConnectionLines(member, type, context.model)));
  const value = renderDocBlocks(member.doc.value, docContext);
  if (value.length) out.push(...labelled([fact('Valor:')], value));
  out.push(...memberTypeParameters(member, docContext, context, type));
  const returnType = member.kind === 'method' || member.kind === 'operator' ? member.syntax.type : undefined;
  out.push(...parameterAndReturnSections(member.syntax.parameters, returnType, member.doc, docContext, context, type, 4));
  out.push(...exceptionsSection(member.doc, docContext));
  const remarks = renderDocBlocks(member.doc.remarks, docContext);
  if (remarks.length) out.push(heading(4, 'Comentários'), ...remarks);
  for (const example of member.doc.examples) {
    const rendered = renderDocBlocks(example, docContext);
    if (rendered.length) out.push(heading(4, 'Exemplo'), ...rendered);
  }
  out.push(...seeAlsoSection(member.doc, docContext, 4));
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

function memberTypeParameters(member: ApiMember, docContext: DocRenderContext, context: RenderContext, type: ApiType): Block[] {
  if (!member.syntax.typeParameters.length) return [];
  const scope = { ...type.scope, typeParameters: [...type.scope.typeParameters, ...member.syntax.typeParameters.map((p) => p.name)] };
  const rows = member.syntax.typeParameters.map((p) => {
    const constraints = member.syntax.constraints.find((c) => c.typeParameter === p.name)?.constraints ?? [];
    const description = renderDocInline(member.doc.typeParams.find((d) => d.name === p.name)?.content ?? [], docContext);
    return [
      [code(p.name)],
      orDash(
        joinPhrasing(
          constraints.map((c) => renderTypeRef(c, context, scope)),
          ', ',
        ),
      ),
      description,
    ];
  });
  return [heading(4, 'Parâmetros de tipo'), table(['Nome', 'Restrições', 'Descrição'], rows)];
}

function parameterAndReturnSections(
  parameters: ApiMember['syntax']['parameters'],
  returnType: ApiMember['syntax']['type'],
  doc: DocComment,
  docContext: DocRenderContext,
  context: RenderContext,
  type: ApiType,
  level: 2 | 4,
): Block[] {
  const out: Block[] = [];
  // Only the delegate's own sections (level 2) are in the table of contents and need a fixed id.
  const ids = level === 2 ? { params: 'parametros', returns: 'retorno' } : { params: undefined, returns: undefined };
  if (parameters.length) {
    const rows = parameters.map((parameter) => {
      // A verbatim identifier (@event) is documented by its name (<param name="event">).
      const documented = parameter.name.replace(/^@/, '');
      const description = renderDocInline(doc.params.find((p) => p.name === documented)?.content ?? [], docContext);
      const defaultValue = parameter.defaultValue !== undefined ? [text(' (padrão: '), code(parameter.defaultValue), text(')')] : [];
      const modifiers = parameter.modifiers.length ? [text(`${parameter.modifiers.join(' ')} `)] : [];
      return [[code(parameter.name)], [...modifiers, ...renderTypeRef(parameter.type, context, type.scope)], [...description, ...defaultValue]];
    });
    out.push(heading(level, 'Parâmetros', ids.params), table(['Nome', 'Tipo', 'Descrição'], rows));
  }
  const returnsDoc = renderDocBlocks(doc.returns, docContext);
  if (returnType && !(returnType.kind === 'predefined' && returnType.name === 'void')) {
    const typeText = renderTypeRef(returnType, context, type.scope);
    out.push(heading(level, 'Retorno', ids.returns), ...(returnsDoc.length ? labelled([...typeText, text(':')], returnsDoc) : [paragraph(typeText)]));
  } else if (returnsDoc.length) out.push(heading(level, 'Retorno', ids.returns), ...returnsDoc);
  return out;
}

function exceptionsSection(doc: DocComment, docContext: DocRenderContext): Block[] {
  if (!doc.exceptions.length) return [];
  const rows = doc.exceptions.map((exception) => {
    const target = exception.target ?? { kind: 'code' as const, text: exception.cref };
    return [renderRef({ kind: 'ref', target, children: [] }, docContext), renderDocInline(exception.content, docContext)];
  });
  return [heading(4, 'Exceções'), table(['Exceção', 'Condição'], rows)];
}

function seeAlsoSection(doc: DocComment, docContext: DocRenderContext, level: 2 | 4, id?: string): Block[] {
  if (!doc.seeAlso.length) return [];
  return [heading(level, 'Veja também', id), list(doc.seeAlso.map((node: DocNode) => renderDocInline([node], docContext)))];
}

function signalsOf(type: ApiType, model: ApiModel): ApiType[] {
  return type.nestedTypeKeys.map((k) => model.types.get(k)).filter((t): t is ApiType => !!t && isSignal(t));
}

function signalSection(type: ApiType, docContext: DocRenderContext, context: RenderContext): Block[] {
  const signals = signalsOf(type, context.model);
  if (!signals.length) return [];
  const rows = signals.map((signal) => [
    [link(`#${signal.signalAnchor ?? ''}`, signalLabel(signal))],
    renderParameterList(signal.syntax.parameters, context, signal.scope),
    summaryCell(signal.doc, docContext),
  ]);
  const out = memberBlock([
    heading(2, 'Sinais', 'sinais'),
    paragraph([text('Delegates '), code('[Signal]'), text(' declarados neste tipo; cada um diz como se conectar a ele em C#, conforme o tipo o emite.')]),
    table(['Sinal', 'Parâmetros', 'Descrição'], rows),
  ]);
  for (const signal of signals) {
    const section: Block[] = [heading(3, signalLabel(signal), signal.signalAnchor), declarationBlock(typeDeclarationText(signal))];
    section.push(paragraph([text('Código-fonte: '), ...sourceLink(signal.locations[0]?.file ?? '', signal.syntax.line, context.urls)]));
    section.push(...orNoDoc(renderDocBlocks(signal.doc.summary, docContext)));
    section.push(linesParagraph([...signalConnectionLines(signal, type), [fact('Delegate:'), text(' '), link(context.urls.type(signal), signal.name)]]));
    section.push(...parameterAndReturnSections(signal.syntax.parameters, undefined, signal.doc, docContext, context, signal, 4));
    out.push(...memberBlock(section));
  }
  return out;
}

/** Facts one per line, as one paragraph with line breaks. */
function linesParagraph(lines: Phrasing[][]): Block {
  return paragraph(lines.flatMap((line, index) => (index ? [lineBreak(), ...line] : line)));
}

function enumSection(type: ApiType, docContext: DocRenderContext, context: RenderContext): Block[] {
  const values = type.members.filter((m) => m.kind === 'enumValue');
  if (type.kind !== 'enum' || !values.length) return [];
  const numbers = enumValues(values.map((m) => m.syntax));
  const rows = values.map((member, index) => [[link(`#${member.anchor}`, member.name)], [code(numbers[index] ?? '')], summaryCell(member.doc, docContext)]);
  const out = memberBlock([heading(2, 'Valores', 'valores'), table(['Nome', 'Valor', 'Descrição'], rows)]);
  values.forEach((member, index) => {
    out.push(
      ...memberBlock([
        heading(3, member.name, member.anchor),
        declarationBlock(`${type.name}.${member.name} = ${numbers[index] ?? ''}`),
        paragraph([text('Código-fonte: '), ...sourceLink(member.file, member.syntax.line, context.urls)]),
        ...orNoDoc(renderDocBlocks(member.doc.summary, docContext)),
        ...renderDocBlocks(member.doc.remarks, docContext),
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
function inheritedMembersSection(type: ApiType, context: RenderContext): Block[] {
  const godotBases = type.baseChain.filter((s): s is Extract<TypeStep, { kind: 'external' }> => s.kind === 'external' && s.origin === 'godot');
  // A class also inherits its framework bases' signals (their generated events); an interface's are never generated.
  const groupOwners = type.inheritedGroups.map((group) => context.model.types.get(group.typeKey)).filter((owner): owner is ApiType => !!owner);
  const bases = type.kind === 'interface' ? [] : context.model.baseClasses(type);
  const owners = [...bases, ...groupOwners.filter((owner) => !bases.includes(owner))];
  const inherited = owners
    .map((owner) => ({
      owner,
      members: type.inheritedGroups.find((group) => group.typeKey === owner.key)?.members ?? [],
      signals: type.kind === 'interface' ? [] : signalsOf(owner, context.model),
    }))
    .filter((entry) => entry.members.length || entry.signals.length);
  if (!inherited.length && !godotBases.length) return [];
  const out: Block[] = [heading(2, 'Membros herdados', 'membros-herdados')];
  for (const { owner, members: ownerMembers, signals } of inherited) {
    const ownerUrl = context.urls.type(owner);
    const lines: Phrasing[][] = [];
    for (const kindGroup of inheritedKindGroups) {
      const members = ownerMembers.filter((m) => kindGroup.kinds.includes(m.kind));
      if (!members.length) continue;
      const links = members.map((m) => [link(`${ownerUrl}#${m.anchor}`, memberShortName(m, owner) + (hasParameters(m.kind) ? '()' : ''))]);
      lines.push([fact(`${kindGroup.title}:`), text(' '), ...joinPhrasing(links, ', ')]);
    }
    if (signals.length) {
      const links = signals.map((signal) => [link(`${ownerUrl}#${signal.signalAnchor ?? ''}`, signalLabel(signal))]);
      lines.push([fact('Sinais:'), text(' '), ...joinPhrasing(links, ', ')]);
    }
    out.push(
      jsxFlow('details', [
        // On one line, as `<summary>…</summary>`: MDX then keeps it out of a paragraph.
        paragraph([jsxText('summary', [text(`De ${owner.displayName} (${ownerMembers.length + signals.length})`)])]),
        paragraph(lines.flatMap((line, index) => (index ? [lineBreak(), ...line] : line))),
        paragraph([text('Declarados em '), link(ownerUrl, owner.displayName), text('.')]),
      ]),
    );
  }
  if (godotBases.length) {
    const names = godotBases.map((s) => [link(context.urls.external(s), s.name)]);
    const listed = names.length > 1 ? [...joinPhrasing(names.slice(0, -1), ', '), text(' e '), ...(names.at(-1) ?? [])] : (names[0] ?? []);
    out.push(
      paragraph([
        text(`Também herda os membros ${godotBases.length > 1 ? 'das classes' : 'da classe'} `),
        ...listed,
        text(' do Godot, descritos na referência de classes do Godot.'),
      ]),
    );
  }
  return out;
}

function nestedTypesSection(type: ApiType, docContext: DocRenderContext, context: RenderContext): Block[] {
  const nested = type.nestedTypeKeys.map((k) => context.model.types.get(k)).filter((t): t is ApiType => !!t);
  if (!nested.length) return [];
  const rows = nested.map((child) => [
    [link(context.urls.type(child), child.displayName.split('.').at(-1) ?? child.name)],
    [text(isSignal(child) ? 'Delegate (sinal)' : typeKindLabels[child.kind])],
    summaryCell(child.doc, docContext),
  ]);
  return [heading(2, 'Tipos aninhados', 'tipos-aninhados'), table(['Tipo', 'Categoria', 'Descrição'], rows)];
}
