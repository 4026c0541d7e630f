/**
 * Runs guide JavaScript blocks (module files in argv) with a recording `fetch`; prints the requests each
 * block sent as JSON after @@RESULTS@@. The JavaScript twin of record-requests.py; used by
 * tests/unit/guide-code-blocks.test.ts. Every call is answered with one Payment-like body, as there.
 */
import { pathToFileURL } from 'node:url';

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

const calls: Call[] = [];
const answer = {
  id: 'pay_2NfQ8sKx4TbL9mVa',
  status: 'SUCCEEDED',
  sessionId: 'ses_8WqT3nHj6ZcK1pVx',
  url: 'https://pay.pagora.com/p/pay_2NfQ8sKx4TbL9mVa',
  data: [],
  hasMore: false,
};
globalThis.fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
  const headers: Record<string, string> = {};
  new Headers(init.headers ?? {}).forEach((value, name) => (headers[name] = value));
  calls.push({ method: (init.method ?? 'GET').toUpperCase(), url: String(input), headers, body: init.body ?? null });
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
};
// Retry loops wait between attempts: no waiting here (Python's time.sleep is a no-op the same way).
const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((callback: (...args: unknown[]) => void, _ms?: number, ...args: unknown[]) =>
  realSetTimeout(callback, 0, ...args)) as typeof setTimeout;

const results: { calls: Call[]; error: { line: number; message: string } | null }[] = [];
for (const file of process.argv.slice(2)) {
  calls.length = 0;
  let error: { line: number; message: string } | null = null;
  try {
    await import(pathToFileURL(file).href);
  } catch (failure) {
    const stack = failure instanceof Error ? (failure.stack ?? '') : '';
    const line = stack
      .split('\n')
      .find((frame) => frame.includes(file))
      ?.match(/:(\d+):\d+\)?$/)?.[1];
    error = { line: Number(line ?? 0), message: failure instanceof Error ? failure.message : String(failure) };
  }
  results.push({ calls: [...calls], error });
}
console.log(`\n@@RESULTS@@${JSON.stringify(results)}`);
