/**
 * The navbar item types this site's navbar uses, and only those.
 *
 * The theme's map imports every type it knows (the version and locale
 * dropdowns, links to a doc or a sidebar, raw HTML), so all of them, and the
 * docs hooks they call, sit in every page's main bundle. This navbar
 * (config/navbar.ts) has plain links only (ARCHITECTURE.md, "Performance").
 * A new type must be added here: without it the theme's `NavbarItem` throws
 * "No NavbarItem component found for type" and the build fails.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const navbarItemTypes: Partial<ComponentTypesObject> = {
  default: DefaultNavbarItem,
};

export default navbarItemTypes;
