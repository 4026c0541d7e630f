/**
 * How coding tools start the docs MCP server (mcp/, published to npm as @pagora/docs-mcp): the one
 * source for the Copy page menu's install links, the server's own name, and the configurations in
 * docs/guides/ai-coding-tools.mdx (tests/unit/docs-mcp-config.test.ts checks the guide against it).
 */
export const docsMcp = {
  /** The name clients list the server under, and the name it reports in its MCP handshake. */
  serverName: 'pagora-docs',
  /** mcp/package.json `name`. */
  packageName: '@pagora/docs-mcp',
  command: 'npx',
  args: ['-y', '@pagora/docs-mcp'],
} as const;

/** The stdio server entry most clients read (`mcpServers` in Cursor and Windsurf, `servers` in VS Code). */
export function docsMcpServerEntry(): { command: string; args: string[] } {
  return { command: docsMcp.command, args: [...docsMcp.args] };
}
