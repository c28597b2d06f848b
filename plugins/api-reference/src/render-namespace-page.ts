/**
 * Stage 4c: namespace pages (types grouped by kind, sub-namespaces) and the
 * root page of each top-level namespace (every namespace with a one-line summary).
 */
import { docPlainText } from './doc-comment';
import { escapeProse, markdownLink, yamlString } from './escape';
import type { ApiModel, ApiNamespace, ApiType } from './model';
import { renderDocBlocks, renderDocInline, type DocRenderContext } from './render-doc';
import { generatedMarker, noDocText, tocMaxHeadingLevel, type RenderContext } from './render-type-page';

const kindGroups: { title: string; id: string; kinds: ApiType['kind'][] }[] = [
  { title: 'Classes', id: 'classes', kinds: ['class'] },
  { title: 'Estruturas', id: 'estruturas', kinds: ['struct'] },
  { title: 'Interfaces', id: 'interfaces', kinds: ['interface'] },
  { title: 'Enumerações', id: 'enumeracoes', kinds: ['enum'] },
  { title: 'Delegates', id: 'delegates', kinds: ['delegate'] },
  { title: 'Registros', id: 'registros', kinds: ['record', 'record struct'] },
];

/** Every namespace below `root`, itself included, in name order. */
export function namespacesUnder(root: string, model: ApiModel): ApiNamespace[] {
  return [...model.namespaces.values()]
    .filter((ns) => ns.name === root || ns.name.startsWith(`${root}.`))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The documented summary, else a generated sentence ("7 tipos, 2 sub-namespaces"). */
export function namespaceSummary(namespace: ApiNamespace, context: RenderContext): string {
  if (namespace.doc && namespace.doc.summary.length) {
    return renderDocInline(namespace.doc.summary, { urls: context.urls });
  }
  const parts = namespace.typeKeys.length || !namespace.childNamespaces.length ? [plural(namespace.typeKeys.length, 'tipo', 'tipos')] : [];
  if (namespace.childNamespaces.length) parts.push(plural(namespace.childNamespaces.length, 'sub-namespace', 'sub-namespaces'));
  return escapeProse(`${parts.join(', ')}.`);
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function renderNamespacePage(namespace: ApiNamespace, context: RenderContext): string {
  const { model, urls } = context;
  const docContext: DocRenderContext = { urls, pageUrl: urls.namespace(namespace.name) };
  const isRoot = !namespace.parent;
  const description = namespace.doc ? docPlainText(namespace.doc.summary) : '';
  const out: string[] = [
    '---',
    `title: ${yamlString(namespace.name)}`,
    `sidebar_label: ${yamlString(isRoot ? namespace.name : (namespace.name.split('.').at(-1) ?? namespace.name))}`,
    `description: ${yamlString(description || (isRoot ? `Referência da API do framework ${namespace.name}: namespaces e tipos.` : `Tipos do namespace ${namespace.name}.`))}`,
    `toc_max_heading_level: ${tocMaxHeadingLevel}`,
    '---',
    '',
    generatedMarker,
    '',
  ];
  if (namespace.parent) out.push(`**Namespace pai:** ${markdownLink(namespace.parent, urls.namespace(namespace.parent))}`, '');
  if (namespace.doc) {
    const summary = renderDocBlocks(namespace.doc.summary, docContext);
    const remarks = renderDocBlocks(namespace.doc.remarks, docContext);
    out.push(...[summary, remarks].filter(Boolean), '');
  }

  if (isRoot) {
    const all = namespacesUnder(namespace.name, model).filter((ns) => ns.name !== namespace.name);
    const typeCount = [...model.types.values()].filter((t) => t.namespace === namespace.name || t.namespace.startsWith(`${namespace.name}.`)).length;
    if (!namespace.doc) {
      out.push(
        escapeProse(`Referência gerada dos comentários XML do código-fonte de ${namespace.name}: ${plural(all.length, 'namespace', 'namespaces')} e ${plural(typeCount, 'tipo', 'tipos')}, com membros, herança, sinais e quem usa cada tipo.`),
        '',
      );
    }
    if (all.length) {
      out.push('## Namespaces \\{#namespaces}', '', '| Namespace | Resumo |', '| --- | --- |');
      for (const ns of all) out.push(`| ${markdownLink(ns.name, urls.namespace(ns.name))} | ${namespaceSummary(ns, context)} |`);
      out.push('');
    }
  } else if (namespace.childNamespaces.length) {
    out.push('## Sub-namespaces \\{#sub-namespaces}', '', '| Namespace | Resumo |', '| --- | --- |');
    for (const name of namespace.childNamespaces) {
      const child = model.namespaces.get(name);
      if (child) out.push(`| ${markdownLink(name, urls.namespace(name))} | ${namespaceSummary(child, context)} |`);
    }
    out.push('');
  }

  const types = namespace.typeKeys.map((k) => model.types.get(k)).filter((t): t is ApiType => !!t);
  for (const group of kindGroups) {
    const members = types.filter((t) => group.kinds.includes(t.kind));
    if (!members.length) continue;
    out.push(`## ${group.title} \\{#${group.id}}`, '', '| Tipo | Resumo |', '| --- | --- |');
    for (const type of members) {
      const summary = renderDocInline(type.doc.summary, docContext) || `*${noDocText}*`;
      out.push(`| ${markdownLink(type.displayName, urls.type(type))} | ${summary} |`);
    }
    out.push('');
  }
  if (!types.length && !namespace.childNamespaces.length) out.push('Este namespace ainda não tem tipos públicos.', '');
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
