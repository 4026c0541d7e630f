/** The element a URL's `#fragment` names, or null (no fragment, a malformed one, no such element). */
export function linkedTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed fragment names nothing
  }
}
