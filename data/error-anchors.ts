/**
 * Not facts: the anchors of the errors reference's rows (/errors/). Apart from the catalogues
 * (`apiErrors.ts`, `statusCodes.ts`, which re-export them) so that a page linking to a row does not
 * ship the catalogues to the browser.
 */

/** Anchor of an error type's row (its HTTP status, `type` and what to do). */
export function errorTypeAnchor(type: string): string {
  return `error-type-${type.toLowerCase().replaceAll('_', '-')}`;
}

/** Anchor of an error code's row. */
export function errorCodeAnchor(code: string): string {
  return `error-${code.toLowerCase().replaceAll('_', '-')}`;
}

/** Anchor of a statusCode's row. */
export function statusCodeAnchor(code: string): string {
  return `status-code-${code}`;
}
