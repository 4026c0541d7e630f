/**
 * "Also in the GraphQL API: Payment": links a reference page to its counterpart in the other API.
 * Keyed by route from the declared mapping in config/api-crosslinks.ts, so generated pages stay untouched.
 * Renders nothing on pages without a counterpart.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { crossLinksByRoute } from '@site/config/api-crosslinks';
import { normalizeRoute } from '../../../shared/page-routes';
import styles from './styles.module.css';

const linksByRoute = crossLinksByRoute();

export default function ApiCrossLinks(): ReactNode {
  const { pathname } = useLocation();
  const targets = linksByRoute.get(normalizeRoute(pathname));
  if (!targets?.length) return null;
  return (
    // `pagora-api-crosslinks`: a stable class for tools that read the page (search indexing may skip it).
    <p className={clsx('pagora-api-crosslinks', styles.crossLinks)}>
      {targets.map((target, index) => (
        <span key={target.route}>
          {index > 0 && ' · '}
          Also in the {target.api}:{' '}
          <Link to={target.route}>
            <code>{target.label}</code>
          </Link>
        </span>
      ))}
    </p>
  );
}
