/**
 * The MCP server: eight read-only tools over one published site. Every failure an agent can cause or
 * meet (unknown name, bad input, missing artefact, unreachable site) is a tool error with text that
 * says what went wrong and what to try; nothing is logged or sent anywhere else.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { docsMcp } from '../../config/docs-mcp';
import { listChanges } from './changelog';
import { getGraphqlOperation, getGraphqlType, operationKinds } from './graphql';
import { getPage } from './pages';
import type { PublishedSite } from './published-site';
import { explainErrorAnswer, followUps, initiators, playTestOutcome, transactionTypes } from './outcomes';
import { getRestOperation, sampleLanguages } from './rest';
import { searchAreas, searchDocs } from './search';
import { ToolError } from './tool-error';

export const SERVER_NAME = docsMcp.serverName;
export const SERVER_VERSION = '1.0.0';

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** Runs a tool body; a ToolError (or any other failure) becomes an error result instead of a crash. */
async function answer(body: () => Promise<string>): Promise<CallToolResult> {
  try {
    return { content: [{ type: 'text', text: await body() }] };
  } catch (error) {
    const text =
      error instanceof ToolError
        ? error.message
        : `Internal error: ${error instanceof Error ? error.message : String(error)}`;
    return { content: [{ type: 'text', text }], isError: true };
  }
}

/** A required free-text argument: surrounding spaces dropped, empty or over-long input refused. */
const trimmedText = (maxLength: number) => z.string().trim().min(1).max(maxLength);

const json = (value: unknown): string => JSON.stringify(value, null, 2);

