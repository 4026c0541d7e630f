/**
 * Takes the whole of crypto-js out of every REST page: inside docusaurus-theme-openapi-docs 5.2.0's
 * `ApiExplorer/storage-utils`, `crypto-js` resolves to `sha1Only.ts`, which carries only SHA-1.
 *
 * Why: storage-utils uses crypto-js for one thing, `SHA1(message).toString()` (the key under which
 * the explorer stores credentials), but imports the package's entry, which bundles every cipher and
 * hash (AES, DES, Rabbit, RC4, SHA-3, RIPEMD, PBKDF2…). The page's store pulls storage-utils in on
 * every REST page, so those ~70 KB (raw) loaded with each operation and schema page. Same function,
 * same hashes (`tests/unit/openapi-explorer-sha1.test.ts`).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceImportInside } from '../lib/module-swaps';

export const cryptoImporters = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]ApiExplorer[\\/]storage-utils\.js$/;

export default function openapiExplorerSha1Plugin(): Plugin {
  return {
    name: 'pagora-openapi-explorer-sha1',
    configureWebpack() {
      return replaceImportInside(cryptoImporters, 'crypto-js', path.join(__dirname, 'sha1Only.ts'));
    },
  };
}
