/**
 * The MDX of a REST schema page (/apis/rest/schemas/<name>/), from its view: the description, then
 * the values of an enum (a table, one anchored row each) or the fields of an object, and an example.
 */
import type { SchemaView } from '../../shared/rest-model/views';
import { fieldsMdx } from './fields';
import { blocks, cell, element, fenced, inlineCode, mdxText } from './mdx';

/** An enum's values: a table when they have meanings, else one line (a 400-value enum of codes stays short). */
function valuesMdx(view: SchemaView): string {
  if (!view.values.some((value) => value.meaning))
    return view.values.map((value) => inlineCode(value.value)).join(', ');
  const rows = view.values.map((value) => `| ${inlineCode(value.value)} | ${cell(value.meaning ?? '')} |`);
  return ['| Value | Meaning |', '| --- | --- |', ...rows].join('\n');
}

/** The page body (the front matter comes from the generator's template). */
export function schemaPageMdx(view: SchemaView): string {
  const example = view.example === undefined ? '' : fenced('json', JSON.stringify(view.example, null, 2));
  const main = element(
    '<div className="col col--7 rest-page__main">',
    '</div>',
    mdxText(view.description),
    `Type: ${inlineCode(view.type)}.`,
    view.values.length > 0 && blocks('## Values', valuesMdx(view)),
    (view.fields.length > 0 || view.variants.length > 0) && blocks('## Fields', fieldsMdx(view.fields, view.variants)),
  );
  const aside = element(
    '<div className="col col--5 rest-page__aside">',
    '</div>',
    example && blocks('## Example \\{#example}', example),
  );
  return `${blocks(
    "import { Field } from '@site/src/components/RestReference';",
    element('<div className="row rest-page">', '</div>', main, aside),
  )}\n`;
}
