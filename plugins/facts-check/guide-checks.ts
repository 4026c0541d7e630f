/**
 * Build-time checks of hand-written guides and of the payments facts in data/, run from the
 * Markdown front-matter hook (`./build-checks.ts`) so a bad guide or fact stops `docusaurus
 * build` and `start` with the file, the field and what was expected:
 *
 * - every guide (a file under `docs/`) has a non-empty `title` and `description`;
 * - the data elements a guide uses get values the data defines (`<TestCards filter>`,
 *   `<TestAccounts method>`, `<MethodCapabilities method>`, `<MethodRefunds method>`, `<StatusCodes filter>`, `<Fact name>`);
 * - the data itself is coherent and names only what both APIs have: test cards give statusCodes the
 *   catalogue defines, capabilities use currencies and methods of the APIs, the capability fields
 *   exist in REST and GraphQL, every error code has a known type.
 *
 * Pure functions returning problem lists; unit tested in tests/unit/guide-checks.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, GraphQLEnumType, GraphQLObjectType } from 'graphql';
import { statusCodes } from '../../data/statusCodes';
import { bizumTestPhones, mbwayTestPhones, sepaTestIbans, testCards, type TestCardTag } from '../../data/testData';
import { capabilityFields, methodCapabilities, paymentMethodNames } from '../../data/methodCapabilities';
import { apiErrorCodes, apiErrorTypes } from '../../data/apiErrors';
import { paymentStatuses, paymentStatusNames } from '../../data/paymentStatuses';
import { inlineFactNames } from '../../data/inline-facts';
import { testAccountSets } from '../../data/fact-tables';
import { paths } from '../../config/paths';
import { openApiOfFile } from '../../scripts/lib/openapi-source';

const requiredFrontMatter = ['title', 'description'] as const;

/** Missing or empty `title` / `description` in a guide's front matter. */
export function frontMatterProblems(frontMatter: Record<string, unknown>, file: string): string[] {
  return requiredFrontMatter
    .filter((key) => typeof frontMatter[key] !== 'string' || (frontMatter[key] as string).trim() === '')
    .map(
      (key) =>
        `${file}: front matter \`${key}\` is missing or empty; every guide needs a \`title\` and a one-sentence \`description\` (CONTRIBUTING.md, "Add a guide").`,
    );
}

const testCardTags: readonly TestCardTag[] = ['success', '3ds', 'decline', 'retry', 'recurring'];

/** Allowed values of each fact component's props (absent props are always allowed). */
const componentProps: Record<string, Record<string, readonly string[]>> = {
  TestCards: { filter: testCardTags },
  TestAccounts: { method: Object.keys(testAccountSets) },
  MethodCapabilities: { method: paymentMethodNames },
  MethodRefunds: { method: paymentMethodNames },
  StatusCodes: { filter: ['subscription-retry'] },
  Fact: { name: inlineFactNames },
  ScaScope: { list: ['exemptions', 'out-of-scope'] },
  WalletCredentials: {},
};

/** Fact components used with a prop value the data does not define, with file and line. */
export function factComponentProblems(content: string, file: string): string[] {
  const problems: string[] = [];
  for (const match of content.matchAll(
    /<(TestCards|TestAccounts|MethodCapabilities|MethodRefunds|StatusCodes|Fact|ScaScope|WalletCredentials)\b([^>]*?)\/?>/g,
  )) {
    const [, component = '', attributes = ''] = match;
    const line = content.slice(0, match.index).split('\n').length;
    for (const attribute of attributes.matchAll(/(\w+)="([^"]*)"/g)) {
      const [, name = '', value = ''] = attribute;
      const allowed = componentProps[component]?.[name];
      if (!allowed) {
        problems.push(`${file}:${line}: <${component}> has no prop \`${name}\`.`);
      } else if (!allowed.includes(value)) {
        problems.push(
          `${file}:${line}: <${component} ${name}="${value}">: expected one of ${allowed.join(', ')} (data/).`,
        );
      }
    }
    if (component === 'ScaScope' && !/\blist="/.test(attributes)) {
      problems.push(`${file}:${line}: <ScaScope> needs \`list\` (exemptions or out-of-scope).`);
    }
    if (component === 'Fact' && !/\bname="/.test(attributes)) {
      problems.push(`${file}:${line}: <Fact> needs \`name\` (${inlineFactNames.join(', ')}).`);
    }
    if (component === 'TestAccounts' && !/\bmethod="/.test(attributes)) {
      problems.push(`${file}:${line}: <TestAccounts> needs \`method\` (bizum, mbway or sepa).`);
    }
  }
  return problems;
}

/** The enums and capability fields both API descriptions define. */
export interface ApiVocabulary {
  restEnums: Record<string, readonly string[]>;
  graphqlEnums: Record<string, readonly string[]>;
  restCapabilityFields: readonly string[];
  graphqlCapabilityFields: readonly string[];
}

