/**
 * Eject of docusaurus-theme-openapi-docs 5.2.0 `ApiItem` (lib/theme/ApiItem/index.tsx).
 *
 * Why: upstream `require`s the whole API explorer at module level, so its code generators
 * (postman-code-generators, postman-collection, react-live: ~1.6 MB gzip) loaded on every page
 * of the REST instance, schema pages included. Here operation pages render request samples
 * built from the operation itself (server-rendered, a few KB), and the explorer is a separate
 * chunk fetched only when the reader asks to customise the request.
 * Changes are marked CUSTOM.
 */
import React, { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { DocProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import { createAuth } from '@theme/ApiExplorer/Authorization/slice';
import { createPersistenceMiddleware } from '@theme/ApiExplorer/persistenceMiddleware';
import { createStorage } from '@theme/ApiExplorer/storage-utils';
import DocItemLayout from '@theme/ApiItem/Layout';
import { createStoreWithoutState, createStoreWithState } from '@theme/ApiItem/store';
import CodeBlock from '@theme/CodeBlock';
import type { Props } from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import { SchemaExpansionProvider } from '@theme/SchemaExpansion';
import SkeletonLoader from '@theme/SkeletonLoader';
import clsx from 'clsx';
import { ungzip } from 'pako';
import { Provider } from 'react-redux';
// CUSTOM: static request samples instead of the explorer by default.
import RequestSamples from '@site/src/components/RequestSamples';
import type { SampleOperation } from '@site/src/components/RequestSamples/samples';
// CUSTOM: each error the operation returns, linked to the errors reference (/errors/).
import OperationErrors from '@site/src/components/OperationErrors';
import styles from './styles.module.css';

// CUSTOM: a lazy chunk instead of a module-level require (see the header).
const ApiExplorer = lazy(() => import('@theme/ApiExplorer'));

/** The operation object the generator stores (gzip + base64) in the `api` front matter. */
interface ApiOperation extends SampleOperation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown;
  securitySchemes?: unknown;
}

interface ParameterState {
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { default?: unknown; example?: unknown };
}

interface ApiFrontMatter {
  api?: string;
  schema?: boolean;
  sample?: unknown;
  title?: string;
  info_path?: string;
}

function base64ToUint8Array(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function decodeApi(encoded: string | undefined): ApiOperation | undefined {
  if (!encoded) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(ungzip(base64ToUint8Array(encoded)))) as ApiOperation;
  } catch {
    return undefined;
  }
}

// Upstream's store set-up, unchanged except that it runs once per page (CUSTOM: memoised) and
// (CUSTOM) decides on `window`, not `useIsBrowser()`: that flag flips after hydration, which made a
// new store and re-rendered the whole page synchronously (~0.9 s of main thread on a phone).
function useExplorerStore(api: ApiOperation | undefined) {
  const { siteConfig } = useDocusaurusContext();
  const options = (siteConfig.themeConfig as { api?: { authPersistence?: string } }).api;
  const isBrowser = typeof window !== 'undefined';
  return useMemo(() => {
    const persistenceMiddleware = createPersistenceMiddleware(options);
    if (!isBrowser) return createStoreWithoutState({}, [persistenceMiddleware]);
    const accept = Object.entries(api?.responses ?? {})
      .filter(([code]) => /(20[0-9]|2[1-9][0-9])/.test(code))
      .flatMap(([, response]) => Object.keys(response.content ?? {}));
    const contentTypes = Object.keys(api?.requestBody?.content ?? {});
    const params: Record<ParameterState['in'], unknown[]> = { path: [], query: [], header: [], cookie: [] };
    for (const param of (api?.parameters ?? []) as ParameterState[]) {
      const firstNamedExample = param.examples ? Object.values(param.examples)[0]?.value : undefined;
      const prefill = param.schema?.default ?? param.example ?? param.schema?.example ?? firstNamedExample;
      params[param.in].push(prefill !== undefined ? { ...param, value: prefill } : param);
    }
    const auth = createAuth({ security: api?.security, securitySchemes: api?.securitySchemes, options });
    const storage = createStorage(options?.authPersistence === 'localStorage' ? 'localStorage' : 'sessionStorage');
    const server = storage.getItem('server');
    const serverObject = server ? (JSON.parse(server) as { url?: string }) : undefined;
    return createStoreWithState(
      {
        accept: { value: accept[0], options: accept },
        contentType: { value: contentTypes[0], options: contentTypes },
        server: { value: serverObject?.url ? serverObject : undefined, options: api?.servers ?? [] },
        response: { value: undefined },
        body: { type: 'empty' },
        params,
        auth,
        schemaSelection: { selections: {} },
        encodingSelection: {},
      },
      [persistenceMiddleware],
    );
  }, [api, isBrowser, options]);
}

