/**
 * Eject of `@theme/ApiExplorer/MethodEndpoint` (docusaurus-theme-openapi-docs 5.2.0): the method badge
 * and path at the top of every REST operation page.
 *
 * Why: upstream wraps them in a `<pre>` holding an `<h2>`, which is invalid HTML (headings are not
 * phrasing content) and puts the page's first section heading inside preformatted text for screen
 * readers. The same markup and class names in a `<div>` (upstream's CSS still applies; `pre`'s own
 * look comes from `styles.module.css`). The badge colours meet 4.5:1 through the tokens in
 * `src/css/custom.css` (`.openapi__method-endpoint .badge--…`). Changes are marked `// CUSTOM:`.
 */
import React, { type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Heading from '@theme/Heading';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import styles from './styles.module.css';

interface Props {
  method: string;
  path: string;
  context?: string;
}

interface ServerValue {
  url: string;
  variables?: Record<string, { default?: string }>;
}

function colorForMethod(method: string): string | undefined {
  switch (method.toLowerCase()) {
    case 'get':
      return 'primary';
    case 'post':
      return 'success';
    case 'delete':
      return 'danger';
    case 'put':
      return 'info';
    case 'patch':
      return 'warning';
    case 'head':
    case 'event':
      return 'secondary';
    default:
      return undefined;
  }
}

/** `/payments/{id}` as upstream shows it: `/payments/:id`. */
function displayPath(path: string): string {
  return path.replace(/{([a-z0-9-_]+)}/gi, ':$1');
}

// CUSTOM: one layout for the build and the browser, in a <div> instead of a <pre>.
function Endpoint({ method, children }: { method: string; children?: ReactNode }): ReactNode {
  return (
    <>
      <div className={`openapi__method-endpoint ${styles.endpoint}`}>
        <span className={`badge badge--${colorForMethod(method)}`}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {children}
      </div>
      <div className="openapi__divider" />
    </>
  );
}

function ServerUrl({ context }: { context?: string }): ReactNode {
  const serverValue = useTypedSelector((state: { server: { value?: ServerValue } }) => state.server.value);
  if (context === 'callback' || !serverValue) return null;
  let url = serverValue.url;
  if (serverValue.variables) {
    url = url.replace(/\/$/, '');
    for (const [name, variable] of Object.entries(serverValue.variables)) {
      url = url.replace(`{${name}}`, variable.default ?? '');
    }
  }
  return <BrowserOnly>{() => url}</BrowserOnly>;
}

export default function MethodEndpoint({ method, path, context }: Props): ReactNode {
  // During the build there is no Redux store (upstream's comment: useSelector outside a Provider).
  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <Endpoint method={method}>
        {method !== 'event' && (
          <Heading as="h2" className="openapi__method-endpoint-path">
            {displayPath(path)}
          </Heading>
        )}
      </Endpoint>
    );
  }
  return (
    <Endpoint method={method}>
      {method !== 'event' && (
        <Heading as="h2" className="openapi__method-endpoint-path">
          <ServerUrl context={context} />
          {displayPath(path)}
        </Heading>
      )}
    </Endpoint>
  );
}
