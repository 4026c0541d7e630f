/**
 * HTML_CodeSniffer (the engine behind pa11y's default runner), the second accessibility engine beside
 * axe: its WCAG 2 AA standard, injected into the page. Engines disagree: this one found contrast and
 * form failures axe passed. Only its errors are gated; its warnings and notices ask for human review.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildDir, routeHtml } from './build';

const htmlcsScript = path.join(path.dirname(require.resolve('html_codesniffer/package.json')), 'build', 'HTMLCS.js');

export interface SnifferError {
  code: string;
  msg: string;
  element: string;
}

/** The method badge of a REST operation page's endpoint line (src/components/RestReference `Endpoint`). */
export const methodBadge = /<span class="?badge [^>]*>(GET|POST|PUT|PATCH|DELETE)<\/span>/;

/** One REST operation page per HTTP method badge in the build (each badge has its own colours). */
export function restPagePerMethod(): string[] {
  const byMethod = new Map<string, string>();
  const restDir = path.join(buildDir, 'apis', 'rest');
  for (const entry of readdirSync(restDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'schemas') continue;
    const route = `/apis/rest/${entry.name}/`;
    const method = methodBadge.exec(routeHtml(route))?.[1];
    if (method && !byMethod.has(method)) byMethod.set(method, route);
  }
  return [...byMethod.values()];
}

/** Runs HTML_CodeSniffer's WCAG2AA standard on the loaded page; returns its errors (type 1). */
export async function snifferErrors(page: Page): Promise<SnifferError[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.addScriptTag({ path: htmlcsScript });
  return page.evaluate(
    () =>
      new Promise<SnifferError[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element | Document;
        }
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, content: Document, done: () => void, failed: () => void) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => ({
                  code: message.code,
                  msg: message.msg,
                  element: message.element instanceof Element ? message.element.outerHTML.slice(0, 160) : '(document)',
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer failed to run')),
        );
      }),
  );
}
