/**
 * Set while `scripts/generate-references.ts` runs, and so in its `docusaurus gen-api-docs` and
 * `docusaurus graphql-to-doc` child processes: those load the site config, whose
 * `plugins/reference-generation` must not start a second generation inside the first.
 */
export const GENERATING_ENV = 'PAGORA_GENERATING_REFERENCES';
