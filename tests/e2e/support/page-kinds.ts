/** Pages the accessibility gates share: one page of each generated kind, and how to open a page in a colour mode. */
import { expect, type Page } from '@playwright/test';
import { routeHtml } from './build';
import { colorTransitionsEnded } from './color-mode';

/** One page of each generated reference kind (they share their templates with the other pages of that kind). */
export const referencePages = [
  '/apis/rest/',
  '/apis/rest/payments-create/',
  '/apis/rest/schemas/payment/',
  '/apis/rest/webhooks/',
  '/apis/rest/webhooks/payment-succeeded/',
  '/changelog/',
  '/apis/graphql/',
  '/apis/graphql/operations/queries/payments/',
  '/apis/graphql/operations/mutations/create-payment/',
  '/apis/graphql/operations/subscriptions/on-update-charges/',
  '/apis/graphql/types/objects/payment/',
  '/apis/graphql/types/enums/payment-status/',
  '/apis/graphql/types/inputs/create-payment-input/',
  '/apis/graphql/types/scalars/date-time/',
  '/apis/graphql/types/directives/defer/',
];

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

/** The key the inline colour-mode script reads (`theme` plus the site's storage namespace, e.g. `theme-46e`). */
export const themeStorageKey = (() => {
  const match = /localStorage\.getItem\("(theme[^"]*)"\)/.exec(routeHtml('/'));
  if (!match?.[1]) throw new Error('colour-mode storage key not found in the inline script of build/index.html');
  return match[1];
})();

/**
 * Moves a loaded page to dark mode with the reader's own switch in the navbar (React re-renders what
 * depends on the mode, such as code block colours): one load per page serves both modes. Resolves once
 * the colour transitions have ended, so contrast checks measure the dark colours.
 */
export async function switchToDark(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await colorTransitionsEnded(page);
}

/** Pages split into tests of `size` pages each, so the two workers share a long list. */
export function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/**
 * What a page's `<main>` is drawn with, as far as colours go: each element's tag, each `tag.class`
 * pair, and `tag[style]` for inline styles. Pages share their components, so these are what can differ
 * in contrast from one page to the next.
 */
function styledParts(html: string): Set<string> {
  const main = html.slice(Math.max(0, html.indexOf('<main')), html.lastIndexOf('</main>'));
  const parts = new Set<string>();
  for (const [, tag = '', attributes = ''] of main.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/g)) {
    parts.add(tag);
    const classes = /\bclass="([^"]*)"/.exec(attributes)?.[1] ?? /\bclass=([^\s>"]+)/.exec(attributes)?.[1] ?? '';
    for (const name of classes.split(/\s+/)) if (name) parts.add(`${tag}.${name}`);
    if (/\bstyle=/.test(attributes)) parts.add(`${tag}[style]`);
  }
  return parts;
}

/**
 * The fewest pages (greedy set cover) whose `<main>` together holds every styled part that any of
 * `routes` holds: checking the colours of those, in both modes, reaches every component, table,
 * admonition and code block the others show, at a third of the cost. A new component on one page adds that page.
 */
export function pagesCoveringEveryStyledPart(routes: readonly string[], htmlOf: (route: string) => string): string[] {
  const partsOf = new Map(routes.map((route) => [route, styledParts(htmlOf(route))]));
  const uncovered = new Set([...partsOf.values()].flatMap((parts) => [...parts]));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    let best = '';
    let bestCount = 0;
    for (const [route, parts] of partsOf) {
      let count = 0;
      for (const part of parts) if (uncovered.has(part)) count += 1;
      if (count > bestCount) [best, bestCount] = [route, count];
    }
    chosen.push(best);
    for (const part of partsOf.get(best) ?? []) uncovered.delete(part);
  }
  return chosen;
}
