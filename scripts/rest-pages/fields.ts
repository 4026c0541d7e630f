/**
 * The MDX of a field tree (shared/rest-model/fields.ts): one `<Field>` per row (its anchor, name,
 * type linked to its schema's page, "required"), its description, values and facts as Markdown, and
 * its own fields inside a collapsed `<details>` (the theme's Details, which a link to a nested row
 * opens: src/linkedTarget).
 *
 * Each row is written in full once per page: a row that says again what one above it said (the same
 * name, type, description, values and fields, wherever it sits: the error body's `code` in each error
 * tab, an address under billing and shipping) keeps its anchor, name and type, and points at the
 * first instead (`seeAt`). Those repeats were 70% of the operation pages' MDX and most of their
 * elements; the search records and Markdown copies, made from the tree, still carry every field.
 */
import { createHash } from 'node:crypto';
import { restSchemaRoute } from '../../config/api-crosslinks';
import type { FieldNode, FieldVariant } from '../../shared/rest-model/fields';
import { attribute, blocks, details, element, inlineCode, mdxText } from './mdx';

/** What a row says, wherever it sits: ids and paths left out, nested rows by their own signature. */
const signatures = new WeakMap<FieldNode, string>();
function signature(field: FieldNode): string {
  let known = signatures.get(field);
  if (known === undefined) {
    const { name, type, schemaName, required, deprecated, description, values, facts, cut } = field;
    const variants = field.variants.map((variant) => [
      variant.key,
      variant.title,
      variant.schemaName,
      variant.description,
      variant.fields.map(signature),
    ]);
    const said = [name, type, schemaName, required, deprecated, description, values, facts, cut];
    known = createHash('sha1')
      .update(JSON.stringify([...said, field.children.map(signature), variants]))
      .digest('base64');
    signatures.set(field, known);
  }
  return known;
}

/** Where a row is written in full: its link and, in a reader's words, the place (`Response 400`, `Payment`). */
export interface WrittenAt {
  href: string;
  label: string;
}

/** The rows a page has written in full, by what they say: the anchor and place of the first of each. */
export class PageRows {
  private readonly first = new Map<string, WrittenAt>();

  /** `sharedRows`: the MDX standing for a row's own rows when they are a shared body's partial (./shared-rows.ts). */
  constructor(readonly sharedRows: (field: FieldNode) => string | undefined = () => undefined) {}

  /** The row written in full before that says what `field` says, else undefined (and `field` is the first). */
  seen(field: FieldNode): WrittenAt | undefined {
    const key = signature(field);
    const before = this.first.get(key);
    if (!before && field.id !== undefined) this.first.set(key, { href: `#${field.id}`, label: field.group });
    return before;
  }
}

/** The values of a row: a list when some have a meaning, else one line. */
export function valuesMdx(values: FieldNode['values']): string {
  if (values.length === 0) return '';
  if (values.every((value) => !value.meaning))
    return `Possible values: ${values.map((value) => inlineCode(value.value)).join(', ')}.`;
  return [
    'Possible values:',
    '',
    ...values.map((value) => `- ${inlineCode(value.value)}${value.meaning ? `: ${mdxText(value.meaning)}` : ''}`),
  ].join('\n');
}

function variantsMdx(variants: readonly FieldVariant[], rows: PageRows): string {
  if (variants.length === 0) return '';
  return blocks(
    `One of ${variants.length} shapes:`,
    ...variants.map((variant) =>
      details(
        mdxText(variant.title),
        variant.schemaName && `See [${variant.schemaName}](${restSchemaRoute(variant.schemaName)}).`,
        mdxText(variant.description),
        fieldsMdx(variant.fields, [], rows),
      ),
    ),
  );
}

/** Whether a row has more to say than its head (name, type, "required"). */
export const saysMore = (field: FieldNode): boolean =>
  Boolean(field.description) ||
  field.values.length > 0 ||
  field.facts.length > 0 ||
  field.children.length > 0 ||
  field.variants.length > 0 ||
  field.cut !== undefined;

/** `<Field` with the row's anchor (`id`: its attribute), name, type and marks. */
export function rowHead(field: FieldNode, id = attribute('id', field.id)): string {
  const href = field.schemaName ? restSchemaRoute(field.schemaName) : undefined;
  return `<Field${id}${attribute('name', field.name)}${attribute('type', field.type)}${attribute('href', href)}${attribute('required', field.required)}${attribute('deprecated', field.deprecated)}`;
}

export function fieldMdx(field: FieldNode, rows: PageRows): string {
  const before = saysMore(field) ? rows.seen(field) : undefined;
  const head = rowHead(field);
  if (before) {
    // Its nested rows keep their anchors too, each pointing at its own first.
    const nested = [...field.children, ...field.variants.flatMap((variant) => variant.fields)];
    return element(
      `${head}${attribute('seeAt', before.href)}${attribute('seeIn', before.label)}>`,
      '</Field>',
      nested.length > 0 && details(`Fields of ${inlineCode(field.name)}`, fieldsMdx(nested, [], rows)),
    );
  }
  const shared = rows.sharedRows(field);
  return element(
    `${head}>`,
    '</Field>',
    mdxText(field.description),
    valuesMdx(field.values),
    field.facts.map(mdxText).join(' '),
    field.cut && `Its fields are on the [${field.cut}](${restSchemaRoute(field.cut)}) page.`,
    field.children.length > 0 &&
      details(`Fields of ${inlineCode(field.name)}`, shared ?? fieldsMdx(field.children, [], rows)),
    !shared && variantsMdx(field.variants, rows),
  );
}

/** A list of rows, or nothing; `rows` is what the page has written so far (one per page). */
export function fieldsMdx(
  fields: readonly FieldNode[],
  variants: readonly FieldVariant[] = [],
  rows: PageRows = new PageRows(),
): string {
  return blocks(...fields.map((field) => fieldMdx(field, rows)), variantsMdx(variants, rows));
}
