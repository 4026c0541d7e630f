/**
 * The MDX of a REST operation page, from its view (shared/rest-model/views.ts): the endpoint, the
 * description, parameters, request body, responses (a tab each), callbacks, the errors it returns
 * (linked to /errors/) and the schemas it uses on the left; the request samples (the site-wide code
 * tab group) and the request builder on the right. The page is plain MDX: it hydrates like a guide,
 * and needs no operation object in the browser until the reader opens the request builder.
 */
import { errorCodeAnchor } from '../../data/apiErrors';
import { restSchemaRoute } from '../../config/api-crosslinks';
import type { BodyView, CallbackView, OperationView, ResponseView } from '../../shared/rest-model/views';
import { sampleLanguages } from '../../shared/rest-samples';
import { fieldsMdx, PageRows } from './fields';
import { PageImports } from './shared-rows';
import { attribute, blocks, details, element, fenced, inlineCode, mdxText } from './mdx';

/** Tab labels and fences of the samples; values match the guides' code tabs so a reader's choice is shared. */
const sampleTabs = {
  curl: { label: 'curl', fence: 'bash' },
  javascript: { label: 'JavaScript', fence: 'javascript' },
  python: { label: 'Python', fence: 'python' },
  php: { label: 'PHP', fence: 'php' },
} as const;

/**
 * A body's example, collapsed under its body: preformatted JSON, not a highlighted code block. A
 * highlighted block is an element per token (the 10 examples of payments-create were 1,948 of its
 * 5,101 elements), which every reader's phone lays out and hydrates, opened or not.
 */
const json = (value: unknown): string =>
  `<pre tabIndex={0}><code>{${JSON.stringify(JSON.stringify(value, null, 2))}}</code></pre>`;

/** A schema's type, linked to its page when it names a component. */
export function typeLink(type: string, schemaName: string | undefined): string {
  return schemaName ? `[${type}](${restSchemaRoute(schemaName)})` : inlineCode(type);
}

/**
 * The import path of the partial that writes `body`'s rows once for the site when several
 * operations return it (each error body, a Payment: ./shared-rows.ts), else undefined.
 */
export type SharedBodies = (body: BodyView) => string | undefined;

/** What a page has written in full so far, the shared bodies it renders, and their imports. */
interface PageParts {
  rows: PageRows;
  shared?: SharedBodies;
  imports: PageImports;
}

function rowsMdx(body: BodyView, page: PageParts): string {
  const partial = page.shared?.(body);
  if (partial === undefined || body.schemaName === undefined) return fieldsMdx(body.fields, body.variants, page.rows);
  return blocks(
    `Each field is described on the [${body.schemaName}](${restSchemaRoute(body.schemaName)}) page.`,
    `<${page.imports.name(partial)}${attribute('at', body.rowsAt)} />`,
  );
}

export function bodyMdx(body: BodyView, heading: string, exampleLabel: string, page: PageParts): string {
  const what = [
    body.mediaType && inlineCode(body.mediaType),
    body.required && 'required',
    body.type !== 'any' && typeLink(body.type, body.schemaName),
  ].filter(Boolean);
  return blocks(
    heading,
    what.join(', '),
    mdxText(body.description),
    body.fieldsAsResponse
      ? `Its fields are those of the [${inlineCode(body.fieldsAsResponse)} response](#responses) above.`
      : rowsMdx(body, page),
    body.example &&
      details(
        `${exampleLabel}${body.example.summary ? `: ${mdxText(body.example.summary)}` : ''}`,
        json(body.example.value),
      ),
  );
}

function responsesMdx(responses: readonly ResponseView[], headingLevel: string, page: PageParts): string {
  if (responses.length === 0) return '';
  const tabs = responses.map((response) =>
    element(
      `<TabItem${attribute('value', response.status)}${attribute('label', response.status)}>`,
      '</TabItem>',
      mdxText(response.description),
      response.headers.length > 0 && blocks(`${headingLevel} Headers`, fieldsMdx(response.headers, [], page.rows)),
      response.body && bodyMdx(response.body, `${headingLevel} Body`, 'Example', page),
    ),
  );
  return ['<Tabs>', ...tabs, '</Tabs>'].join('\n');
}

