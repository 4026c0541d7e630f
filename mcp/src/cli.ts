/**
 * `npx @pagora/docs-mcp [--site <url> | --dir <build folder>]`: the Pagora docs MCP server over stdio.
 * Reads the live site by default; `--dir build` reads a local build (writers, tests). It contacts
 * no host but the site given, and sends no telemetry. Stdout carries the protocol; messages go to stderr.
 */
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { site as siteConfig } from '../../config/site';
import { PublishedSite } from './published-site';
import { createServer } from './server';
import { directorySource, httpSource, type SiteSource } from './site-source';

const USAGE = `Usage: pagora-docs-mcp [--site <url>] [--dir <folder>]
  --site <url>     read the published site at this URL (default ${siteConfig.url})
  --dir <folder>   read a local build of the site instead (e.g. build)`;

function sourceFromArgs(argv: string[]): SiteSource {
  const { values } = parseArgs({
    args: argv,
    options: { site: { type: 'string' }, dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.error(USAGE);
    process.exit(0);
  }
  if (values.site && values.dir) throw new Error('Give --site or --dir, not both.');
  return values.dir ? directorySource(values.dir) : httpSource(values.site ?? siteConfig.url);
}

async function main(): Promise<void> {
  let source: SiteSource;
  try {
    source = sourceFromArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`pagora-docs-mcp: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const server = createServer(new PublishedSite(source, siteConfig.url));
  await server.connect(new StdioServerTransport());
}

void main();
