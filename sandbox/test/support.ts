/**
 * What the sandbox's tests share: the guides' own code blocks, a receiver for callbacks and webhook
 * events built from the verify-signature guide's JavaScript function, and a client that holds every
 * answer to openapi/openapi.yaml.
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { publishedTestSigningSecret } from '../../data/webhook-delivery';
import { site } from '../../config/site';
import { startSandbox, type Sandbox, type SandboxOptions } from '../src/server';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The first fenced block of a guide whose info string or body contains `marker`. */
export function guideBlock(guide: string, marker: string): string {
  const text = readFileSync(path.join(repoRoot, 'docs', guide), 'utf8');
  for (const match of text.matchAll(/^```([^\n]*)\n([\s\S]*?)\n```/gm))
    if (match[1]!.includes(marker) || match[2]!.includes(marker)) return match[2]!;
  throw new Error(`docs/${guide} has no code block with ${marker}`);
}

export const workDir = mkdtempSync(path.join(tmpdir(), 'pagora-sandbox-test-'));
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));

/** Runs a guide's Node sample against the sandbox instead of api.pagora.com; its standard output. */
export function runNodeSample(name: string, source: string, origin: string, secretKey: string): Promise<string> {
  const file = path.join(workDir, name);
  writeFileSync(file, source.replaceAll(site.restBaseUrl, `${origin}/v1`));
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [file],
      { env: { ...process.env, PAGORA_SECRET_KEY: secretKey } },
      (error, stdout, stderr) => (error ? reject(new Error(`${name}: ${stderr || error.message}`)) : resolve(stdout)),
    ),
  );
}

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** What the guide's verifyPagoraSignature said. */
  valid: boolean;
}

type Verify = (body: Buffer, timestamp: unknown, signature: unknown, secret: string) => boolean;

/** A receiver that checks each request with the guide's own function; `failFirst` answers 500 that many times first. */
export async function startReceiver(failFirst = 0) {
  const file = path.join(workDir, 'verify-signature.mjs');
  writeFileSync(file, guideBlock('guides/verify-signature.mdx', 'title="verify-signature.mjs"'));
  const { verifyPagoraSignature } = (await import(pathToFileURL(file).href)) as { verifyPagoraSignature: Verify };
  const received: Received[] = [];
  let failures = failFirst;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const valid = verifyPagoraSignature(
        body,
        request.headers['pagora-timestamp'],
        request.headers['pagora-signature'],
        publishedTestSigningSecret,
      );
      received.push({ path: request.url ?? '', headers: request.headers, body: body.toString('utf8'), valid });
      response.writeHead(failures-- > 0 ? 500 : valid ? 200 : 400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export const testKey = 'sk_test_51JpQx8Pagora2bT6cVw4mZr9';

/** A sandbox and a client for it: `call` fails the test on an answer openapi/openapi.yaml does not allow. */
export async function sandboxWithClient(options: SandboxOptions = {}) {
  const sandbox: Sandbox = await startSandbox({ port: 0, seed: 'tests', ...options });
  const call = async (
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${sandbox.origin}/v1${pathname}`, {
      method,
      headers: { Authorization: `Bearer ${testKey}`, 'Content-Type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const answer = { status: response.status, body: (await response.json()) as Record<string, unknown> };
    assert.deepEqual(sandbox.problems, [], `${method} ${pathname}: answers openapi/openapi.yaml does not allow`);
    return answer;
  };
  return { sandbox, call };
}

/**
 * For a test file: a receiver and a sandbox that sends it every event, started before the tests and
 * closed after them (read `setup.env` and `setup.receiver` inside the tests).
 */
export function sandboxWithReceiver() {
  const setup = {} as {
    env: Awaited<ReturnType<typeof sandboxWithClient>>;
    receiver: Awaited<ReturnType<typeof startReceiver>>;
  };
  before(async () => {
    setup.receiver = await startReceiver();
    setup.env = await sandboxWithClient({ webhookUrls: [`${setup.receiver.origin}/webhooks`] });
  });
  after(async () => {
    await setup.env.sandbox.close();
    await setup.receiver.close();
  });
  return setup;
}
