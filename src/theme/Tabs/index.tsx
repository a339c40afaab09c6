/**
 * The theme's tabs, with each tab tied to its panel.
 *
 * The theme renders `role="tab"` items and `role="tabpanel"` panels with
 * nothing linking them, so assistive technology cannot tell which panel a tab
 * shows, and the Nu HTML Checker reports every selected tab as having no
 * panel. Each tab gets an id and `aria-controls` naming its panel (through the
 * `attributes` the theme spreads onto the tab); our TabItem (src/theme/TabItem)
 * gives the panel that id and `aria-labelledby` back. Nothing visible changes.
 */
import {Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import {TabGroupIdContext, tabId, tabPanelId} from './tabIds';

type TabAttributes = TabItemProps['attributes'];

export default function TabsWrapper(props: Props): ReactNode {
  const groupId = useId();
  // A lazy group renders only the selected panel: the others' ids would name nothing.
  const linkAttributes = (value: string, attributes: TabAttributes): TabAttributes => ({
    ...attributes,
    id: tabId(groupId, value),
    ...(props.lazy ? {} : {'aria-controls': tabPanelId(groupId, value)}),
  });
  const values = props.values?.map((tab) => ({...tab, attributes: linkAttributes(tab.value, tab.attributes)}));
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<TabItemProps>(child) || typeof child.props.value !== 'string') return child;
    const item = child as ReactElement<TabItemProps>;
    return cloneElement(item, {attributes: linkAttributes(item.props.value, item.props.attributes)});
  });
  return (
    <TabGroupIdContext value={groupId}>
      <Tabs {...props} values={values}>
        {children}
      </Tabs>
    </TabGroupIdContext>
  );
}
