/**
 * The same server reading a site over HTTP (`--site`, here a local server of the test build), the
 * changelog when a site publishes one, an unreachable site, and the bundle the npm package ships.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildDir, repoRoot, requireBuild, scratchBuild, serveDirectory, startServer, type Session } from './support';

/** Calls that cover every tool; their answers must not depend on how the site is read. */
const calls: Array<[string, Record<string, unknown>]> = [
  ['search_docs', { query: 'refund a payment', limit: 5 }],
  ['search_docs', { query: 'Bizum', area: 'Guides' }],
  ['get_page', { url_or_path: 'https://docs.pagora.com/guides/verify-signature/#common-mistakes' }],
  ['get_rest_operation', { operation: 'POST /payments', language: 'python' }],
  ['get_rest_operation', { operation: 'subscriptions-pause' }],
  ['get_graphql_type', { name: 'CreatePaymentInput' }],
  ['get_graphql_operation', { name: 'refundPayment' }],
  ['get_page', { url_or_path: '/no-such-page/' }],
];

describe('--site', () => {
  let local: Session;
  let remote: Session;
  let server: Awaited<ReturnType<typeof serveDirectory>>;

  before(async () => {
    requireBuild();
    server = await serveDirectory(buildDir);
    [local, remote] = await Promise.all([startServer(['--dir', buildDir]), startServer(['--site', server.url])]);
  });
  after(async () => {
    await Promise.all([local?.close(), remote?.close()]);
    await server?.close();
  });

  test('gives the same answers as --dir on the same build, reading only the published files', async () => {
    for (const [name, args] of calls) {
      const [fromDir, fromSite] = await Promise.all([local.call(name, args), remote.call(name, args)]);
      assert.deepEqual(fromSite, fromDir, `${name} ${JSON.stringify(args)}`);
    }
    const published = [
      '/search-index.json',
      '/search-index-details.json',
      '/sitemap.xml',
      '/api/v1/openapi.json',
      '/api/graphql/schema.graphql',
    ];
    const read = new Set(server.requests);
    for (const file of published) assert.ok(read.has(file), `read ${file}`);
    const others = [...read].filter(
      (file) => !published.includes(file) && !file.endsWith('/index.md') && !file.startsWith('/search-index-details/'),
    );
    assert.deepEqual(others, []);
  });

  test('a site that cannot be reached is a tool error naming the URL that failed', async () => {
    const closed = await serveDirectory(buildDir);
    await closed.close();
    const session = await startServer(['--site', `${closed.url}/docs/`]);
    try {
      const result = await session.call('search_docs', { query: 'refund' });
      assert.equal(result.isError, true);
      assert.match(result.text, new RegExp(`^Could not reach ${closed.url}/docs/search-index\\.json: `));
    } finally {
      await session.close();
    }
  });
});

