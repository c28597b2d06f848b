import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

type SidebarItems = SidebarsConfig[string];

/** Where the generator writes the apiSidebar items, next to the generated pages. */
export const apiSidebarFile = path.join(__dirname, '..', '..', '..', 'docs', 'framework', 'api', '_sidebar.json');

/**
 * Read at every sidebar load (not imported) so that `start` picks up a regenerated
 * sidebar; before the first generation the sidebar holds the root namespace page only.
 */
export function readApiSidebar(file: string = apiSidebarFile): SidebarItems {
  if (!existsSync(file)) return [{ type: 'doc', id: 'framework/api/DiceRolling', label: 'DiceRolling' }];
  return JSON.parse(readFileSync(file, 'utf8')) as SidebarItems;
}
