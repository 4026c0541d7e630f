import React, { useEffect, useRef, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';

const labels = {
  left: translate({
    id: 'pagora.openapiTabs.scrollLeft',
    message: 'Scroll the tabs left',
    description: 'Name of the arrow button that scrolls a row of REST reference tabs',
  }),
  right: translate({
    id: 'pagora.openapiTabs.scrollRight',
    message: 'Scroll the tabs right',
    description: 'Name of the arrow button that scrolls a row of REST reference tabs',
  }),
};

function labelArrows(root: HTMLElement): void {
  root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])').forEach((button) => {
    button.type = 'button';
    button.setAttribute('aria-label', button.classList.contains('left') ? labels.left : labels.right);
  });
}

/**
 * Names the scroll arrows docusaurus-theme-openapi-docs 5.2 adds to a row of tabs when it overflows:
 * upstream renders them as empty <button>s, which screen readers announce as just "button" (axe
 * `button-name`; upstream issue PaloAltoNetworks/docusaurus-openapi-docs#1265). The arrows appear
 * after the row is measured, so new ones are labelled as they are added. React never sets these
 * attributes, so it leaves them alone on re-render.
 */
export default function LabelledTabArrows({ children }: { children: ReactNode }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    labelArrows(root);
    const observer = new MutationObserver(() => labelArrows(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** A tabs component of the OpenAPI theme, its scroll arrows named (used by the src/theme wrappers). */
export function withLabelledTabArrows<P extends object>(Tabs: React.ComponentType<P>): (props: P) => ReactNode {
  return function TabsWithLabelledArrows(props: P): ReactNode {
    return (
      <LabelledTabArrows>
        <Tabs {...props} />
      </LabelledTabArrows>
    );
  };
}
