import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
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

/** Which WCAG A/AA rules a run applies: all, only the colour rules, or all but the colour rules. */
export type WcagRules = 'all' | 'colours' | 'all but colours';

/**
 * axe as the browser tests run it: WCAG A and AA (`rules` narrows them), violations only (collecting
 * every passing node is much of a run), and on a page without frames in the page itself (the default
 * mode opens a second page per check to gather the frames' results; one in-page run gives the same
 * result without them).
 */
export async function wcagAxe(page: Page, { rules = 'all' }: { rules?: WcagRules } = {}): Promise<AxeBuilder> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (rules === 'colours') builder.withRules(wcagColourRules);
  else builder.withTags(wcagTags);
  if (rules === 'all but colours') builder.disableRules(wcagColourRules);
  if ((await page.locator('iframe').count()) === 0) builder.setLegacyMode(true);
  return builder;
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
    const rules = mode === 'dark' ? 'colours' : 'all';
    const results = await (await wcagAxe(page, { rules })).include(selector).analyze();
    found.push(
      ...results.violations.map(
        (violation) => `${mode} ${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
      ),
    );
  }
  return found;
}