function callbackMdx(callback: CallbackView, page: PageParts): string {
  return blocks(
    `### ${callback.method} ${mdxText(callback.name)}`,
    `${inlineCode(callback.method)} to ${inlineCode(callback.expression)}${callback.summary ? `: ${mdxText(callback.summary)}` : ''}`,
    mdxText(callback.description),
    callback.requestBody && bodyMdx(callback.requestBody, '#### Body', 'Example', page),
    callback.responses.length > 0 && blocks('#### Answers', responsesMdx(callback.responses, '#####', page)),
  );
}

function errorsMdx(view: OperationView): string {
  if (view.errors.length === 0) return '';
  return blocks(
    '## Errors',
    'Each error body carries `type` and `code`; branch on `code`. What each means and what to do is in [Errors and decline codes](/errors/).',
    view.errors
      .map(
        (error) =>
          `- \`${error.status}\` \`${error.type}\`: ${error.codes.map((code) => `[\`${code}\`](/errors/#${errorCodeAnchor(code)})`).join(', ')}`,
      )
      .join('\n'),
  );
}

function samplesMdx(view: OperationView): string {
  const tabs = sampleLanguages.map((language) =>
    element(
      `<TabItem value="${language}" label="${sampleTabs[language].label}">`,
      '</TabItem>',
      fenced(sampleTabs[language].fence, view.samples.code[language]),
    ),
  );
  return element(
    '<section className="rest-samples" aria-labelledby="request-samples">',
    '</section>',
    '## Request sample \\{#request-samples}',
    view.samples.exampleSummary && `Body: the “${mdxText(view.samples.exampleSummary)}” example`,
    ['<Tabs groupId="code-samples">', ...tabs, '</Tabs>'].join('\n'),
  );
}

/** The page body (the front matter comes from the generator's template). */
export function operationPageMdx(view: OperationView, operationFile: string, shared?: SharedBodies): string {
  // Each row written in full once on the page, later ones that say the same pointing at it; a
  // request body is the operation's own, so only responses and callbacks use shared bodies.
  const page: PageParts = { rows: new PageRows(), imports: new PageImports() };
  const request = blocks(
    ...view.parameters.map((group) => blocks(`### ${group.title}`, fieldsMdx(group.fields, [], page.rows))),
    view.requestBody && bodyMdx(view.requestBody, '### Body', 'Example request', page),
  );
  page.shared = shared;
  const main = element(
    '<div className="col col--7 rest-page__main">',
    '</div>',
    `<Endpoint${attribute('method', view.method)}${attribute('path', view.path)} />`,
    view.deprecated && ':::warning[Deprecated]\n\nThis operation is deprecated.\n\n:::',
    mdxText(view.description),
    request && blocks('## Request', request),
    view.responses.length > 0 && blocks('## Responses', responsesMdx(view.responses, '###', page)),
    view.callbacks.length > 0 &&
      blocks('## Callbacks', ...view.callbacks.map((callback) => callbackMdx(callback, page))),
    errorsMdx(view),
    view.schemas.length > 0 &&
      blocks(
        '## Schemas',
        'The objects this operation reads and returns, each on its own page:',
        view.schemas.map((name) => `- [${name}](${restSchemaRoute(name)})`).join('\n'),
      ),
  );
  const aside = element(
    '<div className="col col--5 rest-page__aside">',
    '</div>',
    samplesMdx(view),
    '<RequestBuilder loadOperation={loadOperation} />',
  );
  return `${blocks(
    "import { Endpoint, Field } from '@site/src/components/RestReference';",
    "import RequestBuilder from '@site/src/components/RequestBuilder';",
    ...page.imports.lines(),
    `export const loadOperation = () => import(${JSON.stringify(`./${operationFile}`)});`,
    element('<div className="row rest-page">', '</div>', main, aside),
  )}\n`;
}
