import type { Page } from '@playwright/test';

/**
 * Sets the colour mode on `<html>` directly (the screens under test have no toggle of their own) and
 * resolves once the colour transitions it starts have ended. Infima transitions links' and buttons'
 * colours, so a contrast check run at once could measure a colour halfway between the two modes.
 */
export async function setColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate(async (theme) => {
    document.documentElement.setAttribute('data-theme', theme);
    // Reading a computed style applies the new rules now, so their transitions exist below.
    void getComputedStyle(document.body).color;
    // Transitions only (a spinner's animation never ends); one replaced by another is cancelled, not failed.
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  }, mode);
}
