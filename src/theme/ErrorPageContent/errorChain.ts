/**
 * An error and its causes (`error.cause`, then its cause, …) as messages, for the crash screen
 * (`@theme/ErrorPageContent`). Pure, unit tested in tests/unit/theme-error-chain.test.ts.
 */

/** How many causes are followed at most (a guard against absurd chains). */
export const maxErrorChainLength = 10;

function messageOf(value: unknown): string {
  if (value instanceof Error) {
    return value.message || value.name;
  }
  if (typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string') {
    return value.message;
  }
  return String(value);
}

/** `[error message, cause message, cause of the cause message, …]`; stops at a cycle or after {@link maxErrorChainLength}. */
export function errorChainMessages(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && messages.length < maxErrorChainLength) {
    seen.add(current);
    messages.push(messageOf(current));
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return messages;
}
