/**
 * Code-split chunks' files named by chunk id, not by chunk name.
 *
 * Why: core names every route chunk (a hash of its route's component path) and core's default
 * `output.chunkFilename` (`[name].[contenthash:8].js`) puts that name in the file name, so the
 * webpack runtime, which every page loads, carried a map from each of the ~670 chunk ids to its
 * name only to build file names. With `[id]` that map is gone: the runtime went from 17.4 to
 * 13.5 KB gzip on every page (`npm run bench`). Looking a chunk up by name (core's prefetch and
 * preload, `__webpack_require__.gca`) keeps its own map and is unaffected.
 */
import type { Plugin } from '@docusaurus/types';

export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'pagora-chunk-filenames',
    configureWebpack(config, isServer) {
      // The server bundle is rendered at build and never downloaded; `docusaurus start` keeps core's `[name].js`.
      if (isServer || config.mode !== 'production') return {};
      return { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } };
    },
  };
}