describe('--site redirects', () => {
  test('a redirect to another origin is refused without contacting it', async () => {
    const elsewhere = await serveDirectory(buildDir);
    const redirecting = createServer((request, response) => {
      response.writeHead(302, { Location: `${elsewhere.url}${request.url ?? '/'}` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const site = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
    const session = await startServer(['--site', site]);
    try {
      const result = await session.call('get_page', { url_or_path: '/testing/' });
      assert.equal(result.isError, true);
      assert.equal(
        result.text,
        `${site}/sitemap.xml redirects to ${elsewhere.url}/sitemap.xml, outside ${site}: give that site with --site`,
      );
      assert.deepEqual(elsewhere.requests, []);
    } finally {
      await session.close();
      await new Promise((resolve) => redirecting.close(resolve));
      await elsewhere.close();
    }
  });
});

describe('list_changes', () => {
  const entries = [
    {
      id: '2026-11-20-payouts-graphql',
      date: '2026-11-20',
      title: 'Payouts in the GraphQL API',
      apis: ['graphql'],
      kind: 'added',
      breaking: false,
      touches: ['createPayout'],
      url: '/changelog/#2026-11-20-payouts-graphql',
      markdown: 'The `createPayout` mutation sends a payout.',
    },
    {
      id: '2026-10-01-refund-reason',
      date: '2026-10-01',
      title: 'refundReason is required',
      apis: ['rest', 'graphql'],
      kind: 'changed',
      breaking: true,
      touches: ['payments-refund', 'refundPayment'],
      url: '/changelog/#2026-10-01-refund-reason',
      markdown: 'Send a `refundReason` with every refund.',
    },
  ];
  let scratch: ReturnType<typeof scratchBuild>;
  let session: Session;

  before(async () => {
    requireBuild();
    // Without the build's own changelog.json: scratchBuild links the build's files, so writing over
    // that link would overwrite the real build's changelog.
    scratch = scratchBuild({ without: ['changelog.json'] });
    writeFileSync(path.join(scratch.dir, 'changelog.json'), JSON.stringify({ entries }));
    session = await startServer(['--dir', scratch.dir]);
  });
  after(async () => {
    await session?.close();
    scratch?.remove();
  });

  test('on a site without a changelog, says where it looked', async () => {
    const bare = scratchBuild({ without: ['changelog.json'] });
    const withoutChangelog = await startServer(['--dir', bare.dir]);
    try {
      const result = await withoutChangelog.call('list_changes', {});
      assert.equal(result.isError, true);
      assert.equal(result.text, `This site publishes no changelog at ${path.join(bare.dir, 'changelog.json')}.`);
    } finally {
      await withoutChangelog.close();
      bare.remove();
    }
  });

  test('with a published changelog, lists the entries newest first, with absolute URLs, and filters by date', async () => {
    const all = await session.call('list_changes', {});
    assert.equal(all.isError, false, all.text);
    const listed = JSON.parse(all.text) as typeof entries;
    assert.deepEqual(
      listed.map((entry) => [entry.id, entry.breaking, entry.url]),
      entries.map((entry) => [entry.id, entry.breaking, `https://docs.pagora.com${entry.url}`]),
    );
    const recent = JSON.parse((await session.call('list_changes', { since: '2026-11-01' })).text) as typeof entries;
    assert.deepEqual(
      recent.map((entry) => entry.id),
      ['2026-11-20-payouts-graphql'],
    );
    assert.match(
      (await session.call('list_changes', { since: '2027-01-01' })).text,
      /^No changelog entries since 2027-01-01\.$/,
    );
  });
});

describe('the npm package', () => {
  // Packed and installed into an empty folder outside the repository, as `npx` installs it: inside the
  // repository the root node_modules would hide a dependency the bundle imports but package.json omits.
  test('the packed tarball installs outside the repository, starts over stdio and lists its tools', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'pagora-docs-mcp-'));
    try {
      const npm = (args: string[], cwd: string): string =>
        execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
      const tarball = npm(['pack', '--pack-destination', outside], path.join(repoRoot, 'mcp'))
        .trim()
        .split('\n')
        .pop()!;
      writeFileSync(path.join(outside, 'package.json'), '{"private":true}');
      npm(['install', '--prefer-offline', '--ignore-scripts', path.join(outside, tarball)], outside);
      const bin = path.join(outside, 'node_modules', '@pagora', 'docs-mcp', 'dist', 'cli.js');
      assert.doesNotMatch(
        readFileSync(bin, 'utf8'),
        /from ["'](\.\.?\/)/,
        'no relative imports left outside the bundle',
      );
      // Fails here, with Node's message naming a package the bundle imports that package.json lacks.
      execFileSync(process.execPath, [bin, '--help'], { cwd: outside, stdio: 'pipe' });
      const session = await startServer(['--dir', buildDir], [bin], outside);
      try {
        const { tools } = await session.client.listTools();
        assert.ok(
          tools.some((tool) => tool.name === 'explain_error'),
          JSON.stringify(tools.map((tool) => tool.name)),
        );
        const result = await session.call('search_docs', { query: 'verify callback signatures', limit: 1 });
        assert.equal(result.isError, false, result.text);
        assert.match(result.text, /"url": "https:\/\/docs\.pagora\.com\/guides\/verify-signature\/"/);
      } finally {
        await session.close();
      }
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
