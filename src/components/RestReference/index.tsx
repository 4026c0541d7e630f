/**
 * The two parts of a REST reference page that are not plain Markdown, used by the MDX that
 * scripts/rest-pages writes from the one REST model: the endpoint line and a field row (a parameter,
 * a request or response property, a header). Rows carry their anchor id (shared/rest-model/field-ids.ts),
 * so search hits and links land on them.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import clsx from 'clsx';
import styles from './styles.module.css';

const methodClass: Record<string, string | undefined> = {
  GET: styles.get,
  POST: styles.post,
  PUT: styles.put,
  PATCH: styles.patch,
  DELETE: styles.delete,
};

/** `POST /payments/{paymentId}/refund`, with the method as a coloured badge. */
export function Endpoint({ method, path }: { method: string; path: string }): ReactNode {
  return (
    <p className={styles.endpoint}>
      <span className={clsx('badge', styles.method, methodClass[method] ?? styles.other)}>{method}</span>{' '}
      <code className={styles.path}>{path}</code>
    </p>
  );
}

export interface FieldProps {
  /** The row's anchor (`request.customer.email`); none for a name no id can carry. */
  id?: string;
  name: string;
  /** `string (date-time)`, `array of Customer`. */
  type: string;
  /** The schema page the type names. */
  href?: string;
  required?: boolean;
  deprecated?: boolean;
  /** A row said in full above on the page (`#response.400.code`): this one points there instead. */
  seeAt?: string;
  /** Where that row is, in a reader's words (`Response 400`). */
  seeIn?: string;
  /** The description, values and nested fields, as the MDX wrote them. */
  children?: ReactNode;
}

/** One row: name, type, "required" or "deprecated", then what the MDX says about it or where it is said. */
export function Field({ id, name, type, href, required, deprecated, seeAt, seeIn, children }: FieldProps): ReactNode {
  // A row is a link target (a repeated row's `seeAt`, search hits): the build's anchor check knows it, as a heading's.
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  const head = (
    <>
      <code className={clsx(styles.name, deprecated && styles.deprecatedName)}>{name}</code>{' '}
      <span className={styles.type}>
        {href ? <Link to={href}>{type}</Link> : type}
        {seeAt && (
          <>
            , <Link to={seeAt}>described in {seeIn}</Link>
          </>
        )}
      </span>
      {required && (
        <>
          {' '}
          <span className={styles.required}>required</span>
        </>
      )}
      {deprecated && (
        <>
          {' '}
          <span className={styles.deprecated}>deprecated</span>
        </>
      )}
    </>
  );
  // A row with nothing below its head (one said above, pointing there) is one element, not two.
  if (!children)
    return (
      <p id={id} className={clsx(styles.field, styles.head)}>
        {head}
      </p>
    );
  return (
    <div id={id} className={styles.field}>
      <p className={styles.head}>{head}</p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
