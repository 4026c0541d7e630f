// The npm package outside the repository: packed (prepack bundles dist/ with the OpenAPI document),
// installed into an empty directory under the system's temp folder, started with its bin, and asked
// for one payment. Dependencies come from the npm cache (`--prefer-offline`).
//
// Run: node --import tsx --test sandbox/test/package.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, testKey } from './support';

test('npm pack → npm install in an empty directory → pagora-sandbox --port 0 answers a payment', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pagora-sandbox-pack-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', dir], path.join(repoRoot, 'sandbox'))) as {
    filename: string;
    files: { path: string }[];
  }[];
  assert.deepEqual(packed[0]!.files.map((file) => file.path).sort(), [
    'README.md',
    'dist/cli.js',
    'dist/openapi.json',
    'package.json',
  ]);
  npm(['init', '-y'], dir);
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(dir, packed[0]!.filename)], dir);

  const child = spawn(path.join(dir, 'node_modules', '.bin', 'pagora-sandbox'), ['--port', '0'], { cwd: dir });
  t.after(() => child.kill());
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /(http:\/\/[^\s/]+)\/v1/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (code) => reject(new Error(`pagora-sandbox exited with ${code}: ${output}`)));
  });
  const response = await fetch(`${origin}/v1/payments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${testKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: 1050, currency: 'EUR' }),
  });
  assert.equal(response.status, 201);
  assert.equal(((await response.json()) as { status: string }).status, 'PENDING');
});
