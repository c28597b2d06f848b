import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { readApiSidebar } from './plugins/api-reference/src/sidebar-file';

/** The generated API reference has its own docs plugin instance and sidebar. */
const sidebars: SidebarsConfig = {
  apiSidebar: readApiSidebar(),
};

export default sidebars;
