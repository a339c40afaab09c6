import type {Plugin} from '@docusaurus/types';

/**
 * A plugin's `configureWebpack` that has the browser bundle load `replacement`
 * wherever code imports exactly `request` (`$`: that request, nothing below
 * it), and leaves the server bundle as it is: it renders the HTML and costs no
 * visitor bytes. For the plugins that keep a module out of the pages' scripts
 * (lazy-prism).
 */
export function browserAlias(request: string, replacement: string): NonNullable<Plugin['configureWebpack']> {
  return (_config, isServer) => (isServer ? {} : {resolve: {alias: {[`${request}$`]: replacement}}});
}
