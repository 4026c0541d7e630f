/**
 * How Pagora delivers callbacks and webhooks: the answer it waits for, when it tries again, and how
 * each request is signed. One source for every page that states these facts: guides render them with
 * `<RetrySchedule />`, the webhook event pages and the OpenAPI headers are generated from them, and the
 * Markdown copies (llms.txt) print the same sentence.
 */
import { listInWords } from './words';

export const webhookDelivery = {
  /** An answer with any 2xx status within this many seconds counts as delivered. */
  responseTimeoutSeconds: 10,
  /**
   * When each retry runs, in seconds counted from the first attempt (offsets, not gaps between
   * retries): the last retry runs 24 hours after the first attempt.
   */
  retryOffsetsSeconds: [60, 5 * 60, 30 * 60, 2 * 3600, 6 * 3600, 24 * 3600],
  signature: {
    timestampHeader: 'Pagora-Timestamp',
    signatureHeader: 'Pagora-Signature',
    /** Account webhooks only: the event's `id` (`evt_...`), the same on every attempt. */
    eventIdHeader: 'Pagora-Event-Id',
    /** 1 on the first attempt, up to `maxDeliveryAttempts`. */
    attemptHeader: 'Pagora-Delivery-Attempt',
    algorithm: 'HMAC-SHA256',
    scheme: 'v1',
    /** Reject a request whose timestamp is further than this from your clock. */
    toleranceSeconds: 300,
    secretPrefix: 'whsec_',
    /**
     * Rolling the signing secret (`rollWebhookSigningSecret`): hours the previous secret also signs,
     * by default and at most (from 0, which stops it at once).
     */
    rolloverHours: { default: 24, max: 168 },
  },
} as const;

/**
 * The signing secret the outcome explorer signs its sample deliveries with. Published, so it is
 * worthless: it exists only so the explorer's deliveries can be verified and replayed. It is not the
 * secret of any account, and a Dashboard secret never looks like it.
 */
export const publishedTestSigningSecret = 'whsec_pagora_test_PUBLISHED_explorer_only';

/** First attempt plus every retry. */
export const maxDeliveryAttempts = webhookDelivery.retryOffsetsSeconds.length + 1;

/** From the first attempt to the last retry, in seconds. */
export const retryWindowSeconds = Math.max(...webhookDelivery.retryOffsetsSeconds);

/** 60 → "1 minute", 7200 → "2 hours". */
export function humanDuration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`;
  return `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
}

/**
 * The schedule as a phrase that completes "Pagora tries again …":
 * "1 minute, 5 minutes, … and 24 hours after the first attempt (7 attempts in 24 hours)".
 */
export function retryScheduleSentence(): string {
  const times = listInWords(webhookDelivery.retryOffsetsSeconds.map(humanDuration));
  return `${times} after the first attempt (${maxDeliveryAttempts} attempts in ${humanDuration(retryWindowSeconds)})`;
}
