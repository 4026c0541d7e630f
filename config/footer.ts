import type { Footer } from '@docusaurus/theme-common';

/** Footer: no links, only copyright and the regulatory statement (fictional registry numbers). */
export const footer = {
  style: 'dark',
  links: [],
  copyright: [
    `Copyright © ${new Date().getFullYear()} Pagora Payments, S.L. All rights reserved.`,
    'Pagora Payments, S.L. is a payment institution authorised and supervised by the Banco de España under registry number 6912, with registered office at Paseo de la Castellana 95, 28046 Madrid, Spain (Tax ID B-87654321). Pagora is a member of the European Payments Council scheme group for SEPA instant payments.',
  ].join('<br />'),
} satisfies Footer;
