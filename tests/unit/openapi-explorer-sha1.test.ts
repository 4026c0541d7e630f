/** plugins/openapi-explorer-sha1: the SHA-1-only stand-in hashes exactly as crypto-js's entry does. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import sha1Only from '../../plugins/openapi-explorer-sha1/sha1Only';
import { root } from './support/couplings';

const requireFromRoot = createRequire(path.join(root, 'package.json'));
const fullCryptoJs = requireFromRoot('crypto-js') as { SHA1(message: string): { toString(): string } };

test("SHA1(message).toString() gives crypto-js's own hex digest", () => {
  // The explorer hashes security scheme names (storage keys); include non-ASCII and empty input.
  for (const message of ['', 'bearerAuth', 'apiKey,bearerAuth', 'clé ✓ 支付', 'a'.repeat(1000)]) {
    assert.equal(sha1Only.SHA1(message).toString(), fullCryptoJs.SHA1(message).toString(), message);
  }
  assert.equal(sha1Only.SHA1('abc').toString(), 'a9993e364706816aba3e25717850c26c9cd0d89d');
});
