// Stage 0: the docs plugins' loaded content → the pages to export, in reading order.

/** The parts of a docs plugin instance's content this plugin reads. */
export interface DocsInstanceContent {
  loadedVersions: {
    docs: { id: string; permalink: string; title: string; description: string; unlisted?: boolean }[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
}

export type SidebarItem =
  { type: 'doc' | 'ref'; id: string } | { type: 'category'; items: SidebarItem[]; link?: { type: string; id?: string } } | { type: 'link' | 'html' };

export interface DocPage {
  permalink: string;
  title: string;
  description: string;
  /** Served, but left out of listings (front matter `unlisted`). */
  unlisted: boolean;
}

/** Doc ids in the order a reader meets them in the sidebars (category page before its items). */
export function sidebarOrder(sidebars: Record<string, SidebarItem[]>): string[] {
  const order: string[] = [];
  const walk = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') order.push(item.id);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) order.push(item.link.id);
        walk(item.items);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return order;
}

/**
 * Every doc page of every instance and version, each once: sidebar order
 * first, then the pages no sidebar lists, by address.
 */
export function collectDocPages(instances: DocsInstanceContent[]): DocPage[] {
  const pages: DocPage[] = [];
  const seen = new Set<string>();
  for (const instance of instances) {
    for (const version of instance.loadedVersions) {
      const position = new Map<string, number>();
      sidebarOrder(version.sidebars).forEach((id, index) => {
        if (!position.has(id)) position.set(id, index);
      });
      const rank = (id: string): number => position.get(id) ?? Number.POSITIVE_INFINITY;
      const docs = [...version.docs].sort((a, b) => rank(a.id) - rank(b.id) || a.permalink.localeCompare(b.permalink));
      for (const doc of docs) {
        if (seen.has(doc.permalink)) continue;
        seen.add(doc.permalink);
        pages.push({ permalink: doc.permalink, title: doc.title, description: doc.description, unlisted: doc.unlisted === true });
      }
    }
  }
  return pages;
}

export interface SectionRule {
  title: string;
  /** Route prefix under the base URL, e.g. `docs/tutorials/`. */
  pathPrefix: string;
}

export interface Section {
  title: string;
  pages: DocPage[];
}

/**
 * Listed pages grouped by the first rule whose prefix their route starts
 * with, in the rules' order; pages no rule claims go to a last section.
 */
export function groupIntoSections(pages: DocPage[], rules: SectionRule[], baseUrl: string, otherTitle: string): Section[] {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const sections = rules.map((rule) => ({ title: rule.title, prefix: base + rule.pathPrefix.replace(/^\//, ''), pages: [] as DocPage[] }));
  const others: DocPage[] = [];
  for (const page of pages) {
    if (page.unlisted) continue;
    const section = sections.find((candidate) => page.permalink.startsWith(candidate.prefix));
    (section?.pages ?? others).push(page);
  }
  const grouped: Section[] = sections.filter((section) => section.pages.length > 0).map(({ title, pages: sectionPages }) => ({ title, pages: sectionPages }));
  if (others.length > 0) grouped.push({ title: otherTitle, pages: others });
  return grouped;
}
