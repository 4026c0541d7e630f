import type { Navbar } from '@docusaurus/theme-common';
import { site } from './site';

/** Navbar: every item on the right, in the order the spec gives. */
export const navbar = {
  title: 'Pagora',
  logo: { alt: 'Pagora', src: 'img/logo.svg', width: 32, height: 32 },
  hideOnScroll: false,
  items: [
    {
      to: '/getting-started/',
      label: 'Documentation',
      position: 'right',
      // Active on every path that is not a reference page.
      activeBaseRegex: '^/(?!apis/)',
    },
    {
      type: 'dropdown',
      label: 'APIs',
      position: 'right',
      // Shown active on the reference pages by src/css/custom.css (theme-classic marks links only).
      className: 'navbar-apis',
      items: [
        { to: '/apis/rest/', label: 'REST API', activeBasePath: '/apis/rest/' },
        { to: '/apis/graphql/', label: 'GraphQL API', activeBasePath: '/apis/graphql/' },
      ],
    },
    { href: site.supportUrl, label: 'Support', position: 'right' },
    { href: site.dashboardUrl, label: 'Dashboard', position: 'right' },
    { type: 'localeDropdown', position: 'right' },
    { type: 'search', position: 'right' },
  ],
} satisfies Navbar;
