/**
 * Stands in for `@docusaurus/BrowserOnly` inside the OpenAPI theme's parameter and schema sections
 * (see index.ts): renders its children at build time too.
 */
import React, { type ReactNode } from 'react';

export default function RenderEverywhere({
  children,
}: {
  children?: () => ReactNode;
  fallback?: ReactNode;
}): ReactNode {
  return <>{children?.()}</>;
}
