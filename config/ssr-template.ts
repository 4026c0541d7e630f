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

/**
 * Inline: a press on a navbar control (menu button, dropdown, colour mode, search) made before
 * hydration ends is kept and replayed once it has, as the code-language tabs keep theirs (issue 73:
 * at 4x CPU throttle hydration ends 3.5-5.8 s after navigation, and such a press did nothing). Until
 * then the press stops here, so React, while it hydrates, does not act on it too. A button's Enter
 * or Space arrives as its click; a dropdown's (an `<a role="button">`) as the keydown upstream reads.
 * The colour-mode button, disabled until hydration, is enabled so that a press on it is an event at
 * all. The end of hydration is core's `<html data-has-hydrated="true">`.
 */
export const earlyInput =
  '(function(){var h=document.documentElement,q=[],s=".navbar button,.navbar [role=button]";' +
  'function done(){return h.getAttribute("data-has-hydrated")==="true"}' +
  'function keep(e){var t=!done()&&e.target.closest&&e.target.closest(s),k=e.type==="keydown";' +
  'if(!t||(k&&(t.tagName==="BUTTON"||(e.key!=="Enter"&&e.key!==" "))))return;' +
  'e.preventDefault();e.stopPropagation();if(k||t.tagName==="BUTTON")q.push([t,k&&e.key])}' +
  'addEventListener("click",keep,true);addEventListener("keydown",keep,true);' +
  'document.querySelectorAll(".navbar button[disabled]").forEach(function(b){b.disabled=false});' +
  'new MutationObserver(function(m,o){if(!done())return;o.disconnect();' +
  'removeEventListener("click",keep,true);removeEventListener("keydown",keep,true);' +
  'q.forEach(function(p){p[1]?p[0].dispatchEvent(new KeyboardEvent("keydown",{key:p[1],bubbles:true,cancelable:true})):p[0].click()})' +
  '}).observe(h,{attributeFilter:["data-has-hydrated"]})})();';

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
    <script>${earlyInput}${scriptLoader('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>
  </body>
</html>
`;
