/**
 * Wide tables scroll sideways inside the article (Infima makes tables
 * `overflow: auto`). A keyboard user can only scroll a region that takes
 * focus, so a table that overflows gets `tabindex="0"` and a name
 * (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
import type {ClientModule} from '@docusaurus/types';

export function makeScrollableTablesFocusable(root: ParentNode): void {
  const tables = Array.from(root.querySelectorAll<HTMLTableElement>('.markdown table'));
  // Every width read before any attribute is written: the page is laid out once for the lot.
  const wider = tables.map((table) => table.scrollWidth > table.clientWidth + 1);
  tables.forEach((table, index) => {
    if (wider[index]) {
      table.tabIndex = 0;
      if (!table.hasAttribute('aria-label')) {
        const heading = table.querySelector('th')?.textContent?.trim();
        table.setAttribute('aria-label', heading ? `Table: ${heading} (scrolls sideways)` : 'Table (scrolls sideways)');
      }
    } else if (table.getAttribute('tabindex') === '0') {
      table.removeAttribute('tabindex');
    }
  });
}

const scrollableTables: ClientModule = {
  onRouteDidUpdate() {
    // After the new page's content is in the DOM and laid out.
    window.requestAnimationFrame(() => makeScrollableTablesFocusable(document));
  },
};

export default scrollableTables;
