/**
 * API member ids are the member name in lower case (`#isactive`). People type
 * and paste links in the member's own case (`#isActive`), which the browser
 * cannot match; this finds the member by the same rule and scrolls to it.
 */
import type {ClientModule} from '@docusaurus/types';

/** The id an anchor resolves to: itself when present, else its lower-case form. */
export function resolveAnchorId(hash: string, hasId: (id: string) => boolean): string | undefined {
  if (hash.length <= 1) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
  if (hasId(id)) return undefined;
  const lowerCase = id.toLowerCase();
  return lowerCase !== id && hasId(lowerCase) ? lowerCase : undefined;
}

function scrollToMember(hash: string): void {
  const id = resolveAnchorId(hash, (candidate) => document.getElementById(candidate) !== null);
  if (id !== undefined) document.getElementById(id)?.scrollIntoView();
}

const memberAnchor: ClientModule = {
  onRouteDidUpdate({location}) {
    // After the page's content has rendered (and after Docusaurus' own scroll).
    if (location.hash) window.requestAnimationFrame(() => scrollToMember(location.hash));
  },
};

export default memberAnchor;
