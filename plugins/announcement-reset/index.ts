/**
 * Shows a changed announcement to readers who dismissed the previous one, from the first paint.
 *
 * Why: Docusaurus 3.10 hides a dismissed announcement bar before hydration with an inline script
 * that reads only the "dismissed" flag, not which announcement was dismissed, so a new `id` stays
 * hidden by CSS even though React resets the dismissal. This script runs at the top of <body>,
 * compares the stored id with the configured one and clears the hiding attribute when they differ.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function announcementResetPlugin(context: LoadContext): Plugin {
  const themeConfig = context.siteConfig.themeConfig as { announcementBar?: { id?: string } };
  const id = themeConfig.announcementBar?.id;
  return {
    name: 'pagora-announcement-reset',
    injectHtmlTags() {
      if (!id) return {};
      const script = `(function(){try{var id=${JSON.stringify(id)};var stale=Object.keys(localStorage).some(function(k){return k.indexOf('docusaurus.announcement.id')===0&&localStorage.getItem(k)!==id});if(stale)document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}catch(e){}})();`;
      return { preBodyTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
