/**
 * Link gate: linkinator crawls the build from its home page (and its not-found page) through a local static server, following
 * every internal link and checking every `#fragment` against the ids of the page it points to. Links
 * to other hosts are listed as skipped, never requested (the gate runs offline). Fails with the broken
 * link, its status and the page that links to it. Needs a build.
 *
 * Usage: tsx scripts/validate/links.ts [buildDir]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';

/** True for a link this gate must not follow: another host, or a scheme a static server cannot answer. */
export function isExternal(link: string): boolean {
  return !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(link);
}

/** A link as a site path: no local server origin, no build directory. */
function sitePath(url: string, buildDir: string): string {
  const local = url.replace(/^https?:\/\/[^/]+/, '');
  const inSite = (local.startsWith(buildDir) ? local.slice(buildDir.length) : local).replace(/^\.\//, '');
  return inSite.startsWith('/') ? inSite : `/${inSite}`;
}

function describe(result: LinkResult, buildDir: string): string {
  const reason = result.status ? `HTTP ${result.status}` : (result.failureDetails?.[0] as Error | undefined)?.message;
  const parent = result.parent ? sitePath(result.parent, buildDir) : '(start)';
  const fragment = result.url.includes('#') && result.status === 200 ? 'no element with this id' : reason;
  return `${sitePath(result.url, buildDir)} (${fragment ?? 'broken'}) linked from ${parent}`;
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`[validate:links] no build in ${buildDir}: run \`npm run build:test\` first`);
    process.exit(1);
  }
  const started = Date.now();
  const checker = new LinkChecker();
  const result = await checker.check({
    // From the home page and from the not-found page, which no page links to but every unknown URL shows.
    serverRoot: buildDir,
    path: ['/', '404.html'],
    recurse: true,
    checkFragments: true,
    concurrency: 16,
    // A local static server never fails for real; on a loaded machine a slow answer is retried, not reported.
    timeout: 60_000,
    retryErrors: true,
    retryErrorsCount: 3,
    linksToSkip: async (link) => isExternal(link),
  });
  // No exceptions: a link a reader can click on any page, upstream's markup included, leads to a page.
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  const checked = result.links.filter((link) => link.state === LinkState.OK).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (broken.length > 0) {
    const lines = new Set(broken.map((link) => describe(link, buildDir)));
    console.error([...lines].join('\n'));
    console.error(`[validate:links] ${lines.size} broken internal links or fragments (${checked} fine, ${seconds} s)`);
    process.exit(1);
  }
  if (checked < 100) {
    // A crawl that stops at the home page proves nothing.
    console.error(`[validate:links] only ${checked} internal links reached from the home page: is the build complete?`);
    process.exit(1);
  }
  console.log(`[validate:links] ${checked} internal links and fragments fine, none broken (linkinator, ${seconds} s)`);
}

if (require.main === module) void main();
