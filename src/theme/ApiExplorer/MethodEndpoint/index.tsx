// CUSTOM: ejected copy of docusaurus-theme-openapi-docs 5.2.0 `src/theme/ApiExplorer/MethodEndpoint/index.tsx`
// (the method badge and path at the top of every REST operation page). Byte-identical to it outside
// the CUSTOM blocks (tests/unit/ejected-copies.test.ts); not formatted by Prettier.
// Why: upstream wraps them in a `<pre>` holding an `<h2>`, which is invalid HTML (headings are not
// phrasing content) and puts the page's first section heading inside preformatted text for screen
// readers. The same markup and class names in a `<div>` (upstream's CSS still applies; `pre`'s own
// look comes from `styles.module.css`). The badge colours meet 4.5:1 through the tokens in
// `src/css/custom.css` (`.openapi__method-endpoint .badge--…`). `useTypedSelector` is typed in
// `openapi-hooks.d.ts`.
// CUSTOM END
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React from "react";

import BrowserOnly from "@docusaurus/BrowserOnly";
import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";
import { useTypedSelector } from "@theme/ApiItem/hooks";
// CUSTOM: the endpoint line in a <div>, the path in the theme's Heading.
import Heading from "@theme/Heading";
import styles from "./styles.module.css";

function Endpoint({
  method,
  children,
}: {
  method: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      <div className={`openapi__method-endpoint ${styles.endpoint}`}>
        <span className={"badge badge--" + colorForMethod(method)}>
          {method === "event" ? "Webhook" : method.toUpperCase()}
        </span>{" "}
        {children}
      </div>
      <div className="openapi__divider" />
    </>
  );
}
// CUSTOM END

function colorForMethod(method: string) {
  switch (method.toLowerCase()) {
    case "get":
      return "primary";
    case "post":
      return "success";
    case "delete":
      return "danger";
    case "put":
      return "info";
    case "patch":
      return "warning";
    case "head":
      return "secondary";
    case "event":
      return "secondary";
    default:
      return undefined;
  }
}

export interface Props {
  method: string;
  path: string;
  context?: "endpoint" | "callback";
}

function MethodEndpoint({ method, path, context }: Props) {
  // During SSR, render without Redux store access to avoid "Cannot read properties
  // of null (reading 'store')" errors caused by useSelector running outside a Provider.
  if (!ExecutionEnvironment.canUseDOM) {
    // CUSTOM: a <div> instead of a <pre>, the theme's Heading instead of a bare <h2>.
    return (
      <Endpoint method={method}>
        {method !== "event" && (
          <Heading as="h2" className="openapi__method-endpoint-path">
            {`${path.replace(/{([a-z0-9-_]+)}/gi, ":$1")}`}
          </Heading>
        )}
      </Endpoint>
    );
    // CUSTOM END
  }

  let serverValue = useTypedSelector((state: any) => state.server.value);
  let serverUrlWithVariables = "";

  const renderServerUrl = () => {
    if (context === "callback") {
      return "";
    }

    if (serverValue && serverValue.variables) {
      serverUrlWithVariables = serverValue.url.replace(/\/$/, "");

      Object.keys(serverValue.variables).forEach((variable) => {
        serverUrlWithVariables = serverUrlWithVariables.replace(
          `{${variable}}`,
          serverValue.variables?.[variable].default ?? ""
        );
      });
    }

    return (
      <BrowserOnly>
        {() => {
          if (serverUrlWithVariables.length) {
            return serverUrlWithVariables;
          } else if (serverValue && serverValue.url) {
            return serverValue.url;
          }
        }}
      </BrowserOnly>
    );
  };

  // CUSTOM: a <div> instead of a <pre>, the theme's Heading instead of a bare <h2>.
  return (
    <Endpoint method={method}>
      {method !== "event" && (
        <Heading as="h2" className="openapi__method-endpoint-path">
          {renderServerUrl()}
          {`${path.replace(/{([a-z0-9-_]+)}/gi, ":$1")}`}
        </Heading>
      )}
    </Endpoint>
  );
  // CUSTOM END
}

export default MethodEndpoint;
