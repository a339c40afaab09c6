/**
 * A navbar item: the theme's, memoised.
 *
 * The navbar renders again right after hydration, when it learns the window's
 * width, and every item rendered again with it, each matching its path against
 * the location for the first time, in that one blocking update (ARCHITECTURE.md,
 * "Performance"). An item's props come from the site config and do not change
 * then, so the memo skips it; a new location still renders it through the
 * router's context.
 */
import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

export default memo(NavbarItem);
