/**
 * A plugin whose `contentLoaded` gets some of its actions (`addRoute`, `createData`,
 * `setGlobalData`) through our filters: how `graphql-docs` changes what the stock
 * docs plugin writes without copying it. Everything else about the plugin is unchanged.
 */
import type { Plugin, PluginContentLoadedActions } from '@docusaurus/types';

/** The actions to replace, each built from the originals. */
export type ActionOverrides = (actions: PluginContentLoadedActions) => Partial<PluginContentLoadedActions>;

export function withActions<Content>(plugin: Plugin<Content>, overrides: ActionOverrides): Plugin<Content> {
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      await contentLoaded({ ...args, actions: { ...args.actions, ...overrides(args.actions) } });
    },
  };
}
