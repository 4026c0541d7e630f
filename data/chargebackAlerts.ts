/**
 * Refunding a payment for an Ethoca or Verifi CDRN alert: both programmes can alert about the same
 * payment, with different alert ids, so the refund's `Idempotency-Key` is derived from the payment,
 * never the alert; and only `INVALID_STATUS` on the refund means "already refunded", any other error
 * is a real failure. Held against guides and their samples by tests/unit/facts-in-guides.test.ts.
 */
export const chargebackAlertRefund = {
  idempotencyKeyPer: 'payment',
  alreadyRefundedCode: 'INVALID_STATUS',
} as const;
