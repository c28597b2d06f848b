import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

type SidebarItems = SidebarsConfig[string];

/** Where the generator writes the pages, relative to the site; outside docs/ so that one docs instance owns them. */
export const defaultOutDir = 'generated/api';

/** Where the generator writes the apiSidebar items, next to the generated pages. */
export const apiSidebarFile = path.join(__dirname, '..', '..', '..', defaultOutDir, '_sidebar.json');

/**
 * Read at every sidebar load (not imported) so that `start` picks up a regenerated
 * sidebar; before the first generation the sidebar holds the root namespace page only.
 * Ids are relative to the API reference's own docs plugin instance.
 */
export function readApiSidebar(file: string = apiSidebarFile): SidebarItems {
  if (!existsSync(file)) return [{ type: 'doc', id: 'DiceRolling', label: 'DiceRolling' }];
  return JSON.parse(readFileSync(file, 'utf8')) as SidebarItems;
}
