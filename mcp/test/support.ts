/**
 * Test helpers: the server started over stdio with the SDK's client (as an agent's client starts it),
 * a local HTTP server of a build for `--site`, and a scratch copy of the build.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const buildDir = path.join(repoRoot, 'build');
const cli = path.join(repoRoot, 'mcp', 'src', 'cli.ts');
const SLOW_MACHINE_TIMEOUT_MS = 600_000;

export function requireBuild(): void {
  if (!existsSync(path.join(buildDir, 'search-index.json')))
    throw new Error(`${buildDir} has no search-index.json: run \`npm run build:test\` before the MCP tests.`);
}

export interface Session {
  client: Client;
  /** Calls a tool; the result's text and whether it is an error. */
  call(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }>;
  close(): Promise<void>;
}

/** Starts the server with these arguments (TypeScript source through tsx, or a built script), in `cwd`. */
export async function startServer(
  args: string[],
  script: string[] = ['--import', 'tsx', cli],
  cwd = repoRoot,
): Promise<Session> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...script, ...args],
    cwd,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'pagora-docs-mcp-tests', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    async call(name, callArgs) {
      // The SDK gives up on a request after 60 s by default; on a loaded CI machine the first call (which
      // reads and indexes the site) can take longer, and a slow answer is not a wrong one.
      const result = (await client.callTool({ name, arguments: callArgs }, undefined, {
        timeout: SLOW_MACHINE_TIMEOUT_MS,
      })) as CallToolResult;
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      return { text, isError: result.isError === true };
    },
    close: () => client.close(),
  };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.graphql': 'text/plain; charset=utf-8',
};

/** A plain static file server of a folder (404 for anything missing), on a free local port. */
export async function serveDirectory(
  dir: string,
): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    requests.push(pathname);
    let file = path.join(dir, ...pathname.split('/').filter((part) => part && part !== '..'));
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A scratch copy of the build (its entries linked, so it costs nothing), to add or leave out artefacts. */
/** A copy of build/ made of links to its files: never write to a file it links (that writes the build). */
export function scratchBuild({ without = [] }: { without?: string[] } = {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pagora-mcp-build-'));
  for (const entry of readdirSync(buildDir))
    if (!without.includes(entry)) symlinkSync(path.join(buildDir, entry), path.join(dir, entry));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
