/**
 * MDX components that print a fact from src/data/ inside a sentence. The Markdown copy of a page
 * writes the same text in their place, so llms.txt and the `index.md` copies keep the fact instead
 * of dropping the component like other JSX.
 */
import { retryScheduleSentence } from '../../src/data/webhook-delivery';

const inlineText: Readonly<Record<string, () => string>> = {
  RetrySchedule: retryScheduleSentence,
};

/** The text a self-closing `<Name />` stands for, or '' for components that are not data. */
export function dataComponentText(name: string): string {
  return inlineText[name]?.() ?? '';
}
