/**
 * Code-split chunks' files named by chunk id, not by chunk name.
 *
 * Why: core names every route chunk (a hash of its route's component path) and core's default
 * `output.chunkFilename` (`[name].[contenthash:8].js`) puts that name in the file name, so the
 * webpack runtime, which every page loads, carried a map from each of the ~670 chunk ids to its
 * name only to build file names. With `[id]` that map is gone: the runtime went from 17.4 to
 * 13.5 KB gzip on every page (`npm run bench`). Looking a chunk up by name (core's prefetch and
 * preload, `__webpack_require__.gca`) keeps its own map and is unaffected.
 *
 * The content hash is 7 hex digits, not core's 8: the runtime's map from id to hash holds ~1,200 of
 * them and they do not compress, so each digit costs 0.4 KB gzip on every page (guide 220.4 → 219.95
 * KB). The id is in the name too, so a stale cached file is served only if one chunk's new content
 * shares 28 bits of hash with its old one (1 in 268 million per changed chunk).
 */
import type { Plugin } from '@docusaurus/types';

export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'pagora-chunk-filenames',
    configureWebpack(config, isServer) {
      // The server bundle is rendered at build and never downloaded; `docusaurus start` keeps core's `[name].js`.
      if (isServer || config.mode !== 'production') return {};
      return { output: { chunkFilename: 'assets/js/[id].[contenthash:7].js' } };
    },
  };
}
