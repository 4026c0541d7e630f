/**
 * Every REST operation page and GraphQL mutation page links to the errors reference (/errors/):
 * REST pages list each error status of the operation with its codes (src/components/OperationErrors),
 * GraphQL mutation pages get an "Errors" section (withErrorsSection in config/graphql-formatter.mjs).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GraphQLObjectType } from 'graphql';
import { MUTATION_ERRORS_SECTION, withErrorsSection } from '../../config/graphql-formatter.mjs';
import type { Section } from '../../config/graphql-formatter.mjs';
import { errorCodeAnchor } from '../../data/apiErrors';
import { operationErrors } from '../../src/components/OperationErrors/operationErrors';
import { apiErrorCodes } from '../../data/apiErrors';
import type { OpenApiDocument } from '../../shared/openapi-document';
import { graphqlSchema, openapi, openapiDocument } from './support/sources';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;

/** An operation's responses with `$ref`s to components resolved, as the generator stores them. */
function resolvedResponses(refs: OpenApiDocument, operation: Obj): Obj {
  return Object.fromEntries(
    Object.entries(operation.responses as Obj).map(([status, response]) => [status, refs.follow(response)]),
  );
}

test('every REST operation lists each of its error statuses with codes of that status', async () => {
  const refs = await openapiDocument();
  const operations = Object.values(openapi().paths).flatMap((methods) => Object.values(methods) as Obj[]);
  assert.ok(operations.length >= 20);
  for (const operation of operations) {
    const responses = resolvedResponses(refs, operation);
    const errorStatuses = Object.keys(responses).filter((status) => /^[45]/.test(status));
    const listed = operationErrors(responses);
    assert.deepEqual(
      listed.map((error) => String(error.status)),
      errorStatuses,
      `${operation.operationId}: every error status is listed`,
    );
    for (const error of listed) {
      assert.ok(error.codes.length > 0, `${operation.operationId} ${error.status} has codes`);
      for (const code of error.codes) {
        assert.equal(
          apiErrorCodes.find((known) => known.code === code)?.type,
          error.type,
          `${code} is a ${error.type}`,
        );
      }
    }
  }
  const refund = operationErrors(
    resolvedResponses(refs, (openapi().paths as Obj)['/payments/{paymentId}/refund'].post),
  );
  assert.deepEqual(refund.find((error) => error.status === 422)?.codes, [
    'INVALID_STATUS',
    'AMOUNT_EXCEEDS_REFUNDABLE',
  ]);
  assert.equal(errorCodeAnchor('AMOUNT_EXCEEDS_REFUNDABLE'), 'error-amount-exceeds-refundable');
});

test('mutation pages, and only those, get the Errors section linking to /errors/', () => {
  const schema = graphqlSchema();
  const mutation = schema.getMutationType()!.getFields().refundPayment!;
  const query = (schema.getType('Query') as GraphQLObjectType).getFields().payment!;
  const page = (type: { name?: string }) => {
    const event = {
      data: { type, options: { schema }, sections: {} as Record<string, Section> },
      output: ['description'],
    };
    withErrorsSection(event);
    return event;
  };
  const mutationPage = page(mutation);
  assert.deepEqual(mutationPage.data.sections.errors, { content: MUTATION_ERRORS_SECTION });
  assert.deepEqual(mutationPage.output, ['description', 'errors']);
  assert.match(MUTATION_ERRORS_SECTION, /^## Errors\n/);
  assert.match(MUTATION_ERRORS_SECTION, /\(\/errors\/#graphql-errors\)/);
  const queryPage = page(query);
  assert.deepEqual(queryPage.data.sections, {});
  assert.deepEqual(queryPage.output, ['description']);
});
