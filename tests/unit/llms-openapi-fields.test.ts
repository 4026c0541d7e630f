/**
 * The Markdown copies of the REST reference (scripts/llms) describe a field's inline enum values
 * with their meanings from `x-enumDescriptions`, the one place openapi/ says them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import yaml from 'js-yaml';
import { RestModel, enumValuesSentence, type Json } from '../../shared/rest-model/model';
import { fieldText, fieldTree } from '../../shared/rest-model/fields';
import { schemaRoot } from '../../shared/rest-model/field-ids';
import { root } from './support/sources';

type Schema = { properties?: Record<string, Json>; enum?: unknown[]; 'x-enumDescriptions'?: Record<string, string> };

test("a field row names each inline enum value with its meaning, and nothing else's", async () => {
  const document = yaml.load(readFileSync(path.join(root, 'openapi', 'openapi.yaml'), 'utf8')) as Json;
  const model = await RestModel.of(document);
  const schemas = (document as { components: { schemas: Record<string, Schema> } }).components.schemas;
  let checked = 0;
  for (const [name, schema] of Object.entries(schemas)) {
    for (const [fieldName, property] of Object.entries(schema.properties ?? {})) {
      const inline = property as Schema;
      if (!Array.isArray(inline.enum) || !inline['x-enumDescriptions']) continue;
      const field = fieldTree(model, { $ref: `#/components/schemas/${name}` }, schemaRoot).fields.find(
        (candidate) => candidate.name === fieldName,
      );
      const row = field ? fieldText(field) : '';
      for (const value of inline.enum) {
        const meaning = inline['x-enumDescriptions'][String(value)]!.trim().replace(/\.$/, '');
        assert.ok(
          row.includes(`\`${String(value)}\` (${meaning})`),
          `${name}.${fieldName}: ${String(value)} in "${row}"`,
        );
      }
      assert.doesNotMatch(row, /\\\||\|---/, `${name}.${fieldName}: no table flattened into the row`);
      checked++;
    }
  }
  assert.ok(checked >= 5, `only ${checked} inline enums found`);
});

test('a value without a meaning is still listed', () => {
  assert.equal(enumValuesSentence(['A', 'B'], { A: 'First.' }), 'One of: `A` (First); `B`.');
});
