/**
 * The signature checker's diagnosis (src/components/SignatureChecker, on the verify-signature guide):
 * whether a pasted body, `Pagora-Timestamp`, `Pagora-Signature` and secret verify, and if not, which
 * usual mistake explains it. A mistake is named only when the scheme can prove it: a variant of the
 * input (the compact JSON of a re-serialised body, the UTF-8 text of a body decoded as Latin-1, the
 * body without a trailing newline, the secret with its `whsec_` prefix) matches a signature in the
 * header. A wrong secret and a secret a rollover has retired look the same to HMAC, so they are named
 * together. The HMAC is passed in, so the browser uses WebCrypto and the tests node:crypto.
 */
import { webhookDelivery } from '../data/webhook-delivery';

export type HmacHex = (secret: string, message: string) => Promise<string>;

/** HMAC-SHA256 as lowercase hex with WebCrypto (browsers and Node alike): what the checker computes. */
export const webCryptoHmac: HmacHex = async (secret, message) => {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

export type Diagnosis =
  | { verdict: 'valid' }
  | { verdict: 'stale'; secondsAway: number }
  | { verdict: 'bad-timestamp' }
  | { verdict: 'no-signature' }
  | { verdict: 're-serialised' }
  | { verdict: 'wrong-encoding' }
  | { verdict: 'trailing-newline' }
  | { verdict: 'stripped-prefix' }
  | { verdict: 'wrong-secret'; signatures: number };

export interface CheckInput {
  body: string;
  timestamp: string;
  signatureHeader: string;
  secret: string;
  /** The current time in Unix seconds. */
  now: number;
}

const { scheme, toleranceSeconds, secretPrefix } = webhookDelivery.signature;

/** The `v1` hex values of a `Pagora-Signature` header, lowercased. */
export function signaturesIn(header: string): string[] {
  return header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.startsWith(`${scheme}=`))
    .map((entry) => entry.slice(scheme.length + 1).toLowerCase())
    .filter((hex) => /^[0-9a-f]{64}$/.test(hex));
}

/** Text whose characters are the bytes of UTF-8 text read as Latin-1 ("LucÃ­a"), read back as UTF-8. */
function undoLatin1(text: string): string | undefined {
  if (![...text].every((char) => char.charCodeAt(0) <= 0xff) || !/[\u0080-\u00ff]/.test(text)) return undefined;
  try {
    const bytes = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function compactJson(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export async function checkSignature(input: CheckInput, hmacHex: HmacHex): Promise<Diagnosis> {
  const timestamp = input.timestamp.trim();
  if (!/^\d+$/.test(timestamp)) return { verdict: 'bad-timestamp' };
  const signatures = signaturesIn(input.signatureHeader);
  if (signatures.length === 0) return { verdict: 'no-signature' };
  const matches = async (body: string, secret: string = input.secret): Promise<boolean> =>
    signatures.includes(await hmacHex(secret, `${timestamp}.${body}`));

  if (await matches(input.body)) {
    const secondsAway = Math.abs(input.now - Number(timestamp));
    return secondsAway <= toleranceSeconds ? { verdict: 'valid' } : { verdict: 'stale', secondsAway };
  }
  if (/\r?\n$/.test(input.body) && (await matches(input.body.replace(/\r?\n$/, ''))))
    return { verdict: 'trailing-newline' };
  const compact = compactJson(input.body);
  if (compact !== undefined && compact !== input.body && (await matches(compact))) return { verdict: 're-serialised' };
  const utf8 = undoLatin1(input.body);
  if (utf8 !== undefined && (await matches(utf8))) return { verdict: 'wrong-encoding' };
  if (!input.secret.startsWith(secretPrefix) && (await matches(input.body, `${secretPrefix}${input.secret}`)))
    return { verdict: 'stripped-prefix' };
  return { verdict: 'wrong-secret', signatures: signatures.length };
}
