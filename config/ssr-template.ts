/**
 * The HTML shell of every page: Docusaurus's default SSG template (3.10, @docusaurus/core
 * lib/ssg/ssgTemplate.html.js) except for how the JavaScript bundle is requested.
 *
 * Why: every page is complete HTML before any script runs, so nothing on screen waits for the
 * bundle. With `<script defer>` in the head, the browser requests the ~200 KB gzip bundle while the
 * stylesheet and the first paint still need the connection; on a phone on slow 4G the largest paint
 * came at 2.6 s although the first paint was at 1.1 s (`npm run bench`, Lighthouse mobile). The
 * loader below requests the same scripts, in the same order, once the first frame is painted; a
 * hidden tab paints nothing, so it requests them at once.
 */

/**
 * Inline loader: appends the scripts after the next frame; `async = false` keeps their order.
 * `urls` is JavaScript that evaluates to the array of script URLs (a template expression at build).
 */
export function scriptLoader(urls: string): string {
  return (
    `(function(){var u=${urls};` +
    'function l(){u.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=false;document.head.appendChild(e)})}' +
    'document.visibilityState==="hidden"?l():requestAnimationFrame(function(){setTimeout(l,0)})})()'
  );
}

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${scriptLoader('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>
  </body>
</html>
`;
