import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every accessibility check runs: WCAG 2.0 and 2.1, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe on a page without frames, as the browser tests run it: WCAG A and AA, violations only
 * (collecting every passing node is much of a run), in the page itself (the default mode opens a
 * second page per check to gather the frames' results). Fails if the page has a frame.
 */
export async function wcagAxe(page: Page): Promise<AxeBuilder> {
  await expect(page.locator('iframe'), 'a frame: use the default (non-legacy) axe mode').toHaveCount(0);
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode(true);
}
