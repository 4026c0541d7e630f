/**
 * Shows the element a link's `#fragment` names when it sits in collapsed content: a closed details
 * section (a nested REST property, `#request.customer.email`) or a tab not selected (a row of another
 * response, `#response.400.errors.field`). The browser cannot scroll to an element it does not draw,
 * so a search hit or a shared link to such a row left the reader somewhere above it, the row hidden.
 *
 * It opens what hides the element, from the outside in, as a reader would (a click on the tab, on
 * the summary), then scrolls the element into view (below the sticky navbar: its `scroll-margin-top`).
 */
import { linkedTarget } from './target';

/** How many things may stand between the page and the element (tabs and nested details). */
const maxOpenings = 12;

/** The control that shows `element`'s outermost hidden container, or null when none hides it. */
export function openerOf(element: Element): HTMLElement | null {
  const ancestors: Element[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) ancestors.unshift(node);
  for (const ancestor of ancestors) {
    if (ancestor.getAttribute('role') === 'tabpanel' && ancestor.hasAttribute('hidden')) {
      const tabId = ancestor.getAttribute('aria-labelledby');
      const tab = tabId ? document.getElementById(tabId) : null;
      return tab instanceof HTMLElement ? tab : null;
    }
    // Docusaurus's Details keeps `open` while its content is collapsed: `data-collapsed` says which.
    if (ancestor instanceof HTMLDetailsElement && (!ancestor.open || ancestor.dataset.collapsed === 'true')) {
      return ancestor.querySelector<HTMLElement>(':scope > summary');
    }
  }
  return null;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * How long the element is held in place while the layout above it settles: until it has not moved for
 * `stillMs`, at most `holdMs`. Time, not frames: on a loaded machine a section's opening animation began
 * three frames after the click, once the hold had ended, and carried the row off the screen.
 */
const stillMs = 400;
const holdMs = 3000;

/** The hold running now: a new one replaces it, so two never scroll against each other. */
let currentHold = 0;

/**
 * Keeps the element `hash` names where the reader sees it while content above it is still changing
 * height (a section opening, code blocks or descriptions rendered anew when their module arrives),
 * which would otherwise carry it off the screen: scrolled to the top of the window first with
 * `toTop`, else held where it is, and only when it is on screen. Call it before the change. Stops
 * once it has stayed put for `stillMs` (at most `holdMs`), or as soon as the reader scrolls. The one keeper of a
 * linked row: `revealLinkedTarget` and `src/hydration/onDemand.ts` both hold through it.
 */
export async function holdLinkedTarget(hash: string, { toTop = false } = {}): Promise<void> {
  const element = linkedTarget(hash);
  if (!element) return;
  if (toTop) element.scrollIntoView({ block: 'start' });
  const box = element.getBoundingClientRect();
  if (box.bottom <= 0 || box.top >= window.innerHeight) return;
  let top = box.top;
  const hold = ++currentHold;
  let scrolledTo = window.scrollY;
  const started = performance.now();
  for (let movedAt = started; performance.now() - movedAt < stillMs && performance.now() - started < holdMs;) {
    await nextFrame();
    if (hold !== currentHold || window.scrollY !== scrolledTo) return;
    // Looked up again: a re-render may have replaced the element.
    const now = linkedTarget(hash)?.getBoundingClientRect().top;
    if (now === undefined) return;
    if (Math.abs(now - top) < 1) continue;
    movedAt = performance.now();
    window.scrollBy(0, now - top);
    top = linkedTarget(hash)?.getBoundingClientRect().top ?? top;
    scrolledTo = window.scrollY;
  }
}

/** Reveals and scrolls to the element `hash` names, if something hides it. Resolves when done. */
export async function revealLinkedTarget(hash: string): Promise<void> {
  for (let opened = 0; opened <= maxOpenings; opened++) {
    // Looked up each time: a tab renders its content anew when selected.
    const target = linkedTarget(hash);
    if (!target || window.location.hash !== hash) return;
    if (target.checkVisibility()) {
      if (opened > 0) await holdLinkedTarget(hash, { toTop: true });
      return;
    }
    const opener = openerOf(target);
    if (!opener) return;
    opener.click();
    // React renders what the click changed before the next frame; the one after has it laid out.
    await nextFrame();
    await nextFrame();
  }
}
