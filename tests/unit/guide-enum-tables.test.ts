/**
 * Tables in the guides that list API values (`| \`PENDING_PAYOUT\` | … |`), held to the schema they
 * come from. A guide's table of statuses is written by hand next to prose that explains each one,
 * so it drifts when the API changes: a value renamed, added or removed in the schema must fail here.
 *
 * - Every table whose first column is three or more values in capitals lists values of one enum
 *   of the GraphQL schema (the REST enums are held to the same values by one-api.test.ts).
 * - A table headed by the enum's own name (`| \`SettlementStatus\` | Meaning |`) lists all of its
 *   values, in the schema's order: a reader takes it for the whole list.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { isEnumType } from 'graphql';
import { graphqlSchema, guideFiles, root } from './support/sources';

interface ValueTable {
  file: string;
  line: number;
  /** The first header cell without its backticks. */
  header: string;
  values: string[];
}

const SEPARATOR = /^\|[\s:|-]+\|$/;
const VALUE_CELL = /^`([A-Z][A-Z0-9_]+)`$/;

/** The tables of a Markdown text whose every row starts with a value in capitals (three rows or more). */
export function valueTables(text: string, file: string): ValueTable[] {
  const lines = text.split('\n');
  const tables: ValueTable[] = [];
  for (let index = 0; index + 1 < lines.length; index++) {
    if (!lines[index]!.startsWith('|') || !SEPARATOR.test(lines[index + 1]!.trim())) continue;
    const rows: string[] = [];
    let next = index + 2;
    for (; next < lines.length && lines[next]!.startsWith('|'); next++) rows.push(lines[next]!);
    const values = rows.map((row) => VALUE_CELL.exec(row.split('|')[1]!.trim())?.[1]);
    if (values.length >= 3 && values.every(Boolean))
      tables.push({
        file,
        line: index + 1,
        header: lines[index]!.split('|')[1]!.trim().replace(/`/g, ''),
        values: values as string[],
      });
    index = next - 1;
  }
  return tables;
}

/** Every enum of the GraphQL schema with its values, in the schema's order. */
function schemaEnums(): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const type of Object.values(graphqlSchema().getTypeMap()))
    if (isEnumType(type) && !type.name.startsWith('__'))
      result.set(
        type.name,
        type.getValues().map((value) => value.name),
      );
  return result;
}

const enums = schemaEnums();
const tables = guideFiles().flatMap((file) => valueTables(readFileSync(file, 'utf8'), path.relative(root, file)));

test('the guides have tables of API values to check', () => {
  assert.ok(tables.length >= 15, `${tables.length} tables found`);
  assert.ok(tables.some((table) => table.header === 'SettlementStatus'));
});

test("every table of API values in a guide lists values of one of the schema's enums", () => {
  const problems = tables.flatMap(({ file, line, values }) => {
    const holders = [...enums].filter(([, enumValues]) => values.every((value) => enumValues.includes(value)));
    if (holders.length > 0) return [];
    const unknown = values.filter((value) => ![...enums.values()].some((enumValues) => enumValues.includes(value)));
    return [
      `${file}:${line}: no enum has all of ${values.join(', ')}${unknown.length ? ` (in none: ${unknown.join(', ')})` : ''}`,
    ];
  });
  assert.deepEqual(problems, []);
});

test("a table headed by an enum's name lists all its values, in the schema's order", () => {
  const named = tables.filter(({ header }) => enums.has(header));
  assert.ok(named.length >= 2, 'tables headed by an enum name are found');
  const problems = named.flatMap(({ file, line, header, values }) =>
    values.join() === enums.get(header)!.join()
      ? []
      : [`${file}:${line}: ${header} is ${enums.get(header)!.join(', ')}; the table lists ${values.join(', ')}`],
  );
  assert.deepEqual(problems, []);
});

test('a table of values is found with its header, and a table with other rows is not', () => {
  const text = [
    'Intro.',
    '| `PayoutStatus` | Meaning |',
    '| --- | --- |',
    '| `PENDING` | a |',
    '| `PAID` | b |',
    '| `FAILED` | c |',
    '',
    '| Field | Type |',
    '| --- | --- |',
    '| `amount` | Int |',
    '| `PENDING` | x |',
    '| `PAID` | y |',
  ].join('\n');
  assert.deepEqual(valueTables(text, 'x.mdx'), [
    { file: 'x.mdx', line: 2, header: 'PayoutStatus', values: ['PENDING', 'PAID', 'FAILED'] },
  ]);
});
