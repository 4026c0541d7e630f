/**
 * Every REST operation page and GraphQL mutation page links to the errors reference (/errors/):
 * REST pages list each error status of the operation with its codes (shared/rest-model/errors.ts,
 * rendered by scripts/rest-pages),
 * GraphQL mutation pages get an "Errors" section (withErrorsSection in scripts/lib/graphql-formatter.mjs).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GraphQLObjectType } from 'graphql';
import { MUTATION_ERRORS_SECTION, withErrorsSection } from '../../scripts/lib/graphql-formatter.mjs';
import type { Section } from '../../scripts/lib/graphql-formatter.mjs';
import { errorCodeAnchor } from '../../data/apiErrors';
import { apiErrorCodes } from '../../data/apiErrors';
import { operationView } from '../../shared/rest-model/views';
import { graphqlSchema, restModel } from './support/sources';

test('every REST operation lists each of its error statuses with codes of that status', async () => {
  const model = await restModel();
  const views = model.operations().map((entry) => operationView(model, entry));
  assert.ok(views.length >= 20);
  for (const view of views) {
    const errorStatuses = view.responses.map((response) => response.status).filter((status) => /^[45]/.test(status));
    const listed = view.errors;
    assert.deepEqual(
      listed.map((error) => String(error.status)),
      errorStatuses,
      `${view.operationId}: every error status is listed`,
    );
    for (const error of listed) {
      assert.ok(error.codes.length > 0, `${view.operationId} ${error.status} has codes`);
      for (const code of error.codes) {
        assert.equal(
          apiErrorCodes.find((known) => known.code === code)?.type,
          error.type,
          `${code} is a ${error.type}`,
        );
      }
    }
  }
  const refund = views.find((view) => view.id === 'payments-refund')!.errors;
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
