/**
 * Stage 4d: the `apiSidebar` items: per top-level namespace its root page,
 * then one category per namespace (linked to its page) holding its types and
 * its sub-namespaces; a type with nested types is a category of its own.
 */
import type { ApiModel, ApiType } from './model';
import { compareNames } from './model';

/**
 * `key` is the full name, given only where a label repeats: Docusaurus derives
 * a translation key from each label and refuses two equal ones (`UI`, `Grids`,
 * the three `EntityUpdatedEventHandler`). Every API page loads the sidebar, so
 * the others go without one.
 */
export type ApiSidebarItem =
  | { type: 'doc'; id: string; label: string; key?: string }
  | { type: 'category'; label: string; key?: string; link: { type: 'doc'; id: string }; collapsed: boolean; items: ApiSidebarItem[] };

export function docIdFor(slug: string, docIdPrefix: string): string {
  return `${docIdPrefix}${slug}`;
}

export function buildSidebar(model: ApiModel, docIdPrefix: string): ApiSidebarItem[] {
  const typeItem = (type: ApiType): ApiSidebarItem => {
    const label = type.displayName.split('.').at(-1) ?? type.displayName;
    const id = docIdFor(type.slug, docIdPrefix);
    const nested = type.nestedTypeKeys.map((k) => model.types.get(k)).filter((t): t is ApiType => !!t);
    if (!nested.length) return { type: 'doc', id, label, key: type.slug };
    nested.sort((a, b) => compareNames(a.name, b.name));
    return { type: 'category', label, key: type.slug, link: { type: 'doc', id }, collapsed: true, items: nested.map(typeItem) };
  };
  const namespaceItems = (name: string): ApiSidebarItem[] => {
    const namespace = model.namespaces.get(name);
    if (!namespace) return [];
    const types = namespace.typeKeys.map((k) => model.types.get(k)).filter((t): t is ApiType => !!t);
    const children = namespace.childNamespaces.map((child): ApiSidebarItem => ({
      type: 'category',
      label: child.slice(name.length + 1),
      key: child,
      link: { type: 'doc', id: docIdFor(child, docIdPrefix) },
      collapsed: true,
      items: namespaceItems(child),
    }));
    return [...types.map(typeItem), ...children];
  };
  const items = model.roots.flatMap((root) => [
    { type: 'doc', id: docIdFor(root, docIdPrefix), label: root, key: root } satisfies ApiSidebarItem,
    ...namespaceItems(root),
  ]);
  return keysWhereLabelsRepeat(items);
}

/** Drops the key of every item whose label no other item of its type has (Docusaurus keys docs and categories apart). */
function keysWhereLabelsRepeat(items: ApiSidebarItem[]): ApiSidebarItem[] {
  const labelOf = (item: ApiSidebarItem) => `${item.type} ${item.label}`;
  const counts = new Map<string, number>();
  const count = (list: ApiSidebarItem[]): void => {
    for (const item of list) {
      counts.set(labelOf(item), (counts.get(labelOf(item)) ?? 0) + 1);
      if (item.type === 'category') count(item.items);
    }
  };
  count(items);
  const strip = (list: ApiSidebarItem[]): ApiSidebarItem[] =>
    list.map((item) => {
      const { key, ...rest } = item;
      const kept = counts.get(labelOf(item))! > 1 ? { ...rest, key } : rest;
      return kept.type === 'category' ? { ...kept, items: strip(kept.items) } : kept;
    });
  return strip(items);
}
