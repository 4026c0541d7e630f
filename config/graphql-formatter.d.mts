/** Types of config/graphql-formatter.mjs (plain JavaScript, loaded by graphql-markdown with import()). */
export * from '@graphql-markdown/docusaurus/mdx';
export function raiseHeadings(markdown: string): string;
export function plainDescription(description: string | null | undefined): string;
export function withDescription(frontMatter: string, description: string): string;
export function beforeComposePageTypeHook(event: {
  data: { sections: Record<string, unknown>; type?: { description?: string | null } };
}): void;
export const MUTATION_ERRORS_SECTION: string;
export function withErrorsSection(event: {
  data: {
    sections: Record<string, unknown>;
    type?: { name?: string };
    options?: { schema?: { getMutationType(): { getFields(): Record<string, unknown> } | null | undefined } };
  };
  output?: unknown;
}): void;
