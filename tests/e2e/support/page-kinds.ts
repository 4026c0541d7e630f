/** Pages the accessibility gates share: one page of each generated kind, and how to open a page in a colour mode. */
import { expect, type Page } from '@playwright/test';
import { routeHtml } from './build';

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
 * depends on the mode, such as code block colours): one load per page serves both modes.
 */
export async function switchToDark(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Switch to dark mode/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/** Pages split into tests of `size` pages each, so the two workers share a long list. */
export function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
