import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { errorCodeAnchor } from '@site/data/apiErrors';
import type { OperationError } from './operationErrors';

/**
 * "Errors" section of a REST operation page: each error status it can return, linked to its codes
 * in the errors and decline-codes reference (/errors/), which says what each means and what to do.
 * The list comes from `operationErrors`, run at build time (src/theme/ApiItem/operationPage.ts).
 */
export default function OperationErrors({ errors }: { errors: readonly OperationError[] }): ReactNode {
  if (errors.length === 0) return null;
  return (
    <section>
      <Heading as="h2" id="errors">
        Errors
      </Heading>
      <p>
        Each error body carries <code>type</code> and <code>code</code>; branch on <code>code</code>. What each means
        and what to do is in <Link to="/errors/">Errors and decline codes</Link>.
      </p>
      <ul>
        {errors.map((error) => (
          <li key={error.status}>
            <code>{error.status}</code> <code>{error.type}</code>:{' '}
            {error.codes.map((code, index) => (
              <React.Fragment key={code}>
                {index > 0 && ', '}
                <Link to={`/errors/#${errorCodeAnchor(code)}`}>
                  <code>{code}</code>
                </Link>
              </React.Fragment>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
