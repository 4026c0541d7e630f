import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * A button that downloads a file this site publishes (an API description), under `fileName`.
 * `href` is a site path (`/api/v1/openapi.json`) or an absolute URL.
 */
export default function DownloadButton({
  href,
  fileName,
  children,
}: {
  href: string;
  fileName: string;
  children: ReactNode;
}): ReactNode {
  const url = useBaseUrl(href);
  return (
    // A file download, not a page: <Link> would route it through the SPA router.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a className="button button--primary" href={url} download={fileName}>
      {children}
    </a>
  );
}
