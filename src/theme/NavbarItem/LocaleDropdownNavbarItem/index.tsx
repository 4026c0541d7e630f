/**
 * Wraps `@docusaurus/theme-classic` 3.10.2 `NavbarItem/LocaleDropdownNavbarItem` (the language menu):
 * unchanged on every page, left out on a not-found page. Upstream links each language to the current
 * path in it, and a not-found path has none: the prerendered 404.html linked to `/404/`, and after a
 * client-side navigation the entry was the unknown path itself.
 */
import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import { isPageRoute } from '../../../components/PageMeta/pageRoutes';

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  return isPageRoute(useLocation().pathname) ? <LocaleDropdownNavbarItem {...props} /> : null;
}
