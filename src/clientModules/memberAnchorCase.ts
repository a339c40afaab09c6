/**
 * A link to an API member typed in the member's own case lands on it.
 *
 * API member ids are the member name in lower case (`#isactive`, ARCHITECTURE.md,
 * "The member anchor rule"). People type and paste links in the member's own
 * case (`#isActive`), which the browser cannot match, so neither it nor
 * Docusaurus scrolls; this finds the member by the same rule and scrolls to
 * it. Every other fragment is left to the browser and to Docusaurus.
 */
import type {ClientModule} from '@docusaurus/types';

/** The lower-case id a fragment names when the fragment itself matches no element; undefined otherwise. */
export function lowerCaseTarget(hash: string, hasId: (id: string) => boolean): string | undefined {
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

const memberAnchorCase: ClientModule = {
  onRouteDidUpdate({location}) {
    const id = lowerCaseTarget(location.hash, (candidate) => document.getElementById(candidate) !== null);
    if (id !== undefined) document.getElementById(id)?.scrollIntoView();
  },
};

export default memberAnchorCase;
