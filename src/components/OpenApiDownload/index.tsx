import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * The "Download the OpenAPI document" button of the REST reference. Points at this site's copy
 * (/api/v1/openapi.json, written by `npm run gen`) unless OPENAPI_DOWNLOAD_HOST was set at build time.
 */
export default function OpenApiDownload(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const configured = siteConfig.customFields?.openapiDownloadUrl;
  const local = useBaseUrl('/api/v1/openapi.json');
  const href = typeof configured === 'string' && configured.startsWith('http') ? configured : local;
  return (
    // A file download, not a page: <Link> would route it through the SPA router.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a className="button button--primary" href={href} download="pagora-openapi.json">
      Download the OpenAPI document
    </a>
  );
}
