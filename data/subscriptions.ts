/**
 * How Pagora retries a subscription's failed scheduled payment (soft declines only, see
 * `statusCodes.ts`'s `subscriptionRetry`): the default `retrySchedule` and its limits. Stated in
 * guides with <Fact name="subscriptionRetryDefault" /> and <Fact name="subscriptionRetryLimits" />;
 * the OpenAPI schema's `default`, `maxItems` and item range and the GraphQL input's default are
 * checked against these values (tests/unit/facts-in-guides.test.ts).
 */
export const subscriptionRetries = {
  /** Days after the first failure on which Pagora retries when `retrySchedule` is not set. */
  defaultDays: [1, 3, 5],
  /** Most days a `retrySchedule` may list. */
  maxRetries: 5,
  /** Each day is counted from the first failure. */
  earliestDay: 1,
  latestDay: 30,
} as const;

/** `[1, 3, 5]`, as it is written in a request body. */
export function retryScheduleLiteral(days: readonly number[] = subscriptionRetries.defaultDays): string {
  return `[${days.join(', ')}]`;
}

export function subscriptionRetryLimitsText(): string {
  const { maxRetries, earliestDay, latestDay } = subscriptionRetries;
  return `up to ${maxRetries} retries, each ${earliestDay} to ${latestDay} days after the first failure`;
}
