// CUSTOM: ejected copy of docusaurus-theme-openapi-docs 5.2.0 `src/theme/ApiItem/index.tsx` (every page
// of the REST instance). Byte-identical to it outside the CUSTOM blocks (tests/unit/ejected-copies.test.ts);
// not formatted by Prettier. Why:
// - upstream `require`s the whole API explorer at module level (postman-code-generators,
//   postman-collection, react-live: ~1.6 MB gzip on every REST page, schema pages included). Operation
//   pages show request samples built from the operation instead (server-rendered), and the explorer is
//   a lazy chunk loaded by "Customise the request" (./OperationPanel.tsx);
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
import { ungzip } from "pako";
import { Provider } from "react-redux";

// CUSTOM: our parts of the page, each in a typed module (see the header).
import OperationErrors from "@site/src/components/OperationErrors";

import { useExplorerStore } from "./explorerStore";
import OperationPanel from "./OperationPanel";
// CUSTOM END

interface ApiFrontMatter extends DocFrontMatter {
  readonly api?: ApiItemType;
}

interface SchemaFrontMatter extends DocFrontMatter {
  readonly schema?: boolean;
}

interface SampleFrontMatter extends DocFrontMatter {
  readonly sample?: any;
}

function base64ToUint8Array(base64: string) {
  const binary = atob(base64);
  const len = binary.length;
  const bytes = new Uint8Array(len);
  for (let i = 0; i < len; i++) {
    bytes[i] = binary.charCodeAt(i);
  }
  return bytes;
}

// CUSTOM: upstream's decoding as a function; undefined when the front matter does not decode.
function decodeApi(encoded: ApiItemType | undefined): ApiItemType | undefined {
  if (!encoded) return undefined;
  try {
    return JSON.parse(
      new TextDecoder().decode(ungzip(base64ToUint8Array(encoded as unknown as string)))
    );
  } catch {
    return undefined;
  }
}
// CUSTOM END
// @ts-ignore
export default function ApiItem(props: Props): JSX.Element {
  const docHtmlClassName = `docs-doc-id-${props.content.metadata.id}`;
  const MDXComponent = props.content;
  const { frontMatter } = MDXComponent;
  const { info_path: infoPath } = frontMatter as DocFrontMatter;
  // CUSTOM: decoded once per page (the explorer store is memoised on it), not on every render.
  const api = React.useMemo(
    () => decodeApi((frontMatter as ApiFrontMatter).api),
    [frontMatter]
  );
  // CUSTOM END
  const { schema } = frontMatter as SchemaFrontMatter;
  const { sample } = frontMatter as SampleFrontMatter;
  // CUSTOM: upstream decodes here and builds a new store on every render.
  const store2 = useExplorerStore(api);
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
                    <OperationErrors responses={api.responses} />
                    {/* CUSTOM END */}
                  </div>
                  <div className="col col--5 openapi-right-panel__container">
                    {/* CUSTOM: request samples; the explorer loads on "Customise the request". */}
                    <OperationPanel api={api} infoPath={infoPath} />
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
