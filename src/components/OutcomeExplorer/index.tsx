/**
 * The outcome explorer (docs/testing/outcome-explorer.mdx): pick a test input, a transaction type and
 * what your server does next, and see the story `shared/test-outcomes` generates for it. The choice
 * lives in the URL. The build renders the default choice and every input's default outcome, so the
 * page says something without JavaScript; in the browser a new choice is played on the spot, with no
 * call to any server. Loaded only by the pages that use it (plugins/mdx-auto-import).
 */
import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import { ClassicTabItem as TabItem, ClassicTabs as Tabs } from '@site/src/components/TabPanelIds/classic';
import { restSecurity, sampleOptions } from '../../../config/site';
import { errorCodeAnchor } from '../../../data/apiErrors';
import { methodNames } from '../../../data/methodCapabilities';
import { statusCodeAnchor } from '../../../data/statusCodes';
import { publishedTestSigningSecret } from '../../../data/webhook-delivery';
import {
  choiceFromSearch,
  choiceToSearch,
  defaultOutcomesTable,
  explorerHeadings,
  followUpLabels,
  followUps,
  playOutcome,
  replayCommand,
  replayScript,
  supportsAuth,
  testInputs,
  transactionTypes,
  type Choice,
  type Delivery,
  type Outcome,
  type Step,
  type TestInput,
} from '../../../shared/test-outcomes';
import DeferUntilShown from '../DeferUntilShown';
import FactTable from '../FactTable';
import styles from './styles.module.css';

const siteOptions = { ...sampleOptions, ...restSecurity };

const languages = [
  { value: 'curl', label: 'curl', highlight: 'bash' },
  { value: 'javascript', label: 'JavaScript', highlight: 'javascript' },
  { value: 'python', label: 'Python', highlight: 'python' },
  { value: 'php', label: 'PHP', highlight: 'php' },
] as const;

const inputKey = (input: TestInput): string => `${input.kind}:${input.value}`;
const groups = [...new Set(testInputs.map((input) => input.method))];

/** Inline text with `code` spans, as the generated steps write it. */
function Inline({ text }: { text: string }): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part,
    );
}

