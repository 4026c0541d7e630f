/**
 * A GraphQL schema K times larger than ours: every named type except the root types is copied K-1
 * times under a new name (`Payment` → `PaymentRegion2`), the root types get every copy's fields
 * (`payment` → `paymentRegion2`), and every copied description gets varied text. Directive
 * definitions and the schema definition stay single.
 */
import { Kind, parse, print, visit, type ASTNode, type DefinitionNode, type DocumentNode, type FieldDefinitionNode, type StringValueNode } from 'graphql';
import { varyText, vocabularyOf } from './vary-text';

const DEFAULT_ROOTS = ['Query', 'Mutation', 'Subscription'];

function rootTypeNames(document: DocumentNode): Set<string> {
  const schema = document.definitions.find((definition) => definition.kind === Kind.SCHEMA_DEFINITION);
  if (!schema) return new Set(DEFAULT_ROOTS);
  return new Set(schema.operationTypes.map((operation) => operation.type.name.value));
}

const hasTypeName = (definition: DefinitionNode): definition is DefinitionNode & { name: { value: string } } =>
  'name' in definition && definition.name !== undefined && definition.kind !== Kind.DIRECTIVE_DEFINITION;

function descriptionsOf(document: DocumentNode): string[] {
  const texts: string[] = [];
  visit(document, {
    StringValue: (node) => {
      if (node.block || node.value.length > 20) texts.push(node.value);
    },
  });
  return texts;
}

/** One renamed copy of `node`: type references and descriptions changed, nothing else. */
function copyNode<T extends ASTNode>(node: T, copy: number, renamed: Set<string>, vocabulary: string[]): T {
  const suffix = `Region${copy}`;
  return visit(node, {
    Name: {
      leave: (name, _key, parent) => {
        const owner = parent as ASTNode | undefined;
        // Names of types (definitions and references) are renamed; field, argument and enum value names are not.
        const isTypeName = owner !== undefined && !Array.isArray(owner) && (owner.kind === Kind.NAMED_TYPE || hasTypeName(owner as DefinitionNode));
        return isTypeName && renamed.has(name.value) ? { ...name, value: `${name.value}${suffix}` } : undefined;
      },
    },
    StringValue: {
      leave: (string: StringValueNode, key) => (key === 'description' ? { ...string, value: varyText(string.value, copy, vocabulary) } : undefined),
    },
  }) as T;
}

export function scaleGraphqlSchema(sdl: string, scale: number): string {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a positive integer, got ${scale}`);
  const document = parse(sdl);
  if (scale === 1) return print(document);
  const roots = rootTypeNames(document);
  const renamed = new Set(
    document.definitions.filter(hasTypeName).map((definition) => definition.name.value).filter((name) => !roots.has(name)),
  );
  const vocabulary = vocabularyOf(descriptionsOf(document));
  const definitions: DefinitionNode[] = [];
  const rootFieldCopies = new Map<string, FieldDefinitionNode[]>();
  for (let copy = 2; copy <= scale; copy++) {
    for (const definition of document.definitions) {
      if (!hasTypeName(definition)) continue;
      const name = definition.name.value;
      if (roots.has(name)) {
        if (!('fields' in definition) || !definition.fields) continue;
        const fields = (definition.fields as readonly FieldDefinitionNode[]).map((field) => {
          const copied = copyNode(field, copy, renamed, vocabulary);
          return { ...copied, name: { ...copied.name, value: `${field.name.value}Region${copy}` } };
        });
        rootFieldCopies.set(name, [...(rootFieldCopies.get(name) ?? []), ...fields]);
      } else {
        definitions.push(copyNode(definition, copy, renamed, vocabulary));
      }
    }
  }
  // Copied root fields join the original root type definitions (a second `type Query` would be invalid).
  const originals = document.definitions.map((definition) => {
    if (!hasTypeName(definition) || !roots.has(definition.name.value) || !('fields' in definition)) return definition;
    const extra = rootFieldCopies.get(definition.name.value) ?? [];
    rootFieldCopies.delete(definition.name.value);
    return { ...definition, fields: [...((definition.fields as readonly FieldDefinitionNode[]) ?? []), ...extra] } as DefinitionNode;
  });
  return `${print({ ...document, definitions: [...originals, ...definitions] })}\n`;
}
