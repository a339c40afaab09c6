import {createContext, useContext} from 'react';

/** The id prefix of the enclosing tab group (src/theme/Tabs), or null outside one. */
export const TabGroupIdContext = createContext<string | null>(null);

/** A tab value as an id fragment: letters, digits, `_` and `-` kept, anything else spelled as its code point. */
const idFragment = (value: string): string => value.replace(/[^\w-]/g, (char) => `.${char.codePointAt(0)!.toString(16)}`);

export const tabId = (groupId: string, value: string): string => `${groupId}-tab-${idFragment(value)}`;
export const tabPanelId = (groupId: string, value: string): string => `${groupId}-panel-${idFragment(value)}`;

export function useTabGroupId(): string | null {
  return useContext(TabGroupIdContext);
}
