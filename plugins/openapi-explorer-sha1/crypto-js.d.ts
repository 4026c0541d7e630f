/** crypto-js 4.2 ships no declarations; the one module we import, as storage-utils uses it. */
declare module 'crypto-js/sha1' {
  /** SHA-1 of a UTF-8 string; `toString()` gives lowercase hex. */
  export default function SHA1(message: string): { toString(): string };
}
