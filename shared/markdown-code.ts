/** Markdown's code, which is text whatever it holds: what changes description prose leaves alone. */

/** Markdown's code: fences, then code spans (any run of backticks closed by the same run). */
export const MARKDOWN_CODE = /(^|\n)(```|~~~)[\s\S]*?\n\2[^\n]*|(`+)[\s\S]*?\3/g;

/** The text outside code spans and fences through `change`; the code as written. */
export function outsideCode(markdown: string, change: (text: string) => string): string {
  let result = '';
  let last = 0;
  for (const match of markdown.matchAll(MARKDOWN_CODE)) {
    result += change(markdown.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + change(markdown.slice(last));
}