export function readApiVocabulary(siteDir: string): ApiVocabulary {
  const openapi = openApiOfFile(path.join(siteDir, paths.openapi)) as {
    components: { schemas: Record<string, { enum?: string[]; properties?: Record<string, unknown> }> };
  };
  const schemas = openapi.components.schemas;
  const schema = buildSchema(readFileSync(path.join(siteDir, 'graphql/schema.graphql'), 'utf8'));
  const enumValues = (name: string): string[] => {
    const type = schema.getType(name);
    return type instanceof GraphQLEnumType ? type.getValues().map((value) => value.name) : [];
  };
  const items = (schemas.PaymentMethods?.properties?.items as { items?: { properties?: object } } | undefined)?.items;
  const available = schema.getType('AvailablePaymentMethod');
  const names = ['PaymentStatus', 'Currency', 'PaymentMethod', 'StatusCode', 'CardBrand'];
  return {
    restEnums: Object.fromEntries(names.map((name) => [name, schemas[name]?.enum ?? []])),
    graphqlEnums: Object.fromEntries(names.map((name) => [name, enumValues(name)])),
    restCapabilityFields: Object.keys(items?.properties ?? {}),
    graphqlCapabilityFields: available instanceof GraphQLObjectType ? Object.keys(available.getFields()) : [],
  };
}

/** Facts in data/ that name something the data or the APIs do not define. */
export function dataProblems(api: ApiVocabulary): string[] {
  const problems: string[] = [];
  const codes = new Set(statusCodes.map((fact) => fact.code));
  const restCodes = new Set(api.restEnums.StatusCode);
  for (const fact of statusCodes) {
    if (!restCodes.has(fact.code)) {
      problems.push(`data/statusCodes.ts: statusCode ${fact.code} is not in openapi/openapi.yaml StatusCode.`);
    }
    for (const status of fact.statuses) {
      if (!paymentStatusNames.includes(status))
        problems.push(`data/statusCodes.ts: ${fact.code} has unknown status ${status}.`);
    }
  }
  for (const card of testCards) {
    if (!codes.has(card.statusCode)) {
      problems.push(
        `data/testData.ts: card ${card.number} gives statusCode ${card.statusCode}, which data/statusCodes.ts does not define.`,
      );
    }
    if (!api.restEnums.CardBrand?.includes(card.brand)) {
      problems.push(`data/testData.ts: card ${card.number} has brand ${card.brand}, not a CardBrand of the APIs.`);
    }
  }
  for (const account of [...bizumTestPhones, ...mbwayTestPhones, ...sepaTestIbans]) {
    if (account.statusCode !== null && !codes.has(account.statusCode)) {
      problems.push(
        `data/testData.ts: ${account.value} gives statusCode ${account.statusCode}, which data/statusCodes.ts does not define.`,
      );
    }
  }
  for (const fact of paymentStatuses) {
    for (const status of [fact.status, ...fact.next]) {
      if (!api.restEnums.PaymentStatus?.includes(status) || !api.graphqlEnums.PaymentStatus?.includes(status)) {
        problems.push(`data/paymentStatuses.ts: ${status} is not a PaymentStatus of both APIs.`);
      }
    }
  }
  for (const capability of methodCapabilities) {
    const where = `data/methodCapabilities.ts: ${capability.paymentMethod}`;
    if (
      !api.restEnums.PaymentMethod?.includes(capability.paymentMethod) ||
      !api.graphqlEnums.PaymentMethod?.includes(capability.paymentMethod)
    ) {
      problems.push(`${where} is not a PaymentMethod of both APIs.`);
    }
    for (const currency of capability.currencies) {
      if (!api.restEnums.Currency?.includes(currency) || !api.graphqlEnums.Currency?.includes(currency)) {
        problems.push(`${where}: currency ${currency} is not a Currency of both APIs.`);
      }
    }
  }
  for (const field of capabilityFields) {
    if (!api.restCapabilityFields.includes(field)) {
      problems.push(`data/methodCapabilities.ts: capability field \`${field}\` is not in REST PaymentMethods.items.`);
    }
    if (!api.graphqlCapabilityFields.includes(field)) {
      problems.push(
        `data/methodCapabilities.ts: capability field \`${field}\` is not in GraphQL AvailablePaymentMethod.`,
      );
    }
  }
  for (const errorCode of apiErrorCodes) {
    if (!apiErrorTypes.some((errorType) => errorType.type === errorCode.type)) {
      problems.push(`data/apiErrors.ts: ${errorCode.code} has unknown type ${errorCode.type}.`);
    }
  }
  return problems;
}

/** Throws one error listing every problem, or returns quietly. */
export function assertNoProblems(problems: readonly string[]): void {
  if (problems.length > 0) throw new Error(`Payments facts and guide checks failed:\n- ${problems.join('\n- ')}`);
}
