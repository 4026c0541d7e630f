import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * The guides' sidebar (`docs`). Ordered for a newcomer: start, integrate, pay, operate, test.
 * Pages not listed here (the payment methods overview) render without a sidebar.
 */
const sidebars: SidebarsConfig = {
  docs: [
    'getting-started',
    {
      type: 'category',
      label: 'Integrations',
      link: {
        type: 'generated-index',
        slug: '/integrations/',
        title: 'Integrations',
        description:
          'Choose how customers pay: a Pagora-hosted page, a modal over your site, your own checkout, a link or a QR code.',
      },
      items: [
        'integrations/use-prebuilt-payment-page',
        'integrations/use-payment-modal',
        'integrations/build-custom-checkout',
        'integrations/pay-by-link',
        'integrations/use-qr-payments',
      ],
    },
    {
      type: 'category',
      label: 'Payment methods',
      items: [
        // A link, not a doc item: the overview is a full-width page without a sidebar.
        { type: 'link', label: 'Overview', href: '/payment-methods/overview/' },
        'payment-methods/card',
        'payment-methods/apple-pay',
        'payment-methods/google-pay',
        'payment-methods/click-to-pay',
        'payment-methods/bizum',
        'payment-methods/paypal',
        'payment-methods/sepa-request-to-pay',
      ],
    },
    {
      type: 'category',
      label: 'Pagora JS',
      items: ['pagora-js/overview', 'pagora-js/payment-request', 'pagora-js/reference'],
    },
    {
      type: 'category',
      label: 'Subscriptions',
      items: ['subscriptions/integration'],
    },
    {
      type: 'category',
      label: 'Guides',
      items: [
        'guides/refunds',
        'guides/save-payment-method',
        'guides/send-cardholder-name',
        'guides/verify-signature',
        'guides/managing-stores',
        'guides/custom-domains',
        'guides/team-access',
        'guides/payouts',
        'guides/migrate-tokens',
        'guides/payment-rules',
        'guides/chargebacks',
        'guides/ethoca-verifi',
        'guides/ai-coding-tools',
      ],
    },
    {
      type: 'category',
      label: 'Platforms',
      items: ['pagora-connect', 'channel-tokenization', 'eurm-stablecoin'],
    },
    {
      type: 'category',
      label: 'E-commerce platforms',
      items: [
        'e-commerce/adobe-commerce',
        'e-commerce/prestashop',
        'e-commerce/salesforce',
        {
          type: 'category',
          label: 'Shopify',
          items: [
            'e-commerce/shopify/pagora-payments',
            'e-commerce/shopify/pagora-onsite',
            'e-commerce/shopify/pagora-bizum',
            'e-commerce/shopify/pagora-mbway',
            'e-commerce/shopify/pagora-multibanco',
            'e-commerce/shopify/hide-payment-methods',
          ],
        },
        'e-commerce/wix',
        'e-commerce/woocommerce',
      ],
    },
    {
      type: 'category',
      label: 'Accounting',
      items: ['accounting/odoo'],
    },
    {
      type: 'category',
      label: 'Testing',
      link: { type: 'doc', id: 'testing' },
      items: ['testing/outcome-explorer', 'testing/sandbox'],
    },
    'errors',
    { type: 'link', label: 'llms.txt', href: 'pathname:///llms.txt' },
  ],
};

export default sidebars;
