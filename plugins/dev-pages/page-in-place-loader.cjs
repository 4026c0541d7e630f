// @ts-check
/**
 * Dev server only (index.ts): a saved page is updated where it is on screen, instead of the whole
 * app being rendered again from scratch.
 *
 * Why: Docusaurus has no React Refresh. A page's module exports its front matter, TOC and metadata
 * beside the component, so a hot update of it bubbles up through the route registry to core's
 * self-accepting client entry, which re-runs the route modules and re-mounts the whole tree: 300 to
 * 400 ms of the browser's main thread per save on a long guide, and the reader's scroll and open tabs
 * lost. This loader, run last on each page module, makes the module accept its own updates and hands
 * the new content to the component already mounted, which renders it again in place (React
 * reconciles the page's elements, so only the edited text changes): about 80 ms.
 *
 * When the update changes anything besides the content (front matter, title, TOC, images, metadata:
 * what the layout around the page reads), the module gives the update back (`invalidate`) and it
 * bubbles as before. The module's default export is MDX's `export default function MDXContent(`;
 * if that ever changes, the loader leaves the module as it is and saves take the old path
 * (`tests/e2e/dev-pages.spec.ts` fails).
 * @param {string} source the page's module, after Docusaurus's MDX loader and the JS loader
 * @returns {string}
 */
module.exports = function pageInPlaceLoader(source) {
  const declaration = 'export default function MDXContent(';
  if (!source.includes(declaration)) return source;
  const metadata = /export\s*\{\s*default\s+as\s+metadata\s*\}\s*from\s*(["'][^"']+["'])/.exec(source);
  const key = JSON.stringify(/** @type {{ resourcePath: string }} */ (/** @type {unknown} */ (this)).resourcePath);
  // Plain modern JS: this is added after the JS loader ran.
  return `${source.replace(declaration, 'function MDXContent(')}
import { useEffect as __pagoraUseEffect, useReducer as __pagoraUseReducer } from 'react';
${metadata ? `import __pagoraMetadata from ${metadata[1]};` : 'const __pagoraMetadata = null;'}
const __pagoraPages = (globalThis.__pagoraPagesInPlace ??= new Map());
if (!__pagoraPages.has(${key})) __pagoraPages.set(${key}, { render: MDXContent, mounted: new Set() });
const __pagoraPage = __pagoraPages.get(${key});
__pagoraPage.render = MDXContent;
// The mounted component outlives its module's updates: it renders whichever content is newest.
export default function PageInPlace(props) {
  const [, renderAgain] = __pagoraUseReducer((count) => count + 1, 0);
  __pagoraUseEffect(() => {
    __pagoraPage.mounted.add(renderAgain);
    return () => void __pagoraPage.mounted.delete(renderAgain);
  }, []);
  return __pagoraPage.render(props);
}
if (import.meta.webpackHot) {
  const around = JSON.stringify([frontMatter, contentTitle, typeof toc === 'undefined' ? null : toc, typeof assets === 'undefined' ? null : assets, __pagoraMetadata]);
  const previous = import.meta.webpackHot.data;
  import.meta.webpackHot.dispose((data) => void (data.around = around));
  import.meta.webpackHot.accept();
  if (previous && previous.around !== around) import.meta.webpackHot.invalidate();
  else if (previous) for (const renderAgain of __pagoraPage.mounted) renderAgain();
}
`;
};
