/**
 * A tab panel that names its tab: the theme's TabItem markup plus the id the
 * tab's `aria-controls` points to and `aria-labelledby` naming the tab (see
 * src/theme/Tabs). The theme's panel is a fixed element inside its TabItem, so
 * it cannot be wrapped; this keeps its class, its stylesheet and its rules
 * (a lazy group renders only the selected panel).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
// The theme's own panel style (no bottom margin after the last block).
import themeStyles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';
import {tabId, tabPanelId, useTabGroupId} from '../Tabs/tabIds';

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const groupId = useTabGroupId();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={groupId === null ? undefined : tabPanelId(groupId, value)}
      aria-labelledby={groupId === null ? undefined : tabId(groupId, value)}
      className={clsx(themeStyles.tabItem, className)}
      hidden={!isSelected}
    >
      {children}
    </div>
  );
}
