/**
 * Wide tables scroll sideways inside the article (Infima makes tables
 * `overflow: auto`). A keyboard user can only scroll a region that takes
 * focus, so a table that overflows gets `tabindex="0"` and a name
 * (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
import type {ClientModule} from '@docusaurus/types';

/**
 * Whether a table is wider than its box. Below a page's first screen a table
 * may skip rendering its rows until it comes near (src/css/custom.css), and
 * then it measures as narrow as its box: it is rendered for the measure.
 */
function overflows(table: HTMLTableElement): boolean {
  const rowsSkipped = table.querySelector('tr')?.checkVisibility({contentVisibilityAuto: true}) === false;
  if (rowsSkipped) table.style.contentVisibility = 'visible';
  const wider = table.scrollWidth > table.clientWidth + 1;
  if (rowsSkipped) table.style.removeProperty('content-visibility');
  return wider;
}

export function makeScrollableTablesFocusable(root: ParentNode): void {
  root.querySelectorAll<HTMLTableElement>('.markdown table').forEach((table) => {
    if (overflows(table)) {
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
