/**
 * A scratch site that runs the real reference pipeline on other API descriptions: `scripts/generate-references.ts`
 * (validation, redocly lint, both generators with our pages and options), then `docusaurus build` with
 * the real reference plugins and options, the REST pages' components (src/components) and the site's
 * strict build checks. The rest of the theme is left out to keep the build small. Used by
 * api-shapes.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, typescriptCommand } from './sources';

export interface Run {
  status: number | null;
  output: string;
}

export interface ReferenceSite {
  dir: string;
  /** `npm run gen` in the scratch site; stopped (status null) after `timeoutMs` when given. */
  generate(timeoutMs?: number): Run;
  /**
   * `docusaurus build --no-minify` in the scratch site: the tests read the pages, not the size of the
   * bundles, and minifying cost a quarter of a build (api-shapes.test.ts 91.6 → 78.1 CPU-s,
   * a site of markup-like descriptions 33.6 → 26.2 CPU-s without it).
   */
  build(): Run;
  /** The built page of a route (`apis/rest/get-status`). */
  html(route: string): string;
  /** Every built HTML file. */
  htmlFiles(): string[];
}

/**
 * The environment of a scratch site's `docusaurus` commands: plain output to match against, and no
 * persistent Rspack cache. A scratch site lives in a new temporary folder and is built once, so its
 * cache was written (through the linked node_modules, into the real site's `node_modules/.cache`,
 * about 25 MB a build) and never read: `bad-guides.test.ts` took 52-55 CPU-s with it and 46-48 without.
 */
export const scratchBuildEnv: NodeJS.ProcessEnv = {
  ...process.env,
  FORCE_COLOR: '0',
  NO_COLOR: '1',
  DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
};

/** What the theme and the REST page component import, linked from the real site. */
const linkedFromSite = [
  'node_modules',
  'config',
  'data',
  'shared',
  'src/components',
  // Gives the facts' anchored table rows (the errors reference) to the broken-anchor check.
  'src/theme/MDXComponents',
  'src/hydration',
  'src/linkedTarget',
];

function siteConfig(withGraphql: boolean): string {
  const from = (file: string) => JSON.stringify(path.join(root, file));
  const graphqlPlugins = withGraphql
    ? `[${from('')} + '/' + graphqlDocsPlugin, { id: docsInstances.graphql.id, path: docsInstances.graphql.path,
      routeBasePath: docsInstances.graphql.routeBasePath, sidebarPath: './sidebars.graphql.ts' }],`
    : '';
  return `import { strictBuildChecks } from ${from('plugins/facts-check/build-checks')};
import { docsInstances, graphqlDocsPlugin } from ${from('config/site')};
import remarkFactsAtBuild from ${from('plugins/facts-at-build')};
export default {
  title: 'Scratch', url: 'https://docs.pagora.com', baseUrl: '/', trailingSlash: true,
  future: { v4: true, faster: true },
  ...strictBuildChecks,
  presets: [['classic', { docs: false, blog: false, sitemap: false, pages: { remarkPlugins: [remarkFactsAtBuild] } }]],
  plugins: [
    ['@docusaurus/plugin-content-docs', { id: docsInstances.rest.id, path: docsInstances.rest.path, remarkPlugins: [remarkFactsAtBuild],
      routeBasePath: docsInstances.rest.routeBasePath, sidebarPath: './sidebars.rest.ts' }],
    ${graphqlPlugins}
  ],
  // The request builder's components (loaded only when a reader opens it).
  themes: ['docusaurus-theme-openapi-docs'],
};
`;
}

/** A scratch site for an OpenAPI file and, when given, a GraphQL schema (paths of fixture files). */
export function referenceSite(name: string, sources: { openapi: string; graphql?: string }): ReferenceSite {
  const dir = mkdtempSync(path.join(os.tmpdir(), `pagora-${name}-`));
  for (const entry of linkedFromSite) {
    mkdirSync(path.dirname(path.join(dir, entry)), { recursive: true });
    symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  for (const folder of ['openapi', 'graphql', 'apis/rest', 'apis/graphql', 'src/pages', 'tests'])
    mkdirSync(path.join(dir, folder), { recursive: true });
  copyFileSync(sources.openapi, path.join(dir, 'openapi/openapi.yaml'));
  if (sources.graphql) copyFileSync(sources.graphql, path.join(dir, 'graphql/schema.graphql'));
  // The home page the navbar logo links to (the strict link check needs it).
  writeFileSync(path.join(dir, 'src/pages/index.md'), `# ${name}\n`);
  // Its route inventory: the pages descriptions may link to besides the references.
  writeFileSync(path.join(dir, 'tests/routes.txt'), '/\n/errors/\n');
  // The errors reference each operation page links to, with the real error rows (anchors).
  writeFileSync(
    path.join(dir, 'src/pages/errors.mdx'),
    '# Errors\n\n<ApiErrors />\n\n## GraphQL errors\n\nThe mutation pages link here.\n',
  );
  writeFileSync(
    path.join(dir, 'apis/rest/index.mdx'),
    `---\ntitle: ${name} REST\ndescription: Landing.\n---\n\nLanding.\n`,
  );
  writeFileSync(
    path.join(dir, 'sidebars.rest.ts'),
    `import { loadGeneratedSidebar } from ${JSON.stringify(path.join(root, 'config/generated-sidebar'))};
export default { rest: [{ type: 'category', label: 'Reference', link: { type: 'doc', id: 'index' },
  items: loadGeneratedSidebar(${JSON.stringify(path.join(dir, 'apis/rest/sidebar.ts'))}, 'rest/') }] };
`,
  );
  writeFileSync(
    path.join(dir, 'sidebars.graphql.ts'),
    `export default { graphql: [{ type: 'autogenerated', dirName: '.' }] };\n`,
  );
  writeFileSync(path.join(dir, 'docusaurus.config.ts'), siteConfig(sources.graphql !== undefined));

  const run = (command: string, args: string[], timeoutMs?: number): Run => {
    const result = spawnSync(command, args, {
      cwd: dir,
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
      encoding: 'utf8',
      maxBuffer: 256 * 2 ** 20,
      env: scratchBuildEnv,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };
  return {
    dir,
    generate: (timeoutMs) => run(...typescriptCommand(path.join(root, 'scripts/generate-references.ts')), timeoutMs),
    build: () => run(path.join(root, 'node_modules/.bin/docusaurus'), ['build', '--no-minify']),
    html: (route) => readFileSync(path.join(dir, 'build', route, 'index.html'), 'utf8'),
    htmlFiles: () =>
      readdirSync(path.join(dir, 'build'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.html'))
        .map((file) => path.join(dir, 'build', file)),
  };
}