export function createServer(site: PublishedSite): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      instructions:
        'Pagora developer documentation (payments: cards, wallets, Bizum, MB WAY, Multibanco, subscriptions, payouts). ' +
        'Search first with search_docs, read pages with get_page, and take exact REST and GraphQL shapes from ' +
        'get_rest_operation, get_graphql_type and get_graphql_operation rather than from memory. ' +
        'play_test_outcome shows what a test input does (requests, answers, callbacks and webhook events); explain_error explains an error body or code.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Pagora docs',
      description:
        "Searches the Pagora developer docs (guides, REST reference, GraphQL reference) with the site's own search ranking. " +
        'Returns the best sections first: title, section heading, URL with anchor, area and a snippet. Read a result with get_page.',
      inputSchema: {
        query: trimmedText(200).describe('Words to search for, e.g. "refund a payment" or "3-D Secure test cards".'),
        area: z.enum(searchAreas).optional().describe('Only results from this part of the site.'),
        limit: z.number().int().min(1).max(20).default(8).describe('How many results (1-20, default 8).'),
      },
      annotations: readOnly,
    },
    ({ query, area, limit }) =>
      answer(async () => {
        const results = await searchDocs(site, { query, area, limit });
        return results.length
          ? json(results)
          : `No results for "${query}"${area ? ` in ${area}` : ''}. Try fewer or other words.`;
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        'Returns the Markdown copy of one page of the Pagora docs, given its URL or path (e.g. https://docs.pagora.com/testing/ or /guides/verify-signature/).',
      inputSchema: { url_or_path: z.string().min(1).max(500).describe('Page URL or path; an anchor is ignored.') },
      annotations: readOnly,
    },
    ({ url_or_path }) =>
      answer(async () => {
        const page = await getPage(site, url_or_path);
        return `<!-- Source: ${page.url} -->\n\n${page.markdown}`;
      }),
  );

  server.registerTool(
    'get_rest_operation',
    {
      title: 'Get a REST API operation',
      description:
        'Returns one operation of the Pagora REST API from its published OpenAPI document, with every $ref resolved ' +
        '(parameters, request body, responses), its reference page URL and a request sample in the chosen language.',
      inputSchema: {
        operation: trimmedText(300).describe(
          'An operationId (payments-create) or a method and path (POST /payments, GET /payments/{paymentId}).',
        ),
        language: z.enum(sampleLanguages).default('curl').describe('Language of the request sample (default curl).'),
      },
      annotations: readOnly,
    },
    ({ operation, language }) => answer(async () => json(await getRestOperation(site, { operation, language }))),
  );

  server.registerTool(
    'get_graphql_type',
    {
      title: 'Get a GraphQL type',
      description:
        'Returns the SDL of one type of the Pagora GraphQL API (object, input, enum, scalar, interface or union) with its descriptions, and its reference page URL.',
      inputSchema: {
        name: trimmedText(200).describe('Type name as in the schema, e.g. Payment or CreatePaymentInput.'),
      },
      annotations: readOnly,
    },
    ({ name }) => answer(async () => json(await getGraphqlType(site, name))),
  );

  server.registerTool(
    'get_graphql_operation',
    {
      title: 'Get a GraphQL query, mutation or subscription',
      description:
        'Returns the SDL of one root field of the Pagora GraphQL API (a query, mutation or subscription) with its description and arguments, the input types it takes and its reference page URL.',
      inputSchema: {
        name: trimmedText(200).describe('Field name as in the schema, e.g. createPayment or payments.'),
        kind: z.enum(operationKinds).optional().describe('Only look among queries, mutations or subscriptions.'),
      },
      annotations: readOnly,
    },
    ({ name, kind }) => answer(async () => json(await getGraphqlOperation(site, { name, kind }))),
  );

  server.registerTool(
    'list_changes',
    {
      title: 'List API and docs changes',
      description:
        "Lists the entries of the site's changelog, newest first: date, title, APIs touched, whether the change is breaking, and its Markdown. Use it to check for deprecations and breaking changes.",
      inputSchema: { since: z.string().optional().describe('Only entries on or after this date (YYYY-MM-DD).') },
      annotations: readOnly,
    },
    ({ since }) =>
      answer(async () => {
        const entries = await listChanges(site, { since });
        return entries.length ? json(entries) : `No changelog entries${since ? ` since ${since}` : ''}.`;
      }),
  );

  server.registerTool(
    'play_test_outcome',
    {
      title: 'Play a test payment outcome',
      description:
        'What happens in test mode with a test card, Bizum or MB WAY phone, SEPA IBAN or PayPal sandbox outcome, a transactionType and an action after it: ' +
        "the requests your server sends (with a sample), the API's answers, each status the payment passes through, and each callback and webhook event " +
        'with its headers and raw body, signed with a published test secret, plus a script that replays them to a local server. The same story as the outcome explorer page.',
      inputSchema: {
        input: trimmedText(100).describe(
          'A test card number (4571 0000 0000 0209), a Bizum or MB WAY test phone (+34700000001), a SEPA test IBAN, or a PayPal sandbox outcome (approve, cancel).',
        ),
        transaction_type: z
          .enum(transactionTypes)
          .default('SALE')
          .describe('SALE captures at once; AUTH only authorizes (cards only). Default SALE.'),
        initiated_by: z
          .enum(initiators)
          .default('customer')
          .describe(
            'customer: the customer pays at your checkout (default); merchant: your server charges the card they saved earlier, without them (payments-recurring; cards whose payment with the customer succeeds).',
          ),
        action: z
          .enum(followUps)
          .default('none')
          .describe('What your server does once the customer is done (default none).'),
        language: z.enum(sampleLanguages).default('curl').describe('Language of the request samples (default curl).'),
      },
      annotations: readOnly,
    },
    ({ input, transaction_type, initiated_by, action, language }) =>
      answer(async () =>
        json(
          playTestOutcome(site, {
            input,
            transactionType: transaction_type,
            initiatedBy: initiated_by,
            action,
            language,
          }),
        ),
      ),
  );

  server.registerTool(
    'explain_error',
    {
      title: 'Explain an error or decline code',
      description:
        'Explains what a Pagora API returned, from the errors reference: give a REST error body, a GraphQL error, a Payment with its statusCode, ' +
        'or a bare code (INVALID_STATUS, UNPROCESSABLE_ENTITY, 102). Returns the meaning, the HTTP status or payment statuses, what to do, and the reference URL.',
      inputSchema: {
        error: trimmedText(20_000).describe(
          'The error body as JSON, or a code: an error code, an error type or a statusCode.',
        ),
      },
      annotations: readOnly,
    },
    ({ error }) => answer(async () => json(explainErrorAnswer(site, error))),
  );

  return server;
}
