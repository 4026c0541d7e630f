/**
 * The Copy page menu's links to AI tools: a chat opened with a prompt naming the page's Markdown
 * copy (ChatGPT, Claude), and the install deep links of the docs MCP server (Cursor, VS Code).
 * Pure functions of the page URL and config/docs-mcp.ts, unit tested in tests/unit/docs-mcp-config.test.ts.
 */
import { docsMcp, docsMcpServerEntry } from '../../../config/docs-mcp';

/** What the chat is asked: read the page's Markdown and answer questions about it. */
export function askAboutPagePrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} from the Pagora developer documentation so I can ask you questions about it.`;
}

export function chatGptUrl(prompt: string): string {
  return `https://chatgpt.com/?${new URLSearchParams({ q: prompt }).toString()}`;
}

export function claudeUrl(prompt: string): string {
  return `https://claude.ai/new?${new URLSearchParams({ q: prompt }).toString()}`;
}

/** Base64 of ASCII-only JSON (btoa exists in browsers and in Node 16+, so also at build time). */
const base64 = (text: string): string => btoa(text);

/** Cursor's MCP install link: the server name and its mcp.json entry as base64 JSON. */
export function cursorInstallUrl(): string {
  const query = new URLSearchParams({ name: docsMcp.serverName, config: base64(JSON.stringify(docsMcpServerEntry())) });
  return `cursor://anysphere.cursor-deeplink/mcp/install?${query.toString()}`;
}

/** VS Code's MCP install link: `vscode:mcp/install?` followed by the URL-encoded server JSON with its name. */
export function vscodeInstallUrl(): string {
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: docsMcp.serverName, type: 'stdio', ...docsMcpServerEntry() }))}`;
}
