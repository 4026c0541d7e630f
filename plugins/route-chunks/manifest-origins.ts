/**
 * Completes the client manifest Docusaurus writes for its static rendering
 * (`.docusaurus/client-manifest.json`, by `react-loadable-ssr-addon-v5-slorber`) so that each page's
 * HTML requests the chunks of its route along with `main.js`.
 *
 * Why: for each page, core asks the manifest for the files of the modules the page rendered
 * (`getBundles(manifest, [...entrypoints, ...modules])`, where a module is the path a route imports,
 * such as `@site/docs/testing.mdx`). Under webpack 5 and Rspack the add-on keys its `origins` by
 * chunk name or id only, so no page module matches and every page lists only `runtime~main` and
 * `main`: the browser learns of the route's chunks only once `main.js` has run, one more round trip
 * before the page can respond. Here the same map gets one more key per lazy import: the request the
 * route imports, pointing at the chunks the bundler put in that import's group.
 *
 * Uses the bundler's public plugin API (chunk groups, their origins and chunks), which webpack 5 and
 * Rspack share. The manifest's shape is the add-on's: `upstream-contract.test.ts` guards it.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, unknown[]>>;
}

/** What this needs of a chunk group, in webpack 5's and Rspack's shared API. */
export interface ChunkGroupLike {
  isInitial(): boolean;
  origins: ReadonlyArray<{ request?: string | null }>;
  chunks: ReadonlyArray<{ id?: string | number | null; ids?: ReadonlyArray<string | number> | null }>;
}

/**
 * Adds to `manifest.origins`, for each request a lazy chunk group was created by, the ids of that
 * group's chunks that have files in the manifest. Keys the add-on wrote are kept as they are.
 */
export function withRequestOrigins(manifest: ClientManifest, groups: Iterable<ChunkGroupLike>): ClientManifest {
  const origins: Record<string, string[]> = { ...manifest.origins };
  for (const group of groups) {
    if (group.isInitial()) continue;
    const ids = group.chunks
      .flatMap((chunk) => chunk.ids ?? (chunk.id == null ? [] : [chunk.id]))
      .map(String)
      .filter((id) => id in manifest.assets);
    if (ids.length === 0) continue;
    for (const { request } of group.origins) {
      if (!request || request in manifest.origins) continue;
      origins[request] = [...new Set([...(origins[request] ?? []), ...ids])];
    }
  }
  return { ...manifest, origins };
}

/** Reads the manifest, failing with the file's name when it is not the shape this relies on. */
export function readClientManifest(file: string): ClientManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`[route-chunks] cannot read the client manifest ${file}: ${(error as Error).message}`);
  }
  const manifest = parsed as Partial<ClientManifest>;
  if (
    !Array.isArray(manifest.entrypoints) ||
    typeof manifest.origins !== 'object' ||
    typeof manifest.assets !== 'object'
  )
    throw new Error(
      `[route-chunks] ${file} no longer has { entrypoints, origins, assets }: the SSR add-on changed its manifest; see UPGRADING.md`,
    );
  return manifest as ClientManifest;
}

interface CompilerLike {
  hooks: {
    afterEmit: { tap(name: string, callback: (compilation: { chunkGroups: Iterable<ChunkGroupLike> }) => void): void };
  };
}

/** Bundler plugin for the client build: rewrites the manifest once the add-on has written it (at `emit`). */
export class RequestOriginsPlugin {
  constructor(private readonly manifestFile: string) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.afterEmit.tap('PagoraRequestOrigins', (compilation) => {
      const manifest = withRequestOrigins(readClientManifest(this.manifestFile), compilation.chunkGroups);
      writeFileSync(this.manifestFile, JSON.stringify(manifest));
    });
  }
}
