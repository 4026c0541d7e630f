/**
 * Whether React is hydrating the HTML the build rendered (the first render in the browser), as
 * opposed to rendering new DOM (a client-side navigation, a remount, anything later).
 *
 * Why: a component that can leave the build's HTML as it is (a code block keeps its highlighted
 * lines) must know that this HTML is there. `useIsBrowser()` cannot tell: it turns true in a passive
 * effect, and renders caused by layout effects of the hydration commit (a tab set restoring the
 * reader's stored choice) run before that and create new DOM. This flag turns off in a layout effect
 * of the root component (`src/theme/Root`), the last one of the hydration commit.
 */
import { useLayoutEffect } from 'react';

let hydrated = false;

/** True only while React hydrates the page: false on the server and for every later render. */
export function isHydrating(): boolean {
  return typeof window !== 'undefined' && !hydrated;
}

/**
 * Props for an element whose content React must leave as the build rendered it: React hydrates the
 * element itself but does not compare `dangerouslySetInnerHTML` with the HTML inside it, and
 * `suppressHydrationWarning` says that is intended. Rendered anew (no build HTML), the element is empty.
 */
export const keepBuiltContent = { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } } as const;

/** Called once, by the root component: marks the end of hydration. */
export function useMarkHydrated(): void {
  useLayoutEffect(() => {
    hydrated = true;
  }, []);
}
