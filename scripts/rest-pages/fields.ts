/**
 * The MDX of a field tree (shared/rest-model/fields.ts): one `<Field>` per row (its anchor, name,
 * type linked to its schema's page, "required"), its description, values and facts as Markdown, and
 * its own fields inside a collapsed `<details>` (the theme's Details, which a link to a nested row
 * opens: src/linkedTarget).
 */
import { restSchemaRoute } from '../../config/api-crosslinks';
import type { FieldNode, FieldVariant } from '../../shared/rest-model/fields';
import { attribute, blocks, details, element, inlineCode, mdxText } from './mdx';

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

function variantsMdx(variants: readonly FieldVariant[]): string {
  if (variants.length === 0) return '';
  return blocks(
    `One of ${variants.length} shapes:`,
    ...variants.map((variant) =>
      details(
        mdxText(variant.title),
        variant.schemaName && `See [${variant.schemaName}](${restSchemaRoute(variant.schemaName)}).`,
        mdxText(variant.description),
        fieldsMdx(variant.fields),
      ),
    ),
  );
}

function fieldMdx(field: FieldNode): string {
  const href = field.schemaName ? restSchemaRoute(field.schemaName) : undefined;
  const open = `<Field${attribute('id', field.id)}${attribute('name', field.name)}${attribute('type', field.type)}${attribute('href', href)}${attribute('required', field.required)}${attribute('deprecated', field.deprecated)}>`;
  return element(
    open,
    '</Field>',
    mdxText(field.description),
    valuesMdx(field.values),
    field.facts.map(mdxText).join(' '),
    field.cut && `Its fields are on the [${field.cut}](${restSchemaRoute(field.cut)}) page.`,
    field.children.length > 0 && details(`Fields of ${inlineCode(field.name)}`, fieldsMdx(field.children)),
    variantsMdx(field.variants),
  );
}

/** A list of rows, or nothing. */
export function fieldsMdx(fields: readonly FieldNode[], variants: readonly FieldVariant[] = []): string {
  return blocks(...fields.map(fieldMdx), variantsMdx(variants));
}
