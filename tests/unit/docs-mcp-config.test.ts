/**
 * One source for how clients start the docs MCP server (config/docs-mcp.ts): the npm package in
 * mcp/, the Copy page menu's install links and the configurations in the AI coding tools guide.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { docsMcp, docsMcpServerEntry } from '../../config/docs-mcp';
import {
  askAboutPagePrompt,
  chatGptUrl,
  claudeUrl,
  cursorInstallUrl,
  vscodeInstallUrl,
} from '../../src/components/CopyPage/aiLinks';

const root = path.resolve(__dirname, '..', '..');
const guide = readFileSync(path.join(root, 'docs', 'guides', 'ai-coding-tools.mdx'), 'utf8');
const entry = { command: 'npx', args: ['-y', docsMcp.packageName] };

test('the package name and the command match mcp/package.json and its bin', () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'mcp', 'package.json'), 'utf8')) as {
    name: string;
    bin: Record<string, string>;
  };
  assert.equal(pkg.name, docsMcp.packageName);
  assert.equal(Object.keys(pkg.bin).length, 1, 'npx runs the package through its only bin');
  assert.deepEqual(docsMcpServerEntry(), entry);
});

test('ChatGPT and Claude open with a prompt naming the page Markdown', () => {
  const markdown = 'https://docs.pagora.com/guides/verify-signature/index.md';
  const prompt = askAboutPagePrompt(markdown);
  assert.ok(prompt.includes(markdown));
  for (const [link, origin] of [
    [chatGptUrl(prompt), 'https://chatgpt.com'],
    [claudeUrl(prompt), 'https://claude.ai'],
  ] as const) {
    const url = new URL(link);
    assert.equal(url.origin, origin);
    assert.equal(url.searchParams.get('q'), prompt);
  }
});

test("Cursor's install link carries the server name and its entry as base64 JSON", () => {
  const url = new URL(cursorInstallUrl());
  assert.equal(`${url.protocol}//${url.host}${url.pathname}`, 'cursor://anysphere.cursor-deeplink/mcp/install');
  assert.equal(url.searchParams.get('name'), docsMcp.serverName);
  assert.deepEqual(JSON.parse(Buffer.from(url.searchParams.get('config') ?? '', 'base64').toString('utf8')), entry);
});

test("VS Code's install link carries the named server as URL-encoded JSON", () => {
  const link = vscodeInstallUrl();
  assert.ok(link.startsWith('vscode:mcp/install?'));
  assert.deepEqual(JSON.parse(decodeURIComponent(link.slice('vscode:mcp/install?'.length))), {
    name: docsMcp.serverName,
    type: 'stdio',
    ...entry,
  });
});

test("the guide's configurations start the same server under the same name", () => {
  const blocks = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  assert.equal(blocks.length, 3, 'Cursor, VS Code and Windsurf');
  for (const block of blocks) {
    const servers = (block.mcpServers ?? block.servers) as Record<string, Record<string, unknown>>;
    assert.deepEqual(Object.keys(servers), [docsMcp.serverName]);
    const { type, ...rest } = servers[docsMcp.serverName]!;
    if (type !== undefined) assert.equal(type, 'stdio');
    assert.deepEqual(rest, entry);
  }
  const command = [docsMcp.command, ...docsMcp.args].join(' ');
  assert.ok(guide.includes(`claude mcp add ${docsMcp.serverName} -- ${command}\n`), 'Claude Code command');
  const addMcp = /code --add-mcp '([^']+)'/.exec(guide);
  assert.deepEqual(JSON.parse(addMcp?.[1] ?? 'null'), { name: docsMcp.serverName, ...entry });
});
