import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { apiErrorCodes, apiErrorTypes } from '@site/src/data/apiErrors';
import { errorCodeAnchor } from '@site/src/components/OperationErrors/operationErrors';
import InlineText from './InlineText';

/** Every REST error `type` with its HTTP status, and every `code` (REST body, GraphQL `extensions`). */
export default function ApiErrors(): ReactNode {
  const brokenLinks = useBrokenLinks();
  // Row ids are link targets (operation pages link to them), so the anchor check must know them.
  for (const errorCode of apiErrorCodes) brokenLinks.collectAnchor(errorCodeAnchor(errorCode.code));
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">HTTP status</th>
          <th scope="col">
            <code>type</code>
          </th>
          <th scope="col">
            <code>code</code>
          </th>
          <th scope="col">Meaning and what to do</th>
        </tr>
      </thead>
      <tbody>
        {apiErrorTypes.flatMap((errorType) =>
          apiErrorCodes
            .filter((errorCode) => errorCode.type === errorType.type)
            .map((errorCode) => (
              <tr key={errorCode.code} id={errorCodeAnchor(errorCode.code)}>
                <td>
                  <code>{errorType.status}</code>
                </td>
                <td>
                  <code>{errorType.type}</code>
                </td>
                <td>
                  <code>{errorCode.code}</code>
                </td>
                <td>
                  <InlineText text={errorCode.meaning} /> <InlineText text={errorType.whatToDo} />
                </td>
              </tr>
            )),
        )}
      </tbody>
    </ScrollableTable>
  );
}
