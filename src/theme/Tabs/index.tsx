/**
 * Our own tab group, on the theme's state and styles (not a wrapper).
 *
 * Two reasons (see ARCHITECTURE.md, "Theme wrappers and components"):
 * - The theme keys its whole group on "has the page hydrated", so every group
 *   is thrown away and rendered again right after hydration: every panel, its
 *   code blocks tokenized by Prism again, in one task. On the largest guide
 *   that was a 685 ms task on a 4x slowed CPU. The group's state hook renders
 *   the default tab on the server and during hydration alike, then a layout
 *   effect selects the stored or linked tab: an ordinary update, so the group
 *   hydrates once and keeps the server's markup.
 * - Each tab names its panel (`aria-controls`) and each panel its tab
 *   (src/theme/TabItem): the theme gives the selected tab no panel an
 *   assistive technology, or the HTML checker, can find.
 *
 * Selection, storage (`docusaurus.tab.<groupId>`), the query string and the
 * class names are the theme's: its hook (`useTabsContextValue`) and provider
 * are used as they are. Keys follow the WAI-ARIA tabs pattern with manual
 * activation: arrows, Home and End move the focus, Enter or Space select.
 */
import {useId, useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
// The theme's own group styles: the list's bottom margin, no top margin on a tab.
import themeStyles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';
import {TabGroupIdContext, tabId, tabPanelId} from './tabIds';

/** The index the focus moves to for a key, or null when the key does not move it. */
function focusTarget(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

function TabList({className, groupId}: {className?: string; groupId: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block, lazy} = useTabs();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const select = (index: number) => {
    const value = tabValues[index]!.value;
    if (value === selectedValue) return;
    // The panels below change height: keep the chosen tab where the visitor sees it.
    const tab = tabs.current[index];
    if (tab) blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(index);
      return;
    }
    const target = focusTarget(event.key, index, tabValues.length);
    if (target === null) return;
    event.preventDefault();
    tabs.current[target]?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}, index) => {
        const selected = value === selectedValue;
        return (
          <li
            key={value}
            role="tab"
            tabIndex={selected ? 0 : -1}
            aria-selected={selected}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => select(index)}
            {...attributes}
            id={tabId(groupId, value)}
            // A lazy group renders only the selected panel: the others' ids would name nothing.
            aria-controls={lazy && !selected ? undefined : tabPanelId(groupId, value)}
            className={clsx('tabs__item', themeStyles.tabItem, attributes?.className as string | undefined, {
              'tabs__item--active': selected,
            })}
          >
            {label ?? value}
          </li>
        );
      })}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const groupId = useId();
  const tabs = useTabsContextValue(props);
  return (
    <TabsProvider value={tabs}>
      <TabGroupIdContext.Provider value={groupId}>
        {/* `tabs-container` is the theme's former class name, kept for stylesheets that use it. */}
        <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', themeStyles.tabList)}>
          {/* The theme puts the group's className on the list, not on the container. */}
          <TabList className={props.className} groupId={groupId} />
          <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
        </div>
      </TabGroupIdContext.Provider>
    </TabsProvider>
  );
}
