/**
 * The docs sidebar: the theme's, except that the phone menu's copy of it is
 * made when that menu is first opened, not on every page load.
 *
 * Below the 996 px breakpoint the theme hands the sidebar to the navbar's
 * menu as soon as it learns the window's width, right after hydration: every
 * sidebar link renders a second time, hidden, in the one blocking render that
 * follows hydration, and the hand-over's first props memo compares keys with
 * `localeCompare`, which loads the browser's collation data. On a phone that
 * was the longest task after a guide's hydration (ARCHITECTURE.md,
 * "Performance"). Opening the menu now renders it instead; once made, the copy
 * stays, as the theme's does.
 */
import {useState, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const menuShown = useNavbarMobileSidebar().shown;
  const [menuOpened, setMenuOpened] = useState(menuShown);
  // Remember the first opening (state derived during render, as React allows).
  if (menuShown && !menuOpened) setMenuOpened(true);
  return (
    <>
      {/* The server renders the desktop sidebar: it is what a wide window shows first. */}
      {(windowSize === 'desktop' || windowSize === 'ssr') && <DocSidebarDesktop {...props} />}
      {windowSize === 'mobile' && menuOpened && <DocSidebarMobile {...props} />}
    </>
  );
}
