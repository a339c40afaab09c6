/**
 * Wide tables scroll sideways inside the article (Infima makes tables
 * `overflow: auto`). A keyboard user can only scroll a region that takes
 * focus, so a table that overflows gets `tabindex="0"` and a name
 * (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
import type {ClientModule} from '@docusaurus/types';

/**
 * Which tables are wider than their box. Below a page's first screen a table
 * may skip rendering its rows until it comes near (src/css/custom.css), and
 * then it measures as narrow as its box: those are rendered for the measure.
 * All tables are read in one pass between the writes, so the page is styled
 * and laid out once for the lot, not once per table (ARCHITECTURE.md,
 * Performance).
 */
function tablesWiderThanTheirBox(tables: readonly HTMLTableElement[]): boolean[] {
  const skipped = tables.filter((table) => table.querySelector('tr')?.checkVisibility({contentVisibilityAuto: true}) === false);
  for (const table of skipped) table.style.contentVisibility = 'visible';
  const wider = tables.map((table) => table.scrollWidth > table.clientWidth + 1);
  for (const table of skipped) table.style.removeProperty('content-visibility');
  return wider;
}

export function makeScrollableTablesFocusable(root: ParentNode): void {
  const tables = Array.from(root.querySelectorAll<HTMLTableElement>('.markdown table'));
  const wider = tablesWiderThanTheirBox(tables);
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
