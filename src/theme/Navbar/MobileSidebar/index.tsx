/**
 * Wraps @docusaurus/theme-classic 3.10.2 `Navbar/MobileSidebar` (the panel below 996 px that holds
 * the navbar items and, through Docusaurus's secondary menu, the current area's sidebar).
 *
 * Why: upstream opens and closes it with its toggle and closes it when the window becomes desktop
 * sized, but leaves keyboard users stranded: Escape does nothing, Tab walks out of the open panel
 * into the page behind it, and focus is lost when it closes. This wrapper adds, while it is open:
 * Escape closes it, Tab and Shift+Tab cycle inside it (focus trap), focus moves into it on opening
 * and back to the toggle on closing. Nothing upstream renders is changed.
 */
import React, { useEffect, useRef, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MobileSidebarType>;

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements a Tab press can reach inside the panel: not in the inert (off-screen) menu, not collapsed away. */
function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) =>
      !element.closest('[inert]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

/**
 * Focuses the panel's first reachable element. The panel fades in (a CSS transition on
 * `visibility`), so the element may not accept focus on the first frame: retry for a few frames.
 */
function focusFirstWhenVisible(getPanel: () => HTMLElement | null | undefined): () => void {
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    const panel = getPanel();
    const target = panel ? tabbableIn(panel)[0] : undefined;
    target?.focus();
    if ((!target || document.activeElement !== target) && frame < 60) {
      frame += 1;
      handle = requestAnimationFrame(attempt);
    }
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}

function useMobileSidebarKeyboard(containerRef: React.RefObject<HTMLDivElement | null>): void {
  const { shown, toggle } = useNavbarMobileSidebar();
  const wasShown = useRef(false);

  // Focus in on opening, back to the toggle on closing (when focus was in the panel, or lost).
  useEffect(() => {
    const container = containerRef.current;
    const toggleButton = container?.closest('nav')?.querySelector<HTMLElement>('.navbar__toggle');
    let cancel: (() => void) | undefined;
    if (shown && !wasShown.current) {
      cancel = focusFirstWhenVisible(() => container?.querySelector<HTMLElement>('.navbar-sidebar'));
    } else if (!shown && wasShown.current) {
      const active = document.activeElement;
      if (!active || active === document.body || container?.contains(active)) {
        toggleButton?.focus();
      }
    }
    wasShown.current = shown;
    return cancel;
  }, [shown, containerRef]);

  // Escape closes; Tab stays inside.
  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    function onKeyDown(event: KeyboardEvent) {
      const panel = containerRef.current?.querySelector<HTMLElement>('.navbar-sidebar');
      if (!panel) {
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') {
        return;
      }
      const tabbable = tabbableIn(panel);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof HTMLElement && panel.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle, containerRef]);
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  useMobileSidebarKeyboard(containerRef);
  return (
    // `display: contents`: a handle on the panel's DOM that adds no box.
    <div ref={containerRef} className={styles.contents}>
      <MobileSidebar {...props} />
    </div>
  );
}
