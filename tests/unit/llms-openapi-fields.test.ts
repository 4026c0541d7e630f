/**
 * The Markdown copies of the REST reference (scripts/llms) describe a field's inline enum values
 * with their meanings from `x-enumDescriptions`, the one place openapi/ says them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import yaml from 'js-yaml';
import { OpenApiModel, enumValuesSentence, type Json } from '../../scripts/llms/openapi-model';
import { root } from './support/sources';

type Schema = { properties?: Record<string, Json>; enum?: unknown[]; 'x-enumDescriptions'?: Record<string, string> };

test("a field row names each inline enum value with its meaning, and nothing else's", async () => {
  const document = yaml.load(readFileSync(path.join(root, 'openapi', 'openapi.yaml'), 'utf8')) as Json;
  const model = await OpenApiModel.of(document);
  const schemas = (document as { components: { schemas: Record<string, Schema> } }).components.schemas;
  let checked = 0;
  for (const [name, schema] of Object.entries(schemas)) {
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      const inline = property as Schema;
      if (!Array.isArray(inline.enum) || !inline['x-enumDescriptions']) continue;
      const row = model.fieldDescription(property);
      for (const value of inline.enum) {
        const meaning = inline['x-enumDescriptions'][String(value)]!.trim().replace(/\.$/, '');
        assert.ok(row.includes(`\`${String(value)}\` (${meaning})`), `${name}.${field}: ${String(value)} in "${row}"`);
      }
      assert.doesNotMatch(row, /\\\||\|---/, `${name}.${field}: no table flattened into the row`);
      checked++;
    }
  }
  assert.ok(checked >= 5, `only ${checked} inline enums found`);
});

test('a value without a meaning is still listed', () => {
  assert.equal(enumValuesSentence(['A', 'B'], { A: 'First.' }), 'One of: `A` (First); `B`.');
});
