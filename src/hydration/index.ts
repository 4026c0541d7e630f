/**
 * Props for an element whose content React must leave as the build rendered it: React hydrates the
 * element itself but does not compare `dangerouslySetInnerHTML` with the HTML inside it, and
 * `suppressHydrationWarning` says that is intended. Rendered anew (no build HTML), the element is empty.
 * Whether hydration is over is core's signal (`useIsBrowser`; `data-has-hydrated` on `<html>`).
 */
export const keepBuiltContent = { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } } as const;
