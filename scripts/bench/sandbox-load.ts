/**
 * `--sandbox-load [SECONDS]`: the sandbox (`npm run sandbox`, started as a reader starts it) under 200
 * concurrent clients on localhost for 30 seconds (or SECONDS), each creating a payment and reading it
 * back in turn. Prints throughput, p50/p95 latency and the load average; any failed request fails it.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { once } from 'node:events';

const concurrency = 200;

export async function runSandboxLoad(root: string, seconds: number, log: (line: string) => void): Promise<boolean> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/cli.ts', '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let printed = '';
    child.stdout.setEncoding('utf8');
    while (!/http:\/\/\S+\/v1/.test(printed)) printed += String((await once(child.stdout, 'data'))[0]);
    const api = /(http:\/\/\S+\/v1)/.exec(printed)![1]!;
    const headers = { Authorization: 'Bearer sk_test_bench', 'Content-Type': 'application/json' };
    const latencies: number[] = [];
    const failures: string[] = [];
    const until = performance.now() + seconds * 1000;
    const timed = async (url: string, init: RequestInit): Promise<{ id?: string } | undefined> => {
      const started = performance.now();
      try {
        const response = await fetch(url, init);
        const body = (await response.json()) as { id?: string };
        latencies.push(performance.now() - started);
        if (response.ok) return body;
        failures.push(`${init.method} ${url}: ${response.status}`);
      } catch (error) {
        failures.push(`${init.method} ${url}: ${(error as Error).message}`);
      }
      return undefined;
    };
    const client = async (): Promise<void> => {
      while (performance.now() < until) {
        const body = JSON.stringify({ amount: 1050, currency: 'EUR' });
        const created = await timed(`${api}/payments`, { method: 'POST', headers, body });
        if (created?.id) await timed(`${api}/payments/${created.id}`, { method: 'GET', headers });
      }
    };
    await Promise.all(Array.from({ length: concurrency }, client));
    latencies.sort((a, b) => a - b);
    const at = (q: number): string => (latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(1);
    log(
      `[bench] sandbox load: ${concurrency} concurrent clients for ${seconds} s: ${latencies.length} requests, ` +
        `${(latencies.length / seconds).toFixed(0)}/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
        `${failures.length} failed; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`,
    );
    for (const failure of failures.slice(0, 10)) log(`[bench]   ${failure}`);
    return failures.length === 0 && latencies.length > 0;
  } finally {
    child.kill();
  }
}