function Pickers({ choice, onChange }: { choice: Choice; onChange: (next: Choice) => void }): ReactNode {
  const authAllowed = supportsAuth(choice.input);
  return (
    <form className={styles.pickers} aria-label="Choose a test outcome" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor="outcome-input">Test input</label>
        <select
          id="outcome-input"
          value={inputKey(choice.input)}
          onChange={(event) => {
            const input = testInputs.find((candidate) => inputKey(candidate) === event.target.value)!;
            onChange({ ...choice, input, transactionType: supportsAuth(input) ? choice.transactionType : 'SALE' });
          }}>
          {groups.map((method) => (
            <optgroup key={method} label={methodNames([method])}>
              {testInputs
                .filter((input) => input.method === method)
                .map((input) => (
                  <option key={inputKey(input)} value={inputKey(input)}>
                    {input.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <fieldset className={styles.field}>
        <legend>Transaction type</legend>
        {transactionTypes.map((type) => (
          <label key={type} className={styles.choice}>
            <input
              type="radio"
              name="outcome-type"
              value={type}
              checked={choice.transactionType === type}
              disabled={type === 'AUTH' && !authAllowed}
              onChange={() => onChange({ ...choice, transactionType: type })}
            />{' '}
            <code>{type}</code>
          </label>
        ))}
        {!authAllowed && <p className={styles.hint}>Only cards can be authorized now and captured later.</p>}
      </fieldset>
      <fieldset className={styles.field}>
        <legend>Then your server</legend>
        {followUps.map((followUp) => (
          <label key={followUp} className={styles.choice}>
            <input
              type="radio"
              name="outcome-action"
              value={followUp}
              checked={choice.followUp === followUp}
              onChange={() => onChange({ ...choice, followUp })}
            />{' '}
            {followUpLabels[followUp]}
          </label>
        ))}
      </fieldset>
    </form>
  );
}

/**
 * A closed `<details>` whose content React renders only once opened (DeferUntilShown): the build's
 * HTML stays in it for readers without JavaScript and for find-in-page, and hydration skips it.
 */
function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.delivery} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      <DeferUntilShown shown={open}>{children}</DeferUntilShown>
    </details>
  );
}

/** A delivery as it arrives: request line, headers, blank line, the raw body. */
function asHttp(delivery: Delivery): string {
  const url = new URL(delivery.url);
  return [
    `POST ${url.pathname} HTTP/1.1`,
    `Host: ${url.host}`,
    ...delivery.headers.map(([name, value]) => `${name}: ${value}`),
    '',
    delivery.body,
  ].join('\n');
}

function eventPage(type: string): string {
  return `/apis/rest/webhooks/${type.toLowerCase().replace(/_/g, '-')}/`;
}

function DeliveryView({ delivery }: { delivery: Delivery }): ReactNode {
  return (
    <Disclosure
      summary={
        delivery.eventType ? (
          <>
            <code>{delivery.eventType}</code> event to your account webhook
          </>
        ) : (
          <>
            Callback to your <code>callbackUrl</code>
          </>
        )
      }>
      <p>
        {delivery.eventType ? (
          <Link to={eventPage(delivery.eventType)}>
            The <code>{delivery.eventType}</code> event
          </Link>
        ) : (
          <Link to="/apis/rest/payments-create/">The callback (payments-create, Callbacks)</Link>
        )}
        : the request Pagora sends, byte for byte.
      </p>
      <CodeBlock language="http">{asHttp(delivery)}</CodeBlock>
      <p>Replay it to your server:</p>
      <CodeBlock language="bash">{replayCommand(delivery)}</CodeBlock>
    </Disclosure>
  );
}

function StepView({ step }: { step: Step }): ReactNode {
  const { call } = step;
  const answer = call?.response.body;
  return (
    <li className={styles.step}>
      <p>
        <time dateTime={step.at}>{step.at.replace('T', ' ').replace('Z', ' UTC')}</time>, {step.actor}:{' '}
        <Inline text={step.text} />
        {step.status && (
          <>
            {' '}
            <span className={styles.status}>
              Status: <code>{step.status}</code>
            </span>
          </>
        )}
      </p>
      {call && answer && (
        <>
          <p className={styles.label}>
            Request: <code>POST {call.path}</code> (
            <Link to={`/apis/rest/${call.operationId}/`}>
              <code>{call.operationId}</code>
            </Link>
            )
          </p>
          <Tabs groupId="code-samples">
            {languages.map(({ value, label, highlight }) => (
              <TabItem key={value} value={value} label={label}>
                <CodeBlock language={highlight}>{call.samples[value]}</CodeBlock>
              </TabItem>
            ))}
          </Tabs>
          <p className={styles.label}>
            Answer: HTTP <code>{call.response.status}</code>
            {call.response.status < 300 ? (
              <>
                , <code>status</code> <code>{String(answer.status)}</code>
                {answer.statusCode !== undefined && (
                  <>
                    , <code>statusCode</code> <code>{String(answer.statusCode)}</code>
                  </>
                )}
                {answer.nextAction && typeof answer.nextAction === 'object' && !Array.isArray(answer.nextAction) && (
                  <>
                    , <code>nextAction.type</code> <code>{String(answer.nextAction.type)}</code>
                  </>
                )}
              </>
            ) : (
              <>
                , <code>code</code>{' '}
                <Link to={`/errors/#${errorCodeAnchor(String(answer.code))}`}>
                  <code>{String(answer.code)}</code>
                </Link>
              </>
            )}
          </p>
          <Disclosure summary="Answer body">
            <CodeBlock language="json">{JSON.stringify(answer, null, 2)}</CodeBlock>
          </Disclosure>
        </>
      )}
      {step.deliveries.map((delivery, index) => (
        <DeliveryView key={index} delivery={delivery} />
      ))}
    </li>
  );
}

function Story({ outcome }: { outcome: Outcome }): ReactNode {
  const { payment } = outcome;
  return (
    <>
      <p className={styles.summary}>
        Statuses:{' '}
        {outcome.statuses.map((status, index) => (
          <React.Fragment key={index}>
            {index > 0 && ' → '}
            <code>{status}</code>
          </React.Fragment>
        ))}
        {typeof payment.statusCode === 'string' && (
          <>
            . It ends with <code>statusCode</code>{' '}
            <Link to={`/errors/#${statusCodeAnchor(payment.statusCode)}`}>
              <code>{payment.statusCode}</code>
            </Link>
          </>
        )}
        .
      </p>
      <ol className={styles.timeline}>
        {outcome.steps.map((step, index) => (
          <StepView key={index} step={step} />
        ))}
      </ol>
      <Heading as="h3" id="replay-the-whole-story">
        {explorerHeadings.replay}
      </Heading>
      <p>
        Every callback and event above, in order, to <code>http://localhost:$PORT</code> (3000 unless you set{' '}
        <code>PORT</code>). Start your server with the signing secret <code>{publishedTestSigningSecret}</code>, a
        published test secret that signs nothing real, or set <code>PAGORA_WEBHOOK_SECRET</code> to yours. Each command
        sends the body byte for byte and signs it when it runs, as Pagora does: the timestamps shown above are older
        than the tolerance, so a correct server would reject them as stale.
      </p>
      <CodeBlock language="bash" title="replay.sh">
        {replayScript(outcome)}
      </CodeBlock>
      <Heading as="h3" id="read-more-about-this-outcome">
        {explorerHeadings.links}
      </Heading>
      <ul>
        {outcome.links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function OutcomeExplorer(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The build knows no query string: it renders the default, and the browser reads the URL after hydration.
  const [search, setSearch] = useState('');
  useEffect(() => setSearch(location.search), [location.search]);
  const { choice, problems } = useMemo(() => choiceFromSearch(search), [search]);
  const outcome = useMemo(() => playOutcome(choice, siteOptions), [choice]);
  // Plays every input once per page view, not again on each new choice.
  const allInputs = useMemo(() => defaultOutcomesTable(siteOptions), []);
  const update = (next: Choice): void => history.replace({ search: choiceToSearch(next), hash: location.hash });
  return (
    <div className={styles.explorer}>
      <Pickers choice={choice} onChange={update} />
      {problems.length > 0 && (
        <p className={styles.problem} role="status">
          This link asks for something the explorer does not have ({problems.join('; ')}), so it shows the closest
          choice instead.
        </p>
      )}
      <section aria-labelledby="the-outcome" key={choiceToSearch(choice)}>
        <Heading as="h2" id="the-outcome">
          {explorerHeadings.outcome}
        </Heading>
        <p>
          <Inline text={choice.input.outcome.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')} />
        </p>
        <Story outcome={outcome} />
      </section>
      <Heading as="h2" id="every-test-input">
        {explorerHeadings.everyInput}
      </Heading>
      <FactTable table={allInputs} />
    </div>
  );
}
