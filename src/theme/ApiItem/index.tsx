// CUSTOM: ejected copy of docusaurus-theme-openapi-docs 5.2.0 `src/theme/ApiItem/index.tsx` (every page
// of the REST instance). Byte-identical to it outside the CUSTOM blocks (tests/unit/ejected-copies.test.ts);
// not formatted by Prettier. Why:
// - upstream `require`s the whole API explorer at module level (postman-code-generators,
//   postman-collection, react-live: ~1.6 MB gzip on every REST page, schema pages included). Operation
//   pages show request samples instead, and the explorer is a lazy chunk loaded by "Customise the
//   request" (./OperationPanel.tsx);
// - the page no longer decodes the whole operation from its front matter: plugins/rest-docs leaves
//   `api: true` there and gives the MDX module what the page shows (`operationPage`, see
//   ./operationPage.ts: request samples, errors, the explorer store's seed) and `loadOperation` (a
//   lazy chunk of the operation, for the explorer), so neither the operation (~30 KB gzip) nor pako is
//   in the page's JavaScript;
// - an "Errors" section lists each error status the operation returns, linked to /errors/;
// - the explorer store is built once per page and decided on `window`, not `useIsBrowser()`
//   (./explorerStore.ts): that flag flips after hydration, which made a new store and re-rendered the
//   whole page synchronously (~0.9 s of main thread on a phone).
// CUSTOM END
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React from "react";

// CUSTOM: no BrowserOnly/ExecutionEnvironment: the explorer is a lazy chunk (./OperationPanel.tsx).
// CUSTOM END
import { DocProvider } from "@docusaurus/plugin-content-docs/client";
import { HtmlClassNameProvider } from "@docusaurus/theme-common";
// CUSTOM: the store set-up moved to ./explorerStore.ts (memoised, decided on `window`).
// CUSTOM END
import DocItemLayout from "@theme/ApiItem/Layout";
import CodeBlock from "@theme/CodeBlock";
import type { Props } from "@theme/DocItem";
import DocItemMetadata from "@theme/DocItem/Metadata";
import { SchemaExpansionProvider } from "@theme/SchemaExpansion";
// CUSTOM: the skeleton is shown by ./OperationPanel.tsx while the explorer chunk loads.
// CUSTOM END
import clsx from "clsx";
import type {
  ParameterObject,
  ServerObject,
} from "docusaurus-plugin-openapi-docs/src/openapi/types";
import type { ApiItem as ApiItemType } from "docusaurus-plugin-openapi-docs/src/types";
import type {
  DocFrontMatter,
  ThemeConfig,
} from "docusaurus-theme-openapi-docs/src/types";
// CUSTOM: nothing to decompress (see the header). react-redux's CommonJS build, the one the OpenAPI
// theme's own modules `require` (its hooks): `import` resolves to the package's ES build, which put a
// second copy of react-redux on every REST page.
import type { Provider as ReduxProvider } from "react-redux";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Provider } = require("react-redux") as { Provider: typeof ReduxProvider };
// CUSTOM END

// CUSTOM: our parts of the page, each in a typed module (see the header).
import OperationErrors from "@site/src/components/OperationErrors";

import { useExplorerStore } from "./explorerStore";
import { isOperationPage, type OperationPage } from "./operationPage";
import OperationPanel, { type LoadOperation } from "./OperationPanel";
// CUSTOM END

// CUSTOM: `api` is `true` on operation pages (plugins/rest-docs moves the operation out).
interface ApiFrontMatter extends DocFrontMatter {
  readonly api?: boolean;
}
// CUSTOM END

interface SchemaFrontMatter extends DocFrontMatter {
  readonly schema?: boolean;
}

interface SampleFrontMatter extends DocFrontMatter {
  readonly sample?: any;
}

// CUSTOM: no base64 or gzip decoding: the exports plugins/rest-docs adds to each operation page's MDX
// module. The build fails (server rendering throws) on an operation page without them.
interface OperationContent {
  readonly operationPage?: unknown;
  readonly loadOperation?: LoadOperation;
}

function operationExports(
  content: OperationContent,
  source: string
): { page: OperationPage; loadOperation: LoadOperation } {
  const { operationPage: page, loadOperation } = content;
  if (!isOperationPage(page) || !loadOperation) {
    throw new Error(
      `${source}: an operation page (\`api\` in its front matter) without the \`operationPage\` and \`loadOperation\` exports of plugins/rest-docs (is the page in the REST docs instance?)`
    );
  }
  return { page, loadOperation };
}
// CUSTOM END
// @ts-ignore
export default function ApiItem(props: Props): JSX.Element {
  const docHtmlClassName = `docs-doc-id-${props.content.metadata.id}`;
  const MDXComponent = props.content;
  const { frontMatter } = MDXComponent;
  const { info_path: infoPath } = frontMatter as DocFrontMatter;
  // CUSTOM: built at build time, with the operation's loader (see the header).
  const api = (frontMatter as ApiFrontMatter).api
    ? operationExports(MDXComponent as unknown as OperationContent, props.content.metadata.source)
    : undefined;
  // CUSTOM END
  const { schema } = frontMatter as SchemaFrontMatter;
  const { sample } = frontMatter as SampleFrontMatter;
  // CUSTOM: upstream decodes here and builds a new store on every render.
  const store2 = useExplorerStore(api?.page.explorer);
  // CUSTOM END

  if (api) {
    return (
      <DocProvider content={props.content}>
        <HtmlClassNameProvider className={docHtmlClassName}>
          <DocItemMetadata />
          <DocItemLayout>
            <Provider store={store2}>
              <SchemaExpansionProvider>
                <div className={clsx("row", "theme-api-markdown")}>
                  <div className="col col--7 openapi-left-panel__container">
                    <MDXComponent />
                    {/* CUSTOM: the errors this operation returns, linked to the errors reference. */}
                    <OperationErrors errors={api.page.errors} />
                    {/* CUSTOM END */}
                  </div>
                  <div className="col col--5 openapi-right-panel__container">
                    {/* CUSTOM: request samples; the explorer loads on "Customise the request". */}
                    <OperationPanel samples={api.page.samples} loadOperation={api.loadOperation} infoPath={infoPath} />
                    {/* CUSTOM END */}
                  </div>
                </div>
              </SchemaExpansionProvider>
            </Provider>
          </DocItemLayout>
        </HtmlClassNameProvider>
      </DocProvider>
    );
  } else if (schema) {
    return (
      <DocProvider content={props.content}>
        <HtmlClassNameProvider className={docHtmlClassName}>
          <DocItemMetadata />
          <DocItemLayout>
            <SchemaExpansionProvider>
              <div className={clsx("row", "theme-api-markdown")}>
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

  // Non-API docs
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
