import axe, { type AxeResults, type ElementContext, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { colorModes, switchToDark } from './page-kinds';

/** The rules every accessibility check runs: WCAG 2.0 and 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Of those, the rules that read colours (axe's own `cat.color` category: contrast, links told apart
 * by colour alone). Switching the colour mode changes colours and nothing else a rule reads, so a
 * page already checked in one mode needs only these in the other.
 */
export const wcagColourRules = axe
  .getRules(wcagTags)
  .filter((rule) => rule.tags.includes('cat.color'))
  .map((rule) => rule.ruleId);

/**
 * Which rules a run applies: the WCAG A/AA rules (all, only the colour rules, or all but them), or
 * axe's defaults (best practices too).
 */
export type WcagRules = 'all' | 'colours' | 'all but colours' | 'axe defaults';

function runOptions(rules: WcagRules): RunOptions {
  // Violations only: collecting every passing node is much of a run.
  const options: RunOptions = { resultTypes: ['violations'] };
  if (rules === 'colours') options.runOnly = { type: 'rule', values: wcagColourRules };
  else if (rules !== 'axe defaults') options.runOnly = { type: 'tag', values: wcagTags };
  if (rules === 'all but colours')
    options.rules = Object.fromEntries(wcagColourRules.map((rule) => [rule, { enabled: false }]));
  return options;
}

/**
 * Loads axe-core into every document the page opens from now on, before the page's own scripts. A
 * page that checks many pages calls it once: axe's source is then compiled once for all of them,
 * where injecting it into each page, as `@axe-core/playwright` does for each check, cost about 0.3 s
 * of a 2-core machine per check (12 guides checked: 19.4-22.6 s that way, 16.7-18.7 s this way).
 */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: axe.source });
}

/**
 * axe-core in the page (added now if `preloadAxe` did not load it): `rules` of WCAG A and AA on the
 * whole document, or on `include` without `exclude` (CSS selectors). A page with frames needs
 * `preloadAxe` first: axe checks a frame through the copy of axe inside it, which only the init
 * script puts there (no page of the site has frames today).
 */
export async function wcagAxe(
  page: Page,
  { rules = 'all', include, exclude }: { rules?: WcagRules; include?: string; exclude?: string } = {},
): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const context = { ...(include ? { include: [include] } : {}), ...(exclude ? { exclude: [exclude] } : {}) };
  // Passed as JSON text: Playwright's argument types cannot follow axe's recursive option types.
  const request = JSON.stringify({ context, options: runOptions(rules) });
  return page.evaluate((json) => {
    const { context, options } = JSON.parse(json) as { context: ElementContext; options: RunOptions };
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    return inPage.run(Object.keys(context).length > 0 ? context : document, options);
  }, request);
}

/**
 * axe on the part of a loaded page that `selector` names: in light mode with every WCAG A/AA rule, then
 * switched to dark by the navbar's switch, with the colour rules. The violations of both modes, each
 * as `mode rule: targets`.
 */
export async function wcagViolationsInBothModes(page: Page, selector: string): Promise<string[]> {
  const found: string[] = [];
  for (const mode of colorModes) {
    if (mode === 'dark') await switchToDark(page);
    const results = await wcagAxe(page, { rules: mode === 'dark' ? 'colours' : 'all', include: selector });
    found.push(
      ...results.violations.map(
        (violation) => `${mode} ${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
      ),
    );
  }
  return found;
}
