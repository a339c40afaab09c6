import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain-text children joined into one string (copyable); JSX children kept as they are. */
function codeText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The code block, without the theme's remount after hydration.
 *
 * The theme keys its block on "has the page hydrated", so every block on a
 * page is thrown away and rendered again (Prism included) right after
 * hydration, to repaint token colours when the colour mode is not the one the
 * server rendered. Hydration renders in the server's colour mode and a later
 * colour-mode change is an ordinary update, so our Content wrapper repaints
 * then, and only then (src/theme/CodeBlock/Content).
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const code = codeText(children);
  return typeof code === 'string' ? <StringContent {...props}>{code}</StringContent> : <ElementContent {...props}>{code}</ElementContent>;
}
