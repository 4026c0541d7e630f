/**
 * "Changed on <date>" (or "Deprecated on <date>") on a reference page that a changelog entry
 * touched, linking to the entry. The page's entry comes from `ReferencePageContext`, which only the
 * references' pages provide (src/components/ApiCrossLinks/ReferenceDocItem, from plugins/changelog's
 * `changedOn`), so the generated pages themselves are never edited. Renders nothing on other pages.
 */
import type { ReactNode } from 'react';
import { useContext } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ReferencePageContext } from '../ApiCrossLinks';
import styles from './styles.module.css';

export default function ChangedOnBadge(): ReactNode {
  const changed = useContext(ReferencePageContext)?.changedOn;
  if (!changed) return null;
  return (
    // `pagora-changed-on`: page chrome, left out of the search index and the Markdown copies (scripts/lib/html-text.ts).
    <p className={clsx('pagora-changed-on', styles.badge)}>
      {/* One text node: split text nodes around the date failed to hydrate on these pages. */}
      <Link to={changed.url} title={changed.title}>
        {`${changed.kind === 'deprecated' ? 'Deprecated' : 'Changed'} on ${changed.date}`}
      </Link>
    </p>
  );
}