// CUSTOM: the right-hand panel of an operation page.
function OperationPanel({ api, infoPath }: { api: ApiOperation; infoPath?: string }): ReactNode {
  const [explorerOpen, setExplorerOpen] = useState(false);
  const explorerRef = useRef<HTMLDivElement>(null);
  if (!explorerOpen) {
    return (
      <>
        <RequestSamples operation={api} />
        <button
          type="button"
          className={clsx('button button--secondary button--block', styles.customise)}
          onClick={() => {
            setExplorerOpen(true);
            // Move focus to the explorer once it is there, so keyboard readers land in it.
            requestAnimationFrame(() => explorerRef.current?.focus());
          }}>
          <Translate
            id="pagora.apiItem.customise"
            description="Button that opens the request builder of a REST operation">
            Customise the request
          </Translate>
        </button>
      </>
    );
  }
  return (
    <div
      ref={explorerRef}
      tabIndex={-1}
      role="region"
      aria-label="Request builder"
      className={styles.explorer}
      data-testid="request-builder">
      <Suspense fallback={<SkeletonLoader size="lg" />}>
        <ApiExplorer item={api} infoPath={infoPath} />
      </Suspense>
    </div>
  );
}

export default function ApiItem(props: Props): ReactNode {
  const docHtmlClassName = `docs-doc-id-${props.content.metadata.id}`;
  const MDXComponent = props.content;
  const frontMatter = MDXComponent.frontMatter as ApiFrontMatter;
  const { info_path: infoPath, schema, sample } = frontMatter;
  const api = useMemo(() => decodeApi(frontMatter.api), [frontMatter.api]);
  const store = useExplorerStore(api);

  if (api) {
    return (
      <DocProvider content={props.content}>
        <HtmlClassNameProvider className={docHtmlClassName}>
          <DocItemMetadata />
          <DocItemLayout>
            <Provider store={store}>
              <SchemaExpansionProvider>
                <div className={clsx('row', 'theme-api-markdown')}>
                  <div className="col col--7 openapi-left-panel__container">
                    <MDXComponent />
                    {/* CUSTOM: links to the errors reference for the errors this operation returns. */}
                    <OperationErrors responses={api.responses} />
                  </div>
                  <div className="col col--5 openapi-right-panel__container">
                    <OperationPanel api={api} infoPath={infoPath} />
                  </div>
                </div>
              </SchemaExpansionProvider>
            </Provider>
          </DocItemLayout>
        </HtmlClassNameProvider>
      </DocProvider>
    );
  }
  if (schema) {
    return (
      <DocProvider content={props.content}>
        <HtmlClassNameProvider className={docHtmlClassName}>
          <DocItemMetadata />
          <DocItemLayout>
            <SchemaExpansionProvider>
              <div className={clsx('row', 'theme-api-markdown')}>
                <div className="col col--7 openapi-left-panel__container schema">
                  <MDXComponent />
                </div>
                <div className="col col--5 openapi-right-panel__container">
                  <CodeBlock language="json" title={`${frontMatter.title}`}>
                    {JSON.stringify(sample, null, 2)}
                  </CodeBlock>
                </div>
              </div>
            </SchemaExpansionProvider>
          </DocItemLayout>
        </HtmlClassNameProvider>
      </DocProvider>
    );
  }
  // Non-API docs (the hand-written landing page)
  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={docHtmlClassName}>
        <DocItemMetadata />
        <DocItemLayout>
          <div className="row">
            <div className="col col--12 markdown">
              <MDXComponent />
            </div>
          </div>
        </DocItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
