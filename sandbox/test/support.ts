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
import { python } from '../../tests/unit/support/python';
import { startSandbox, type Sandbox, type SandboxOptions } from '../src/server';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The first fenced block of a guide (in `language`, if given) whose info string or body contains `marker`. */
export function guideBlock(guide: string, marker: string, language?: string): string {
  const text = readFileSync(path.join(repoRoot, 'docs', guide), 'utf8');
  for (const [, info, code] of text.matchAll(/^```([^\n]*)\n([\s\S]*?)\n```/gm))
    if ((!language || info!.split(' ')[0] === language) && (info!.includes(marker) || code!.includes(marker)))
      return code!;
  throw new Error(`docs/${guide} has no ${language ?? ''} code block with ${marker}`);
}

export const workDir = mkdtempSync(path.join(tmpdir(), 'pagora-sandbox-test-'));
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));

/** How a guide's server sample in each language is run (`bash`: the curl tabs). */
const runners: Record<string, [string, string]> = {
  js: [process.execPath, 'mjs'],
  python: [python ?? 'python3', 'py'],
  php: ['php', 'php'],
  bash: ['bash', 'sh'],
};
export type SampleLanguage = 'js' | 'python' | 'php' | 'bash';

/**
 * Runs a guide's sample as a reader pointing it at the sandbox would: the documented base URL replaced
 * with the sandbox's, the key in PAGORA_SECRET_KEY (and for the curl samples' key). Resolves with its exit code and output.
 */
export function runSample(language: SampleLanguage, name: string, source: string, origin: string, secretKey = testKey) {
  const [command, extension] = runners[language]!;
  const file = path.join(workDir, `${name}.${extension}`);
  writeFileSync(file, source.replaceAll(site.restBaseUrl, `${origin}/v1`).replaceAll(testKey, secretKey));
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile(command, [file], { env: { ...process.env, PAGORA_SECRET_KEY: secretKey } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

/** Runs a guide's Node sample against the sandbox; its standard output, or a rejection with its errors. */
export async function runNodeSample(name: string, source: string, origin: string, secretKey: string): Promise<string> {
  const run = await runSample('js', name.replace(/\.mjs$/, ''), source, origin, secretKey);
  if (run.code !== 0) throw new Error(`${name}: ${run.stderr}`);
  return run.stdout;
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
