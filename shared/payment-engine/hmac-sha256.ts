/**
 * HMAC-SHA256 as lowercase hex, synchronous, so the explorer's deliveries are signed the same way at
 * build time (in Node) and in the reader's browser, where WebCrypto would make every render
 * asynchronous. `@noble/hashes` (audited, no dependencies) does the hashing. Inputs are UTF-8 text:
 * Pagora signs `<timestamp>.<raw body>` keyed with the whole `whsec_` secret. Held to node:crypto by
 * tests/unit/test-outcomes.test.ts.
 */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}
