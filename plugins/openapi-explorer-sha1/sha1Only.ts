/**
 * Stands in for `crypto-js` inside the OpenAPI theme's storage-utils (see index.ts): the one member it
 * uses, `SHA1`, from crypto-js's own per-algorithm module (the core and SHA-1 only).
 */
import SHA1 from 'crypto-js/sha1';

export default { SHA1 };
