import type { Page } from '@playwright/test';

/**
 * Resolves once the colour transitions running on the page have ended. Infima transitions links',
 * buttons' and tabs' colours, so a contrast check run right after a colour-mode switch could measure
 * a colour halfway between the two modes (seen in CI: 4.39:1 for text that settles above 4.5:1).
 */
export async function colorTransitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Reading a computed style applies pending rules now, so their transitions exist below.
    void getComputedStyle(document.body).color;
    // Transitions only (a spinner's animation never ends); one replaced by another is cancelled, not failed.
    // Only on elements that are rendered: inside a closed <details> (content-visibility: hidden in
    // Chromium) a transition does not advance until the details open, so it never finishes here.
    const transitions = document
      .getAnimations()
      .filter(
        (animation) =>
          animation instanceof CSSTransition &&
          (animation.effect as KeyframeEffect | null)?.target?.checkVisibility() !== false,
      );
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}

/**
 * Sets the colour mode on `<html>` directly (the screens under test have no toggle of their own) and
 * resolves once the colour transitions it starts have ended.
 */
export async function setColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
  await colorTransitionsEnded(page);
}
