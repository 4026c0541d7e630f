/**
 * Puts the REST reference's parameters and request/response schemas in the built HTML.
 *
 * Why: docusaurus-theme-openapi-docs 5.2 wraps ParamsDetails, RequestSchema and ResponseSchema in
 * `<BrowserOnly>`, so the build wrote skeleton placeholders and the browser rendered every field of
 * every schema at once after hydration: one uninterruptible task of seconds on a phone (Lighthouse
 * total blocking time 3.5 s on /apis/rest/payments-create/), and a page whose fields were missing for
 * readers without JavaScript, for search engines and for our own search index. Nothing in those
 * sections needs the browser to render, so inside those three modules `@docusaurus/BrowserOnly`
 * resolves to a component that renders everywhere; hydration then reuses the built HTML, in slices.
 *
 * The server bundle also gets `src/theme/Markdown/renderer.server.ts` for `renderer.ts`: the build
 * renders every description with markdown-it at once, while the browser keeps that HTML and loads
 * markdown-it only to render a description anew (see `src/theme/Markdown`).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceImportInside, replaceModule } from '../lib/module-swaps';

export const browserOnlySections =
  /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](ParamsDetails|RequestSchema|ResponseSchema)[\\/]index\.js$/;

const markdownDir = path.join(__dirname, '..', '..', 'src', 'theme', 'Markdown');

export default function openapiServerRenderPlugin(): Plugin {
  return {
    name: 'pagora-openapi-server-render',
    configureWebpack(_config, isServer) {
      const renderEverywhere = replaceImportInside(
        browserOnlySections,
        '@docusaurus/BrowserOnly',
        path.join(__dirname, 'RenderEverywhere.tsx'),
      );
      if (!isServer) return renderEverywhere;
      return {
        ...renderEverywhere,
        ...replaceModule(path.join(markdownDir, 'renderer'), path.join(markdownDir, 'renderer.server.ts')),
      };
    },
  };
}
