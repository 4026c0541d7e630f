import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { loadGeneratedSidebar } from './config/generated-sidebar';

/** The REST reference sidebar (`rest`): the generated operations, schemas and webhook events inside a hand-written category. */
const sidebars: SidebarsConfig = {
  rest: [
    {
      type: 'category',
      label: 'Pagora Payments API',
      link: { type: 'doc', id: 'index' },
      collapsible: false,
      items: [
        ...loadGeneratedSidebar('apis/rest/sidebar.ts', 'rest/'),
        // The webhook events' own category (scripts/webhooks/generate.ts).
        ...loadGeneratedSidebar('apis/rest/webhooks/sidebar.ts'),
      ],
    },
  ],
};

export default sidebars;
