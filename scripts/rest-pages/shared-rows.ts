/**
 * Shared bodies: the rows of an object several pages carry (each error body and the Payment that
 * operations return, the Payment in eight webhook events) written once, as an MDX partial in a
 * `_fields/` folder (the docs plugin routes no `_` file), each row pointing at its description on
 * the schema's page. Each page renders the partial with the start of its rows' anchors, so
 * `#response.400.code` still lands on its row. The search records and Markdown copies are made from
 * the model, not from these pages, and keep every field with its description.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { restSchemaId, restSchemaRoute } from '../../config/api-crosslinks';
import { flattenFields, type FieldNode, type FieldVariant } from '../../shared/rest-model/fields';
import type { RestModel } from '../../shared/rest-model/model';
import { schemaView } from '../../shared/rest-model/views';
import { fieldMdx, PageRows, rowHead, saysMore } from './fields';
import { attribute, blocks, details, element, inlineCode } from './mdx';

/** The partial of schema `name`: its schema page's rows (`schema.<path>`), anchored at `props.at`. */
function partialMdx(name: string, fields: readonly FieldNode[], variants: readonly FieldVariant[]): string {
  const href = restSchemaRoute(name);
  const row = (field: FieldNode): string => {
    if (field.id === undefined) return fieldMdx(field, new PageRows());
    const path = field.id.slice(field.id.indexOf('.'));
    const seeAt = saysMore(field) ? `${attribute('seeAt', `${href}#${field.id}`)}${attribute('seeIn', name)}` : '';
    const nested = [...field.children, ...field.variants.flatMap((variant) => variant.fields)];
    return element(
      `${rowHead(field, ` id={props.at + ${JSON.stringify(path)}}`)}${seeAt}>`,
      '</Field>',
      nested.length > 0 && details(`Fields of ${inlineCode(field.name)}`, blocks(...nested.map(row))),
    );
  };
  return `${blocks(
    "import { Field } from '@site/src/components/RestReference';",
    ...[...fields, ...variants.flatMap((variant) => variant.fields)].map(row),
  )}\n`;
}

const rowIds = (fields: readonly FieldNode[], variants: readonly FieldVariant[] = []): string[] =>
  flattenFields(fields, variants).flatMap((field) => (field.id === undefined ? [] : [field.id]));

/** The partials of the pages in `pagesDir`, written into its `_fields/` on first use. */
export class SharedRows {
  private readonly written = new Map<string, { importPath: string; ids: ReadonlySet<string> }>();

  constructor(
    private readonly model: RestModel,
    private readonly pagesDir: string,
  ) {}

  /**
   * The import path of the partial of schema `name` when the rows anchored at `at` are its rows
   * (the same tree as its schema page's: cycles and depth can cut a nested copy differently), else
   * undefined.
   */
  fits(
    name: string,
    at: string,
    fields: readonly FieldNode[],
    variants: readonly FieldVariant[] = [],
  ): string | undefined {
    const partial = this.partial(name);
    const ids = rowIds(fields, variants);
    const same = ids.length === partial.ids.size && ids.every((id) => partial.ids.has(`schema${id.slice(at.length)}`));
    return same ? partial.importPath : undefined;
  }

  private partial(name: string): { importPath: string; ids: ReadonlySet<string> } {
    let known = this.written.get(name);
    if (!known) {
      const view = schemaView(this.model, name);
      const file = `${restSchemaId(name).replace(/^schemas\//, '')}.mdx`;
      mkdirSync(path.join(this.pagesDir, '_fields'), { recursive: true });
      writeFileSync(path.join(this.pagesDir, '_fields', file), partialMdx(name, view.fields, view.variants));
      known = { importPath: `./_fields/${file}`, ids: new Set(rowIds(view.fields, view.variants)) };
      this.written.set(name, known);
    }
    return known;
  }
}

/** Names the partials a page renders, for its import lines. */
export class PageImports {
  private readonly names = new Map<string, string>();

  /** The component name of the partial at `importPath` on this page. */
  name(importPath: string): string {
    const name = this.names.get(importPath) ?? `SharedFields${this.names.size + 1}`;
    this.names.set(importPath, name);
    return name;
  }

  lines(): string[] {
    return [...this.names].map(([importPath, name]) => `import ${name} from ${JSON.stringify(importPath)};`);
  }
}
