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

/**
 * The server's tools, each with what it answers in a few words: /llms.txt lists them
 * (scripts/llms/llms-txt.ts), and the MCP tests hold the server to exactly these names.
 */
export const docsMcpTools = {
  search_docs: 'sections of these docs for a query, in the site search ranking',
  get_page: 'the Markdown copy of a page',
  get_rest_operation: 'a REST operation with every $ref resolved and a request sample',
  get_graphql_type: 'the SDL of a GraphQL type',
  get_graphql_operation: 'the SDL of a GraphQL query, mutation or subscription',
  list_changes: 'the API changelog',
  play_test_outcome:
    'what happens in test mode with a test card, phone, IBAN or PayPal sandbox outcome and an action after it: requests, answers, statuses, and the callbacks and webhook events, signed and replayable',
  explain_error: 'the errors reference row for an error body, error code or payment statusCode',
} as const;
