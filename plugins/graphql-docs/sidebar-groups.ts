/**
 * The GraphQL reference's sidebar with its long categories cut into alphabetical groups of at most
 * `MAX_GROUP_SIZE` pages ("AccountEvent – ChargeEvent"), collapsed except the one holding the
 * current page.
 *
 * Why: every page of the reference renders its own category in full. With one flat "Objects"
 * category, each object page carried every object's link, so a page grew with the schema and the
 * whole reference grew with its square (`npm run bench -- --scale 4`: a type page 112 → 198 KB of
 * HTML, 156 → 507 sidebar links; every postBuild step reads all of it). In groups, a page carries
 * its group's links and one row per other group.
 */
import type { PluginOptions } from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = NonNullable<PluginOptions['sidebarItemsGenerator']>;
type GeneratorArgs = Parameters<SidebarItemsGeneratorOption>[0];
type SidebarItem = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];

/** Large enough that most categories of today's schema stay whole, small enough to bound a page. */
export const MAX_GROUP_SIZE = 40;

const isDoc = (item: SidebarItem): item is Extract<SidebarItem, { id: string }> => item.type === 'doc';

/** `items` with every category of more than `max` pages (all of them docs) split into groups of up to `max`, labelled by their first and last page. */
export function inAlphabeticalGroups(
  items: readonly SidebarItem[],
  titleOf: (docId: string) => string,
  max: number = MAX_GROUP_SIZE,
): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const children = inAlphabeticalGroups(item.items, titleOf, max);
    if (children.length <= max || !children.every(isDoc)) return { ...item, items: children };
    // Even groups (43 pages in 40s would leave a group of 3): as many groups as needed, sizes within one of each other.
    const groupCount = Math.ceil(children.length / max);
    const size = Math.ceil(children.length / groupCount);
    const groups: SidebarItem[] = [];
    for (let start = 0; start < children.length; start += size) {
      const docs = children.slice(start, start + size);
      const label = `${titleOf(docs[0]!.id)} – ${titleOf(docs.at(-1)!.id)}`;
      groups.push({ type: 'category', label, items: docs, collapsible: true, collapsed: true });
    }
    return { ...item, items: groups };
  });
}

/** The docs plugin's `sidebarItemsGenerator` option: the default generator, then the groups. */
export const groupedSidebarItems: SidebarItemsGeneratorOption = async ({ defaultSidebarItemsGenerator, ...args }) => {
  const titles = new Map(args.docs.map((doc) => [doc.id, doc.title]));
  const items = await defaultSidebarItemsGenerator(args as GeneratorArgs);
  return inAlphabeticalGroups(items, (id) => titles.get(id) ?? id);
};
