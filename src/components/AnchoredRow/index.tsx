import React, { type ComponentProps, type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * A table row of an MDX page. A row with an id is a link target (the errors reference's codes, written
 * by plugins/facts-at-build): its id is given to the build's broken-anchor check, as headings' are.
 */
export default function AnchoredRow(props: ComponentProps<'tr'>): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (props.id) brokenLinks.collectAnchor(props.id);
  return <tr {...props} />;
}
