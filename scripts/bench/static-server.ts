/**
 * A small static server for build/, as a CDN would serve it: gzip for text types
 * (`Content-Encoding: gzip`), correct content types, `/path/` → `/path/index.html`, `/path` → 301 to
 * `/path/` when that directory exists (trailingSlash: true), and build/404.html with status 404.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|yaml|manifest\+json)|image\/svg\+xml)/;

/** The gzip level the server uses (zlib's default, what most CDNs and nginx setups land near). */
export const GZIP_LEVEL = 6;

export function gzip(body: Buffer | string): Buffer {
  return gzipSync(body, { level: GZIP_LEVEL });
}

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

interface Entry {
  body: Buffer;
  gzipped: Buffer | undefined;
  type: string;
  mtimeMs: number;
}

export async function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  const buildRoot = path.resolve(root);
  const cache = new Map<string, Entry>();

  const load = (file: string): Entry => {
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const body = readFileSync(file);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const entry: Entry = { body, type, mtimeMs, gzipped: COMPRESSIBLE.test(type) ? gzip(body) : undefined };
    cache.set(file, entry);
    return entry;
  };

  const send = (request: IncomingMessage, response: ServerResponse, status: number, file: string): void => {
    const entry = load(file);
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = acceptsGzip && entry.gzipped ? entry.gzipped : entry.body;
    const immutable = file.startsWith(path.join(buildRoot, 'assets') + path.sep);
    response.writeHead(status, {
      'Content-Type': entry.type,
      'Content-Length': body.length,
      ...(acceptsGzip && entry.gzipped ? { 'Content-Encoding': 'gzip' } : {}),
      ...(entry.gzipped ? { Vary: 'Accept-Encoding' } : {}),
      // Hashed assets never change; everything else revalidates.
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const notFound = (request: IncomingMessage, response: ServerResponse): void => {
    const page = path.join(buildRoot, '404.html');
    if (existsSync(page)) return send(request, response, 404, page);
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };

  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const target = path.join(buildRoot, pathname);
    if (target !== buildRoot && !target.startsWith(buildRoot + path.sep)) return notFound(request, response);
    const stats = existsSync(target) ? statSync(target) : undefined;
    if (stats?.isFile()) return send(request, response, 200, target);
    if (stats?.isDirectory()) {
      const index = path.join(target, 'index.html');
      if (!existsSync(index)) return notFound(request, response);
      if (!pathname.endsWith('/')) {
        response.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      return send(request, response, 200, index);
    }
    return notFound(request, response);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${actualPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
