/**
 * The signature checker of docs/guides/verify-signature.mdx: paste a raw body, its `Pagora-Timestamp`
 * and `Pagora-Signature` and a secret, and see whether it verifies and, if not, which usual mistake
 * explains it (shared/signature-check.ts). HMAC runs in the browser with WebCrypto; nothing is sent.
 * Loaded only by the page that imports it (docs/guides/verify-signature.mdx).
 */
import React, { useState, type FormEvent, type ReactNode } from 'react';
import { webhookDelivery } from '../../../data/webhook-delivery';
import { checkSignature, webCryptoHmac, type Diagnosis } from '../../../shared/signature-check';
import styles from './styles.module.css';

const { toleranceSeconds, timestampHeader, signatureHeader, secretPrefix } = webhookDelivery.signature;

function verdictText(diagnosis: Diagnosis): { ok: boolean; title: string; text: ReactNode } {
  switch (diagnosis.verdict) {
    case 'valid':
      return {
        ok: true,
        title: 'Valid',
        text: `A v1 signature matches, and the timestamp is within ${toleranceSeconds} seconds of the check time.`,
      };
    case 'stale':
      return {
        ok: false,
        title: 'Stale timestamp',
        text: `The signature matches, but the timestamp is ${diagnosis.secondsAway} seconds from the check time, more than the ${toleranceSeconds} allowed: a replay of an old request, or a server clock out of sync.`,
      };
    case 'bad-timestamp':
      return { ok: false, title: 'Invalid timestamp', text: `${timestampHeader} must be Unix seconds (digits only).` };
    case 'no-signature':
      return {
        ok: false,
        title: 'No v1 signature',
        text: `${signatureHeader} holds no v1= entry of 64 hexadecimal characters. Paste the whole header value.`,
      };
    case 're-serialised':
      return {
        ok: false,
        title: 'Re-serialised body',
        text: 'The signature matches the compact JSON of this body, not these bytes: the body was parsed and written again (spacing, key order or escaping changed). Verify the raw bytes before any JSON parsing.',
      };
    case 'wrong-encoding':
      return {
        ok: false,
        title: 'Wrong encoding',
        text: 'The signature matches this body read as UTF-8: it was decoded as Latin-1 somewhere, which changes every non-ASCII character. Treat the body as bytes, or decode it as UTF-8.',
      };
    case 'trailing-newline':
      return {
        ok: false,
        title: 'Trailing newline',
        text: 'The signature matches this body without its last newline: it was added when the body was saved or copied. Use the bytes exactly as received.',
      };
    case 'stripped-prefix':
      return {
        ok: false,
        title: `Secret without ${secretPrefix}`,
        text: `The signature matches with ${secretPrefix} in front of this secret: use the whole secret, prefix included, as the HMAC key.`,
      };
    case 'wrong-secret':
      return {
        ok: false,
        title: 'Wrong secret',
        text:
          diagnosis.signatures > 1
            ? 'The header carries two signatures, as during a secret rollover, and neither was made with this secret over this body and timestamp. Check that the secret is the current one of the right mode (test or live), and that the body is untouched.'
            : 'No signature was made with this secret over this body and timestamp: the secret is another one (the other mode’s, or one a rollover has retired; a signature cannot tell which), or the body or timestamp was changed.',
      };
  }
}

export default function SignatureChecker(): ReactNode {
  const [result, setResult] = useState<Diagnosis | 'checking' | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string): string => String(form.get(name) ?? '');
    const now = field('now').trim() === '' ? Math.floor(Date.now() / 1000) : Number(field('now'));
    setResult('checking');
    void checkSignature(
      {
        body: field('body'),
        timestamp: field('timestamp'),
        signatureHeader: field('signature'),
        secret: field('secret'),
        now,
      },
      webCryptoHmac,
    ).then(setResult);
  };
  const shown = result && result !== 'checking' ? verdictText(result) : undefined;
  return (
    <form className={styles.checker} onSubmit={onSubmit} aria-label="Signature checker">
      <label htmlFor="checker-body">Raw body</label>
      <textarea id="checker-body" name="body" rows={6} spellCheck={false} required />
      <label htmlFor="checker-timestamp">{timestampHeader} header</label>
      <input id="checker-timestamp" name="timestamp" inputMode="numeric" autoComplete="off" required />
      <label htmlFor="checker-signature">{signatureHeader} header</label>
      <input id="checker-signature" name="signature" autoComplete="off" spellCheck={false} required />
      <label htmlFor="checker-secret">Signing secret</label>
      <input id="checker-secret" name="secret" type="password" autoComplete="off" required />
      <label htmlFor="checker-now">Check time (Unix seconds; empty for now)</label>
      <input id="checker-now" name="now" inputMode="numeric" autoComplete="off" />
      <button type="submit" className="button button--primary">
        Check the signature
      </button>
      <div role="status" className={styles.result}>
        {result === 'checking' && 'Checking…'}
        {shown && (
          <p className={shown.ok ? styles.valid : styles.invalid}>
            <strong>{shown.title}.</strong> {shown.text}
          </p>
        )}
      </div>
    </form>
  );
}
