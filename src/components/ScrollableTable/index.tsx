import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import styles from './styles.module.css';

/** True while the element is wider inside than out (it scrolls sideways). */
function useOverflowsX(ref: React.RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * Markdown tables in a wrapper that scrolls sideways when a table is wider than the page (long
 * code values). Only then does the wrapper become a labelled, focusable region, so keyboard
 * readers can scroll it (WCAG 2.1.1) without an extra tab stop on every table that fits.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsX(wrapperRef);
  return (
    <div
      ref={wrapperRef}
      className={styles.wrapper}
      {...(overflows ? { role: 'region', tabIndex: 0, 'aria-label': 'Table, scrolls sideways' } : {})}>
      <table {...props} />
    </div>
  );
}
