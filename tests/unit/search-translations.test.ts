/**
 * Spanish and Portuguese queries are also searched in English (shared/search/translations.ts): the
 * site is in English, Pagora's readers are in Spain and Portugal.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SearchEngine } from '../../shared/search/engine';
import { englishWording } from '../../shared/search/translations';
import type { SearchRecord } from '../../shared/search/types';

test('payment words are put in English, accents or not; phrases before their words; the rest kept as typed', () => {
  assert.equal(englishWording('tarjetas de prueba'), 'cards test');
  assert.equal(englishWording('Preautorización tarjeta'), 'pre-authorization card');
  assert.equal(englishWording('periodo de prueba de la suscripción'), 'trial period subscription');
  assert.equal(englishWording('enlace de pago por WhatsApp'), 'payment link WhatsApp');
  assert.equal(englishWording('reembolso INVALID_STATUS'), 'refund INVALID_STATUS');
  assert.equal(englishWording('cartão de teste'), 'card test');
});

test('an English query, an API name or a language code is not translated', () => {
  assert.equal(englishWording('test cards'), null);
  assert.equal(englishWording('messageLanguage es'), null);
  assert.equal(englishWording('error'), null);
  assert.equal(englishWording(''), null);
});

test('a Spanish query finds the English page that answers it, before a page that only shares a word', () => {
  const record = (route: string, title: string, content: string): SearchRecord => ({
    id: `https://docs.pagora.com${route}`,
    url: `https://docs.pagora.com${route}`,
    lvl0: 'Guides',
    lvl1: title,
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  });
  const engine = new SearchEngine([
    record('/guides/team-access/', 'Team access', 'Invite people de la team, with their access levels.'),
    record('/testing/', 'Test your integration', 'Test cards for every outcome in test mode.'),
  ]);
  const urls = engine.search({ query: 'tarjetas de prueba', hitsPerPage: 5 }).hits.map((hit) => hit.url);
  assert.equal(urls[0], 'https://docs.pagora.com/testing/');
});
