/**
 * Every curl sample that calls the REST API in a guide must be valid against openapi/ (see
 * support/rest-call.ts for what "valid" means).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { codeBlocks, guideFiles, openapi, root } from './support/sources';
import { curlCalls } from './support/curl';
import { assertValidRestCall, restValidator, REST_BASE } from './support/rest-call';

const guides = guideFiles();
const files = [...guides, path.join(root, 'apis/rest/index.mdx')];
// Each file's code blocks, read once for every test below.
const blocksOf = new Map(files.map((file) => [file, codeBlocks(file)]));
const guideBlocks = guides.flatMap((file) => blocksOf.get(file)!);
const samples = files.flatMap((file) =>
  blocksOf
    .get(file)!
    .filter((block) => /^(bash|sh|shell|curl)$/.test(block.lang) && block.code.includes(REST_BASE))
    .flatMap((block) =>
      curlCalls(block.code)
        .filter((call) => call.url.href.startsWith(REST_BASE))
        .map((call) => ({ block, call })),
    ),
);

test('guides contain REST curl samples to check', () => {
  assert.ok(samples.length >= 40, `expected many curl samples, found ${samples.length}`);
});

for (const { block, call } of samples) {
  const where = `${block.file}:${block.line}`;
  test(`${where} ${call.method} ${call.url.pathname} is a documented operation with a valid body`, async () => {
    await assertValidRestCall(call, where);
  });
}

test('no request sample hard-codes a time that must lie ahead of now (expireAt): pasted later, it would fail with 400', () => {
  // `expireAt` must be between a few minutes and some days from now (CreatePaymentRequest), so a fixed
  // date in a sample a reader runs stops working within weeks. Response samples (json) may show one.
  const requestLanguages = /^(bash|sh|shell|curl|js|javascript|ts|typescript|python|py|php)$/;
  const fixedExpiry = /["']?expireAt["']?\s*(?::|=>)\s*["']\d{4}-\d{2}-\d{2}T/;
  const problems = guideBlocks
    .filter((block) => requestLanguages.test(block.lang))
    .flatMap((block) =>
      block.code
        .split('\n')
        .map((line, index) => ({ line, at: `${block.file}:${block.line + index + 1}` }))
        .filter(({ line }) => fixedExpiry.test(line))
        .map(({ line, at }) => `${at}: ${line.trim()} (work it out from the current time, or leave it out)`),
    );
  assert.deepEqual(problems, []);
});

test('every Payment a guide shows as JSON is a valid Payment of the REST reference, whole when it says so', () => {
  // A reader copies these shapes into types and tests: a field left out that the schema requires
  // (`refundedAmount`), or one it does not define, would mislead them.
  const validator = restValidator();
  const validate = validator.getSchema('pagora#/components/schemas/Payment');
  assert.ok(validate, 'cannot resolve the Payment schema');
  const problems: string[] = [];
  let checked = 0;
  for (const block of guideBlocks.filter((candidate) => candidate.lang === 'json')) {
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch {
      continue; // fragments and annotated examples are not whole objects
    }
    const payment = value as Record<string, unknown>;
    if (typeof payment?.id !== 'string' || !payment.id.startsWith('pay_') || !('status' in payment)) continue;
    checked += 1;
    if (validate(payment)) continue;
    // A sample with both timestamps is a whole Payment as the API returns it; one without them is an
    // excerpt (the fields a step is about), which may leave out required top-level fields but
    // nothing else: no unknown field, no invalid value.
    const whole = 'createdAt' in payment && 'updatedAt' in payment;
    const errors = (validate.errors ?? []).filter(
      (error) => whole || !(error.keyword === 'required' && error.instancePath === ''),
    );
    if (errors.length > 0) problems.push(`${block.file}:${block.line}: ${validator.errorsText(errors)}`);
  }
  assert.ok(checked >= 20, `expected many Payment samples, found ${checked}`);
  assert.deepEqual(problems, []);
});

test('each Idempotency-Key a sample sends names one request: no two guides share a key, and one key is sent with one body', () => {
  // Pagora answers a key reused with another body or endpoint with 409 IDEMPOTENCY_KEY_REUSED
  // (IdempotencyKey in openapi/), so a reader who runs two samples sharing a key gets an error the
  // sample is not about. Keys are read where samples write them literally, in every language.
  const keyPatterns = [
    /Idempotency-Key:\s*([A-Za-z0-9][\w.-]{5,})/g, // curl -H, PHP header strings
    /idempotency_?key\s*=\s*['"]([^'"$`{}]+)['"]/gi, // JS const, Python and PHP variables
    /['"]Idempotency-Key['"]\s*(?::|=>)\s*['"]([^'"$`{}]+)['"]/g, // JS and Python header maps
  ];
  const filesOfKey = new Map<string, Set<string>>();
  for (const block of guideBlocks)
    for (const pattern of keyPatterns)
      for (const match of block.code.matchAll(pattern)) {
        // A literal ending in "-" starts a key built from a variable (`'refund-' + returnId`).
        if (match[1]!.endsWith('-')) continue;
        const files = filesOfKey.get(match[1]!) ?? new Set<string>();
        files.add(path.relative(root, block.file));
        filesOfKey.set(match[1]!, files);
      }
  assert.ok(filesOfKey.size >= 20, `read only ${filesOfKey.size} keys`);
  const shared = [...filesOfKey]
    .filter(([, files]) => files.size > 1)
    .map(([key, files]) => `${key}: sent by samples in ${[...files].join(', ')}`);
  const requestOfKey = new Map<string, { request: string; where: string }>();
  const differing: string[] = [];
  for (const { block, call } of samples) {
    const key = call.headers['idempotency-key'];
    if (!key) continue;
    const request = `${call.method} ${call.url.pathname} ${JSON.stringify(call.body ? JSON.parse(call.body) : null)}`;
    const where = `${path.relative(root, block.file)}:${block.line}`;
    const first = requestOfKey.get(key);
    if (!first) requestOfKey.set(key, { request, where });
    else if (first.request !== request) differing.push(`${key}: ${first.where} and ${where} send different requests`);
  }
  assert.deepEqual([...shared, ...differing], []);
});

test('a payment attempt’s Idempotency-Key is the attempt’s: no sample derives it from an order, ticket or invoice', () => {
  // A retried request must send its key again, and a new attempt needs a new key: within the key's
  // 24 hours, a key made from the order gets a second attempt for that order the first, failed
  // payment back (or 409 when the body changed). Recurring charges may key by billing period.
  const attempts: [RegExp, string][] = [
    [/\/v1\/payments\/recurring\b/, 'payments-recurring'],
    [/\/v1\/payments\/[^/'"\s]+\/confirm\b/, 'payments-confirm'],
    [/\/v1\/payments\/[^/'"\s]+\/send-request\b/, 'payments-send-request'],
    [/\/v1\/payments(?![/\w])/, 'payments-create'],
    [/\/v1\/bizum\/validate-phone\b/, 'bizum-validate-phone'],
  ];
  const keyPatterns = [
    /Idempotency-Key:\s*'?\s*(?:\.\s*)?([^\s"'\\]+)/g, // curl -H, PHP header strings
    /idempotency_?key\s*=\s*(['"`])(.+?)\1/gi, // JS const, Python and PHP variables
    /['"]Idempotency-Key['"]\s*(?::|=>)\s*(['"`])(.+?)\1/g, // JS and Python header maps
  ];
  const problems: string[] = [];
  let checked = 0;
  for (const block of guideBlocks) {
    const urls = [...block.code.matchAll(/https:\/\/api\.pagora\.com\/v1\/[^\s'"`)]*/g)];
    if (urls.length === 0) continue;
    const orderIds = [...block.code.matchAll(/["']?orderId["']?\s*(?::|=>|=)\s*["']([^"']+)["']/g)].map((m) => m[1]!);
    for (const pattern of keyPatterns)
      for (const match of block.code.matchAll(pattern)) {
        const key = match[match.length - 1]!;
        // The operation is the call the key is sent with: the nearest URL before it, else the first after.
        const url = urls.filter((u) => u.index! < match.index!).pop() ?? urls[0]!;
        const operation = attempts.find(([path]) => path.test(url[0]))?.[1];
        if (!operation) continue;
        checked++;
        const named =
          /order|ticket|invoice|\binv\b|INV-/i.test(key) ||
          (operation !== 'payments-recurring' && orderIds.some((id) => key.includes(id)));
        if (named) problems.push(`${path.relative(root, block.file)}:${block.line}: ${operation} sends key ${key}`);
      }
  }
  assert.ok(checked >= 30, `checked only ${checked} keys`);
  assert.deepEqual(problems, []);
});

test('every confirm sample carries the browser details EMV 3-D Secure needs, from the browser code to the API call', () => {
  // BrowserDetails says which fields EMV 3-D Secure needs when `javascriptEnabled` is true; the schema
  // marks none of them required, so a body without them validates and the issuer's check fails.
  const description = String(openapi().components.schemas.BrowserDetails?.description);
  const needed = /When `javascriptEnabled` is `true`, send (.*?) too/.exec(description);
  assert.ok(needed, 'openapi/openapi.yaml: BrowserDetails no longer says what javascriptEnabled true needs');
  const fields = ['language', ...[...needed[1]!.matchAll(/`(\w+)`/g)].map((m) => m[1]!)];
  const problems: string[] = [];
  for (const block of guideBlocks) {
    const where = `${path.relative(root, block.file)}:${block.line}`;
    const withScript = /javascriptEnabled['"]?\s*(?::|=>)\s*(?:true|True)\b/.test(block.code);
    // Browser code that sends a Pagora JS token to your own server for payments-confirm.
    const postsToken = /createToken\(/.test(block.code) && /fetch\(\s*['"`]\//.test(block.code);
    if (postsToken && !withScript) problems.push(`${where}: posts the card token without the browser details`);
    if (withScript) {
      const missing = fields.filter((field) => !new RegExp(`\\b${field}\\b`).test(block.code));
      if (missing.length > 0) problems.push(`${where}: javascriptEnabled true without ${missing.join(', ')}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('a due date sent as 22:59:59Z is explained as what it is: Madrid’s last second in winter, not the end of the UTC day', () => {
  // 22:59:59Z ends the day in Madrid only while it is UTC+1 (CET); in summer (CEST, UTC+2) it is 21:59:59Z.
  const problems: string[] = [];
  for (const block of guideBlocks) {
    // JSON answers show one December date (CET) and can carry no comment; code that computes one must say it.
    if (!/22:59:59/.test(block.code) || block.lang === 'json') continue;
    const where = `${path.relative(root, block.file)}:${block.line}`;
    if (/end of the day[^\n]*\(UTC\)/i.test(block.code))
      problems.push(`${where}: calls 22:59:59Z the end of the UTC day`);
    if (!/UTC\+1/.test(block.code) || !/21:59:59Z/.test(block.code))
      problems.push(
        `${where}: sends 22:59:59Z without saying it is Madrid's winter end of day (UTC+1; 21:59:59Z in summer)`,
      );
  }
  assert.deepEqual(problems, []);
});
