/** Where a link to an anchor leaves the reader: on screen and not under the sticky navbar. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The element id a link's `href` points at (`/apis/rest/x/#request.a.b` → `request.a.b`). */
export function anchorOf(href: string): string {
  return decodeURIComponent(new URL(href, 'http://x').hash.slice(1));
}

/**
 * The element is in the viewport with its top edge below the navbar (a row scrolled to the very top
 * of the window is hidden behind it, yet "in the viewport").
 */
export async function expectShownBelowNavbar(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  await expect
    .poll(
      async () => {
        const box = await target.boundingBox();
        const navbar = await page.locator('nav.navbar').boundingBox();
        return box && navbar ? Math.round(box.y - (navbar.y + navbar.height)) : -1;
      },
      { message: 'the target starts below the navbar (pixels between them)' },
    )
    .toBeGreaterThanOrEqual(0);
}
