/**
 * How the engine's payments look and are announced: `statusMessage` text, the `paymentMethod` of a
 * card or an in-app request, the verbs of the `INVALID_STATUS` message, a change applied to a payment,
 * the ids, and the headers and signature of a callback or webhook event. Browser-safe, as the engine.
 */
import type { PaymentMethodName } from '../../data/methodCapabilities';
import { maskPhone } from '../../data/masking';
import { statusCodeFact } from '../../data/statusCodes';
import type { TestCard } from '../../data/testData';
import { publishedTestSigningSecret, webhookDelivery } from '../../data/webhook-delivery';
import { hmacSha256Hex } from './hmac-sha256';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/**
 * How long the test customer takes: to answer an in-app request (Bizum, MB WAY, SEPA Request-to-Pay),
 * and, after a SEPA approval, until the credit transfer reaches Pagora. The explorer's stories and the
 * sandbox's clock both wait this long.
 */
export const testCustomerTiming = { answerSeconds: 30, creditTransferSeconds: 10 } as const;

/** Unix seconds as the API writes times: `2026-11-21T10:15:30Z`. */
export const iso = (seconds: number): string => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id in the documented format (`pay_` and base62), derived from `key` and `seed`: the same pair, the same id. */
export function derivedId(prefix: string, key: string, seed: string, length: number): string {
  const hex = hmacSha256Hex(key, seed);
  let id = '';
  for (let i = 0; i < length; i++) id += base62[parseInt(hex.slice(i * 2, i * 2 + 2), 16) % 62];
  return `${prefix}${id}`;
}

const plain = (markdown: string): string => markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

/**
 * A statusCode's short English text, as `statusMessage` carries it: the meaning's first clause, as
 * plain text (an API answer carries no Markdown; the catalogue's meanings do).
 */
export function statusMessage(code: string): string {
  return plain(statusCodeFact(code).meaning)
    .replace(/\s*\(.*?\)/g, '')
    .replace(/[.,:].*$/s, '')
    .replace(/`/g, '');
}

/** Signs a body as Pagora does: HMAC-SHA256 of `<timestamp>.<body>` keyed with the whole secret. */
export function signature(body: string, timestamp: number, secret: string = publishedTestSigningSecret): string {
  return `${webhookDelivery.signature.scheme}=${hmacSha256Hex(secret, `${timestamp}.${body}`)}`;
}

/** A delivery's request headers in the order Pagora sends them; an account webhook adds its event id and attempt. */
export function deliveryHeaders(
  body: string,
  timestamp: number,
  webhook?: { eventId: string; attempt: number },
): [string, string][] {
  const { timestampHeader, signatureHeader, eventIdHeader, attemptHeader } = webhookDelivery.signature;
  return [
    ['Content-Type', 'application/json'],
    [timestampHeader, String(timestamp)],
    [signatureHeader, signature(body, timestamp)],
    ...(webhook
      ? ([
          [eventIdHeader, webhook.eventId],
          [attemptHeader, String(webhook.attempt)],
        ] as [string, string][])
      : []),
  ];
}

/** What an action is called in the `INVALID_STATUS` message: "cannot be captured in status SUCCEEDED". */
export const actionVerbs: Readonly<Record<string, string>> = {
  'payments-confirm': 'confirmed',
  'payments-send-request': 'sent a payment request',
  'payments-send-link': 'sent a payment link',
  'payments-send-receipt': 'sent a receipt',
  'payments-capture': 'captured',
  'payments-refund': 'refunded',
  'payments-cancel': 'canceled',
};

/** The card as the payment shows it (`paymentMethod`). */
export function cardPaymentMethod(card: TestCard, cardholderName?: string): JsonObject {
  return {
    type: 'CARD',
    card: {
      brand: card.brand,
      last4: card.number.replace(/ /g, '').slice(-4),
      expMonth: 12,
      expYear: 2030,
      type: card.cardType,
      ...(cardholderName ? { cardholderName } : {}),
    },
  };
}

/** The phone or account an in-app request went to, masked, as the payment shows it from the request on. */
export function inAppPaymentMethod(method: PaymentMethodName, value: string): JsonObject {
  if (method === 'BIZUM') return { type: 'BIZUM', bizum: { phoneNumber: maskPhone(value) } };
  if (method === 'MBWAY') return { type: 'MBWAY', mbway: { phoneNumber: maskPhone(value) } };
  return { type: 'SEPA_REQUEST_TO_PAY', sepaRequestToPay: { ibanLast4: value.slice(-4) } };
}

/** A payment with `changes` applied (`undefined` removes a field), `createdAt` and `updatedAt` last as the API writes them. */
export function withChanges(payment: JsonObject, changes: { [key: string]: Json | undefined }, at: number): JsonObject {
  const next: JsonObject = { ...payment };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  const { createdAt, updatedAt: _updatedAt, ...rest } = next;
  return { ...rest, createdAt: createdAt!, updatedAt: iso(at) };
}
