/**
 * The two ways our plugins swap a module of an upstream package in the client and server bundles,
 * as `configureWebpack` results (Rspack reads the same shape).
 */
import type { Plugin } from '@docusaurus/types';

/** What a plugin's `configureWebpack` returns (Docusaurus's own type, so webpack need not be a dependency). */
type Configuration = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** Every import of `upstreamFile` (an absolute path, with or without `.js`) gets `replacement`. */
export function replaceModule(upstreamFile: string, replacement: string): Configuration {
  return { resolve: { alias: { [`${upstreamFile}$`]: replacement, [`${upstreamFile}.js$`]: replacement } } };
}

/** Inside the modules matching `importers` only, `request` resolves to `replacement`. */
export function replaceImportInside(importers: RegExp, request: string, replacement: string): Configuration {
  return { module: { rules: [{ test: importers, resolve: { alias: { [request]: replacement } } }] } };
}
