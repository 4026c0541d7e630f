/**
 * Wraps @theme-original/DocBreadcrumbs (@docusaurus/theme-classic 3.10.2).
 * Why: the breadcrumbs row is the one spot every doc page shares (guides, category indexes, the
 * REST and GraphQL reference pages), so it carries
 * the "Copy page" button and, on reference pages with a twin in the other API, the cross-link note,
 * and on reference pages a changelog entry touched, its "Changed on <date>" badge.
 */
import type { ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import ApiCrossLinks from '@site/src/components/ApiCrossLinks';
import ChangedOnBadge from '@site/src/components/ChangedOnBadge';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <>
      <div className={styles.bar}>
        <div className={styles.breadcrumbs}>
          <DocBreadcrumbs {...props} />
        </div>
        <div className={styles.actions}>
          <CopyPage />
        </div>
      </div>
      <ApiCrossLinks />
      <ChangedOnBadge />
    </>
  );
}
