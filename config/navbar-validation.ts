/**
 * Build-time checks of `themeConfig.navbar.items`, run when config/navbar.ts is loaded, so a bad
 * item stops `docusaurus build`/`start` with a message that names it. Docusaurus 3.10.2 itself:
 * - rejects unknown types in its theme-config schema ("Bad navbar item type …"), but accepts any
 *   `custom-*` type and only fails while rendering ("No NavbarItem component found for type …",
 *   without the item's label);
 * - rejects an empty version name in `docsVersionDropdown.versions`, but an unknown version name
 *   only fails while rendering every page ("No docs version exist for name …").
 * Both are caught here, before the build starts. Unit tested in tests/unit/theme-navbar-items.test.ts.
 */

/**
 * Types that have a component: the keys of @docusaurus/theme-classic 3.10.2
 * `NavbarItem/ComponentTypes` (the unit test compares them with the installed theme).
 * A `custom-*` type needs a swizzled `src/theme/NavbarItem/ComponentTypes` and an entry here.
 */
export const navbarItemComponentTypes: readonly string[] = [
  'default',
  'localeDropdown',
  'search',
  'dropdown',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
];

/** The fields of a navbar item these checks read. */
export interface NavbarItemLike {
  readonly type?: string;
  readonly label?: string;
  readonly html?: string;
  readonly to?: string;
  readonly href?: string;
  readonly items?: readonly NavbarItemLike[];
  readonly docsPluginId?: string;
  readonly versions?: readonly string[] | Readonly<Record<string, unknown>>;
}

export interface NavbarValidationOptions {
  /** Types that have a component (default: {@link navbarItemComponentTypes}). */
  readonly componentTypes?: readonly string[];
  /** Docs plugin id → its version names (`current` and those of its versions file). */
  readonly docsVersions: Readonly<Record<string, readonly string[]>>;
}

/** How Docusaurus's `NavbarItem` picks the component: no type (or "default") with `items` is a dropdown. */
function componentType(item: NavbarItemLike): string {
  if (!item.type || item.type === 'default') {
    return item.items ? 'dropdown' : 'default';
  }
  return item.type;
}

/** A name for messages: the label, else what identifies the item. */
function itemName(item: NavbarItemLike, position: string): string {
  return item.label ?? item.html ?? item.to ?? item.href ?? `${item.type ?? 'default'} item at ${position}`;
}

function checkItem(item: NavbarItemLike, position: string, options: NavbarValidationOptions): void {
  const componentTypes = options.componentTypes ?? navbarItemComponentTypes;
  const type = componentType(item);
  const name = itemName(item, position);
  if (!componentTypes.includes(type)) {
    throw new Error(
      `Navbar item "${name}" has type "${type}", which has no component. Known types: ${componentTypes.join(', ')}.`,
    );
  }
  if (type === 'docsVersionDropdown') {
    const pluginId = item.docsPluginId ?? 'default';
    const known = options.docsVersions[pluginId];
    if (!known) {
      throw new Error(
        `Navbar item "${name}" (docsVersionDropdown) refers to docs plugin "${pluginId}", which does not exist. Docs plugins: ${Object.keys(options.docsVersions).join(', ')}.`,
      );
    }
    const listed = Array.isArray(item.versions) ? item.versions : Object.keys(item.versions ?? {});
    for (const version of listed) {
      if (!known.includes(version)) {
        throw new Error(
          `Navbar item "${name}" (docsVersionDropdown) lists version "${version}", which is not a docs version of plugin "${pluginId}". Versions: ${known.join(', ')}.`,
        );
      }
    }
  }
  item.items?.forEach((child, index) => checkItem(child, `${position}.items[${index}]`, options));
}

/** Throws on the first navbar item that cannot render (see the module comment). */
export function validateNavbarItems(items: readonly NavbarItemLike[], options: NavbarValidationOptions): void {
  items.forEach((item, index) => checkItem(item, `navbar.items[${index}]`, options));
}
