/**
 * "Also in the GraphQL API: Payment": links a reference page to its counterpart in the other API.
 *
 * Rendered under the breadcrumbs of every doc page (src/theme/DocBreadcrumbs), it shows what
 * `ReferencePageContext` holds. Only the reference pages provide it (`./ReferenceDocItem`, the REST
 * and GraphQL docs instances' `docItemComponent`), so the declared mapping (config/api-crosslinks.ts)
 * and the changelog's `changedOn` ship with the reference pages' code, not with every guide.
 * Renders nothing on pages without a counterpart.
 */
import { createContext, useContext, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { CrossLinkTarget } from '@site/config/api-crosslinks';
import type { ChangedOn } from '@site/shared/changelog';
import styles from './styles.module.css';

/** What a reference page shows under its breadcrumbs (nothing outside the references). */
export interface ReferencePage {
  /** Its counterparts in the other API. */
  crossLinks?: readonly CrossLinkTarget[];
  /** The latest changelog entry that touched it (src/components/ChangedOnBadge). */
  changedOn?: ChangedOn;
}

export const ReferencePageContext = createContext<ReferencePage | undefined>(undefined);

export default function ApiCrossLinks(): ReactNode {
  const targets = useContext(ReferencePageContext)?.crossLinks;
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
