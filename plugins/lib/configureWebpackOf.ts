import type {LoadContext, Plugin} from '@docusaurus/types';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

/**
 * What a local plugin's `configureWebpack` returns for the browser bundle
 * (`isServer` false) or the server bundle, called on the plugin as Docusaurus
 * calls it; for the plugins' unit tests, which use none of the other arguments.
 */
export function configureWebpackOf(plugin: Plugin, isServer: boolean): ReturnType<ConfigureWebpack> {
  const configureWebpack = plugin.configureWebpack as ConfigureWebpack;
  return configureWebpack.call(plugin, {} as never, isServer, {} as never, {} as LoadContext);
}
