/**
 * A link to a part of a page lands on it.
 *
 * - API member ids are the member name in lower case (`#isactive`). People
 *   type and paste links in the member's own case (`#isActive`), which the
 *   browser cannot match; this finds the member by the same rule and scrolls
 *   to it.
 * - Blocks of a docs page far from the screen are not rendered and stand at an
 *   estimated height (src/css/custom.css): the blocks above a target must be
 *   rendered for its place to be exact. The script ../index.ts inlines in
 *   every page does it for the browser's own fragment scrolls (a page opened
 *   with a hash, a table-of-contents link before hydration); this does it for
 *   scrolls made by script (client-side navigation, a member in its own case),
 *   then scrolls (ARCHITECTURE.md, Performance).
 */
import type {ClientModule} from '@docusaurus/types';
import {renderBlocksAboveAnchor} from './blocksAboveAnchor';

interface AnchorTarget {
  id: string;
  /** Found in lower case only: the browser could not match it, so it did not scroll. */
  lowerCased: boolean;
}

/** The id an anchor lands on: itself when present, else its lower-case form (a member in its own case). */
export function anchorTarget(hash: string, hasId: (id: string) => boolean): AnchorTarget | undefined {
  if (hash.length <= 1) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
  if (hasId(id)) return {id, lowerCased: false};
  const lowerCase = id.toLowerCase();
  return hasId(lowerCase) ? {id: lowerCase, lowerCased: true} : undefined;
}

/**
 * Whether to scroll: when the page opened, the browser scrolled itself to an
 * id it found (scrolling again once the scripts run could undo the reader's
 * own scroll); every other landing is made by script.
 */
export function needsScroll({lowerCased}: AnchorTarget, firstLoad: boolean): boolean {
  return !firstLoad || lowerCased;
}

function landOnAnchor(hash: string, firstLoad: boolean): void {
  const found = anchorTarget(hash, (candidate) => document.getElementById(candidate) !== null);
  renderBlocksAboveAnchor(document, found === undefined ? null : found.id);
  if (found !== undefined && needsScroll(found, firstLoad)) document.getElementById(found.id)!.scrollIntoView();
}

const anchorLanding: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // Runs after Docusaurus' own scroll, in the same task: the marked blocks render before anything is painted.
    if (location.hash) landOnAnchor(location.hash, previousLocation === null);
  },
};

export default anchorLanding;
