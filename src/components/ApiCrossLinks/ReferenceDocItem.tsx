/**
 * The doc page of the REST and GraphQL references (their docs instances' `docItemComponent`, a
 * documented option of plugin-content-docs): Docusaurus's own DocItem, given what the page shows
 * under its breadcrumbs: its counterparts in the other API (`ApiCrossLinks`) and its latest
 * changelog entry (`ChangedOnBadge`, data from plugins/changelog).
 */
import type { ComponentProps, ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import DocItem from '@theme/DocItem';
import changedOn from '@pagora/changed-on';
import { crossLinksByRoute } from '@site/config/api-crosslinks';
import { normalizeRoute } from '../../../shared/page-routes';
import { ReferencePageContext } from '.';

const linksByRoute = crossLinksByRoute();

export default function ReferenceDocItem(props: ComponentProps<typeof DocItem>): ReactNode {
  const route = normalizeRoute(useLocation().pathname);
  return (
    <ReferencePageContext.Provider value={{ crossLinks: linksByRoute.get(route), changedOn: changedOn[route] }}>
      <DocItem {...props} />
    </ReferencePageContext.Provider>
  );
}
