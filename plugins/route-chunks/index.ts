/**
 * Each built page requests its route's chunks with `main.js` instead of after it
 * (`manifest-origins.ts` says how and why).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { RequestOriginsPlugin } from './manifest-origins';

/** Where core writes the client manifest of a production build (core `lib/webpack/client.js`). */
export const clientManifestFile = (generatedFilesDir: string): string =>
  path.join(generatedFilesDir, 'client-manifest.json');

export default function routeChunksPlugin(context: { generatedFilesDir: string }): Plugin {
  return {
    name: 'pagora-route-chunks',
    configureWebpack(config, isServer) {
      // The manifest exists only for the client build of `docusaurus build`.
      if (isServer || config.mode !== 'production') return {};
      return { plugins: [new RequestOriginsPlugin(clientManifestFile(context.generatedFilesDir))] };
    },
  };
}
