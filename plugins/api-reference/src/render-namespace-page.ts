/**
 * Stage 4c: namespace pages (types grouped by kind, sub-namespaces) and the
 * root page of each top-level namespace (every namespace with a one-line summary).
 */
import { docPlainText } from './doc-comment';
import { emphasis, heading, link, paragraph, serializePage, strong, table, text, type Block, type Phrasing } from './mdast';
import type { ApiModel, ApiNamespace, ApiType } from './model';
import { renderDocBlocks, renderDocInline, type DocRenderContext } from './render-doc';
import { generatedComment, noDocText, tocMaxHeadingLevel, type RenderContext } from './render-type-page';

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
export function namespaceSummary(namespace: ApiNamespace, context: RenderContext): Phrasing[] {
  if (namespace.doc && namespace.doc.summary.length) {
    return renderDocInline(namespace.doc.summary, { urls: context.urls });
  }
  const parts = namespace.typeKeys.length || !namespace.childNamespaces.length ? [plural(namespace.typeKeys.length, 'tipo', 'tipos')] : [];
  if (namespace.childNamespaces.length) parts.push(plural(namespace.childNamespaces.length, 'sub-namespace', 'sub-namespaces'));
  return [text(`${parts.join(', ')}.`)];
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function renderNamespacePage(namespace: ApiNamespace, context: RenderContext): string {
  const { model, urls } = context;
  const docContext: DocRenderContext = { urls, pageUrl: urls.namespace(namespace.name) };
  const isRoot = !namespace.parent;
  const description = namespace.doc ? docPlainText(namespace.doc.summary) : '';
  const frontMatter = {
    title: namespace.name,
    sidebar_label: isRoot ? namespace.name : (namespace.name.split('.').at(-1) ?? namespace.name),
    description: description || (isRoot ? `Referência da API do framework ${namespace.name}: namespaces e tipos.` : `Tipos do namespace ${namespace.name}.`),
    toc_max_heading_level: tocMaxHeadingLevel,
  };
  const out: Block[] = [generatedComment()];
  if (namespace.parent) out.push(paragraph([strong([text('Namespace pai:')]), text(' '), link(urls.namespace(namespace.parent), namespace.parent)]));
  if (namespace.doc) {
    out.push(...renderDocBlocks(namespace.doc.summary, docContext), ...renderDocBlocks(namespace.doc.remarks, docContext));
  }

  const namespaceRow = (ns: ApiNamespace): Phrasing[][] => [[link(urls.namespace(ns.name), ns.name)], namespaceSummary(ns, context)];
  if (isRoot) {
    const all = namespacesUnder(namespace.name, model).filter((ns) => ns.name !== namespace.name);
    const typeCount = [...model.types.values()].filter((t) => t.namespace === namespace.name || t.namespace.startsWith(`${namespace.name}.`)).length;
    if (!namespace.doc) {
      out.push(
        paragraph([
          text(
            `Referência gerada dos comentários XML do código-fonte de ${namespace.name}: ` +
              `${plural(all.length, 'namespace', 'namespaces')} e ${plural(typeCount, 'tipo', 'tipos')}, ` +
              'com membros, herança, sinais e quem usa cada tipo.',
          ),
        ]),
      );
    }
    if (all.length) out.push(heading(2, 'Namespaces', 'namespaces'), table(['Namespace', 'Resumo'], all.map(namespaceRow)));
  } else if (namespace.childNamespaces.length) {
    const children = namespace.childNamespaces.map((name) => model.namespaces.get(name)).filter((ns): ns is ApiNamespace => !!ns);
    out.push(heading(2, 'Sub-namespaces', 'sub-namespaces'), table(['Namespace', 'Resumo'], children.map(namespaceRow)));
  }

  const types = namespace.typeKeys.map((k) => model.types.get(k)).filter((t): t is ApiType => !!t);
  for (const group of kindGroups) {
    const members = types.filter((t) => group.kinds.includes(t.kind));
    if (!members.length) continue;
    const rows = members.map((type) => {
      const summary = renderDocInline(type.doc.summary, docContext);
      return [[link(urls.type(type), type.displayName)], summary.length ? summary : [emphasis([text(noDocText)])]];
    });
    out.push(heading(2, group.title, group.id), table(['Tipo', 'Resumo'], rows));
  }
  if (!types.length && !namespace.childNamespaces.length) out.push(paragraph([text('Este namespace ainda não tem tipos públicos.')]));
  return serializePage(frontMatter, out);
}
