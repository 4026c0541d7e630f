/**
 * The outcome explorer (docs/testing/outcome-explorer.mdx): pick a test input, who starts the payment,
 * a transaction type and what your server does next, and see the story `shared/test-outcomes`
 * generates for it. The choice lives in the URL. The build renders the default story and gives it to
 * the page as data (`seed`, plugins/outcome-explorer-seed), so the page hydrates without the code that
 * plays a story; `./player` loads, as a chunk of its own, when the URL or the reader asks for another
 * story, which is then played on the spot with no call to any server.
 */
import React, { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
// The guides' tabs (already in every page's bundle), not the REST pages' copy @theme/Tabs resolves to.
import MDXComponents from '@theme/MDXComponents';
import type { Props as TabItemProps } from '@theme/TabItem';
import type { Props as TabsProps } from '@theme/Tabs';
import { errorCodeAnchor, statusCodeAnchor } from '../../../data/error-anchors';
import { publishedTestSigningSecret } from '../../../data/webhook-delivery';
import {
  choiceToSearch,
  explorerHeadings,
  followUpLabels,
  followUps,
  initiatorLabels,
  initiators,
  transactionTypes,
  type Choice,
  type ExplorerSeed,
  type PickerInput,
  type Shown,
} from '../../../shared/test-outcomes/choices';
import type { Delivery, Outcome, Step } from '../../../shared/test-outcomes/outcome';
import { replayCommand, replayScript } from '../../../shared/test-outcomes/replay';
import styles from './styles.module.css';

/** The code that plays a story other than the default: one chunk, loaded on demand. */
const loadPlayer = () => import('./player');
const Tabs = MDXComponents.Tabs as ComponentType<TabsProps>;
const TabItem = MDXComponents.TabItem as ComponentType<TabItemProps>;
type Picked = Choice<PickerInput>;

const languages = [
  { value: 'curl', label: 'curl', highlight: 'bash' },
  { value: 'javascript', label: 'JavaScript', highlight: 'javascript' },
  { value: 'python', label: 'Python', highlight: 'python' },
  { value: 'php', label: 'PHP', highlight: 'php' },
] as const;

const inputKey = (input: PickerInput): string => `${input.kind}:${input.value}`;

/** Inline text with `code` spans, as the generated steps write it. */
function Inline({ text }: { text: string }): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part,
    );
}

interface PickersProps {
  inputs: readonly PickerInput[];
  choice: Picked;
  onChange: (next: Picked) => void;
}

function Pickers({ inputs, choice, onChange }: PickersProps): ReactNode {
  const merchant = choice.initiator === 'merchant';
  const authAllowed = choice.input.auth && !merchant;
  const groups = [...new Set(inputs.map((input) => input.group))];
  return (
    <form
      className={styles.pickers}
      aria-label="Choose a test outcome"
      onSubmit={(event) => event.preventDefault()}
      // Fetches the player as soon as the reader heads for a picker.
      onFocus={() => void loadPlayer()}>
      <div className={styles.field}>
        <label htmlFor="outcome-input">Test input</label>
        <select
          id="outcome-input"
          value={inputKey(choice.input)}
          onChange={(event) => {
            const input = inputs.find((candidate) => inputKey(candidate) === event.target.value)!;
            const initiator = input.withoutCustomer ? choice.initiator : 'customer';
            const auth = input.auth && initiator === 'customer';
            onChange({ ...choice, input, initiator, transactionType: auth ? choice.transactionType : 'SALE' });
          }}>
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {inputs
                .filter((input) => input.group === group)
                .map((input) => (
                  <option key={inputKey(input)} value={inputKey(input)}>
                    {input.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <RadioGroup
        legend="Who starts the payment"
        name="outcome-initiator"
        options={initiators}
        label={(initiator) => initiatorLabels[initiator]}
        checked={choice.initiator}
        disabled={(initiator) => initiator === 'merchant' && !choice.input.withoutCustomer}
        onPick={(initiator) =>
          onChange({
            ...choice,
            initiator,
            transactionType: initiator === 'merchant' ? 'SALE' : choice.transactionType,
          })
        }>
        {!choice.input.withoutCustomer && (
          <p className={styles.hint}>
            Only a card saved by a payment that succeeded can be charged without the customer.
          </p>
        )}
      </RadioGroup>
      <RadioGroup
        legend="Transaction type"
        name="outcome-type"
        options={transactionTypes}
        label={(type) => <code>{type}</code>}
        checked={choice.transactionType}
        disabled={(type) => type === 'AUTH' && !authAllowed}
        onPick={(type) => onChange({ ...choice, transactionType: type })}>
        {!choice.input.auth && <p className={styles.hint}>Only cards can be authorized now and captured later.</p>}
        {choice.input.auth && merchant && (
          <p className={styles.hint}>A charge without the customer is captured at once.</p>
        )}
      </RadioGroup>
      <RadioGroup
        legend="Then your server"
        name="outcome-action"
        options={followUps}
        label={(followUp) => followUpLabels[followUp]}
        checked={choice.followUp}
        onPick={(followUp) => onChange({ ...choice, followUp })}
      />
    </form>
  );
}

/** One picker: a fieldset of radio buttons, one per option, with hints below them. */
function RadioGroup<T extends string>({
  legend,
  name,
  options,
  label,
  checked,
  disabled = () => false,
  onPick,
  children,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  label: (option: T) => ReactNode;
  checked: T;
  disabled?: (option: T) => boolean;
  onPick: (option: T) => void;
  children?: ReactNode;
}): ReactNode {
  return (
    <fieldset className={styles.field}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={checked === option}
            disabled={disabled(option)}
            onChange={() => onPick(option)}
          />{' '}
          {label(option)}
        </label>
      ))}
      {children}
    </fieldset>
  );
}

/** A closed `<details>`: its content is in the page (find-in-page, readers without JavaScript), shown once opened. */
function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }): ReactNode {
  return (
    <details className={styles.delivery}>
      <summary>{summary}</summary>
      <div>{children}</div>
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

type Play = (search: string) => Shown;

export default function OutcomeExplorer({ seed }: { seed: ExplorerSeed }): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The build knows no query string: it renders the default, and the browser reads the URL after hydration.
  const [search, setSearch] = useState('');
  useEffect(() => setSearch(location.search), [location.search]);
  const [play, setPlay] = useState<Play>();
  useEffect(() => {
    if (search && !play) void loadPlayer().then((player) => setPlay(() => player.play));
  }, [search, play]);
  const shown = useMemo(() => (search && play ? play(search) : seed.shown), [search, play, seed]);
  // What the reader just picked, shown by the pickers until its story is played.
  const [picked, setPicked] = useState<Picked>();
  useEffect(() => setPicked(undefined), [shown]);
  const update = (next: Picked): void => {
    setPicked(next);
    history.replace({ search: choiceToSearch(next), hash: location.hash });
  };
  const { choice, outcome, problems } = shown;
  return (
    <div className={styles.explorer}>
      <Pickers inputs={seed.inputs} choice={picked ?? choice} onChange={update} />
      {problems.length > 0 && (
        <p className={styles.problem} role="status">
          This link asks for something the explorer does not have ({problems.join('; ')}), so it shows the closest
          choice instead.
        </p>
      )}
      <section aria-labelledby="the-outcome" aria-busy={Boolean(search) && !play} key={choiceToSearch(choice)}>
        <Heading as="h2" id="the-outcome">
          {explorerHeadings.outcome}
        </Heading>
        <p>
          <Inline text={choice.input.outcome} />
        </p>
        <Story outcome={outcome} />
      </section>
    </div>
  );
}
