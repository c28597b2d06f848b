import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';

/**
 * The navbar item types the site can use. The theme's own map also holds the
 * locale and docs-version dropdowns, which a site with one locale and one
 * version never shows, and every page's main bundle carried them (about
 * 2 KB gzip). A navbar item of a type left out here stops the build (the
 * theme throws "No NavbarItem component found" while rendering every page).
 */
const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
};

export default ComponentTypes;
