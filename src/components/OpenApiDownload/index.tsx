import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DownloadButton from '@site/src/components/DownloadButton';

/**
 * The "Download the OpenAPI document" button of the REST reference. Points at this site's copy
 * (/api/v1/openapi.json, written by `npm run gen`) unless OPENAPI_DOWNLOAD_HOST was set at build time.
 */
export default function OpenApiDownload(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const configured = siteConfig.customFields?.openapiDownloadUrl;
  const href = typeof configured === 'string' && configured.startsWith('http') ? configured : '/api/v1/openapi.json';
  return (
    <DownloadButton href={href} fileName="pagora-openapi.json">
      Download the OpenAPI document
    </DownloadButton>
  );
}
