import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every accessibility check runs: WCAG 2.0 and 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe as the browser tests run it: WCAG A and AA, violations only (collecting every passing node is
 * much of a run), and on a page without frames in the page itself (the default mode opens a second
 * page per check to gather the frames' results; one in-page run gives the same result without them).
 */
export async function wcagAxe(page: Page): Promise<AxeBuilder> {
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(wcagTags);
  if ((await page.locator('iframe').count()) === 0) axe.setLegacyMode(true);
  return axe;
}
