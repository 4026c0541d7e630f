import type { Locator, Page } from '@playwright/test';

/** The site's main navigation bar. */
export const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Whether a navbar control looks active, as a reader sees it: the colour Infima gives an active
 * navbar link (`--ifm-navbar-link-active-color`). The pointer is moved away first (hover has that
 * colour too).
 */
export async function looksActive(page: Page, control: Locator): Promise<boolean> {
  await page.mouse.move(0, 400);
  return control.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--ifm-navbar-link-active-color)';
    element.append(probe);
    const active = getComputedStyle(probe).color;
    probe.remove();
    return getComputedStyle(element).color === active;
  });
}
