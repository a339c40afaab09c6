/**
 * The navbar's phone menu: the theme's, made in a transition once the page has
 * hydrated instead of in the blocking render that follows hydration.
 *
 * The theme renders the menu (its panel, every navbar item again, the close
 * button) as soon as it learns that the window is phone-sized, which it learns
 * in an effect right after hydration; that update renders in one blocking task,
 * and the menu was the largest part of it (ARCHITECTURE.md, "Performance").
 * Made in a transition, React renders it in slices and the browser stays
 * responsive. It is still made before anyone opens it, so the first opening
 * slides in as every later one does; a tap that comes first makes it at once.
 */
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [made, setMade] = useState(shown);
  // Opened before it was made: make it now (state derived during render, as React allows).
  if (shown && !made) setMade(true);
  useEffect(() => {
    if (shouldRender && !made) startTransition(() => setMade(true));
  }, [shouldRender, made]);
  return made ? <NavbarMobileSidebar /> : null;
}
