/**
 * The sandbox's HTTP front end: the REST API of openapi/openapi.yaml at `/v1` (the key checked first,
 * then the request against the document, then the engine), the 3-D Secure challenge page, Pagora JS's
 * tokenization call, the clock, and the deliveries the engine queues POSTed in order. All behaviour is
 * the engine's (shared/payment-engine); this file only speaks HTTP.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookDelivery } from '../../data/webhook-delivery';
import { PaymentEngine, type Answer, type JsonObject, type Outgoing } from '../../shared/payment-engine/engine';
import { Contract, type Operation } from './openapi';
import { challengePage, paymentPageHtml, paypalPage, resultPage } from './pages';

export interface SandboxOptions {
  port?: number;
  host?: string;
  /** Account webhook endpoints: every event is POSTed to each. */
  webhookUrls?: readonly string[];
  seed?: string;
  /** A JSON file the state is loaded from at start and written to after each change (`--state`). */
  stateFile?: string;
  /** Real time in Unix seconds (tests fix it). */
  realNow?: () => number;
}

export interface Sandbox {
  /** `http://127.0.0.1:4010` */
  origin: string;
  engine: PaymentEngine;
  contract: Contract;
  /** Answers the sandbox gave that openapi/openapi.yaml does not allow (also printed): a sandbox bug. */
  problems: string[];
  /** Every attempt made, in order, with the receiver's answer. */
  attempts: { delivery: Outgoing; headers: [string, string][]; status: number }[];
  /** Resolves once every delivery due now has been attempted. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const maxBodyBytes = 1024 * 1024;

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const contract = await Contract.load();
  const host = options.host ?? '127.0.0.1';
  const attempts: Sandbox['attempts'] = [];
  const problems: string[] = [];

  /** Sends an API answer, holding it to the document first: a status it lists, a body its schema accepts. */
  const answer = (response: ServerResponse, operation: Operation | undefined, reply: Answer): void => {
    if (operation) {
      const schema = contract.responseSchema(operation, reply.status);
      const wrong = schema
        ? contract.check(schema, reply.body).map((problem) => `${problem.field}: ${problem.message}`)
        : [`openapi/openapi.yaml lists no ${reply.status} answer`];
      if (wrong.length > 0) {
        problems.push(`${operation.operationId} ${reply.status}: ${wrong.join('; ')}`);
        console.error(`sandbox: ${problems.at(-1)}`);
      }
    }
    send(response, reply);
  };
  let pumping: Promise<void> = Promise.resolve();
  let saved = '';
  /** Writes the state file when the state changed: a temporary file renamed over it, so a crash leaves a whole one. */
  const persist = (): void => {
    if (!options.stateFile) return;
    const text = engine.saveState();
    if (text === saved) return;
    writeFileSync(`${options.stateFile}.tmp`, text);
    renameSync(`${options.stateFile}.tmp`, options.stateFile);
    saved = text;
  };

  /** Attempts every due delivery, one after another, so a receiver hears them in the order they were made. */
  const pump = (): Promise<void> =>
    (pumping = pumping.then(async () => {
      for (const delivery of engine.due()) {
        const headers = engine.headers(delivery);
        let status = 0;
        try {
          const response = await fetch(delivery.url, {
            method: 'POST',
            headers,
            body: delivery.body,
            signal: AbortSignal.timeout(webhookDelivery.responseTimeoutSeconds * 1000),
          });
          status = response.status;
          await response.arrayBuffer();
        } catch {
          status = 0;
        }
        attempts.push({ delivery: { ...delivery }, headers, status });
        engine.settle(delivery, status >= 200 && status < 300);
      }
      persist();
    }));

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    if (raw === undefined) return send(response, engine.badRequest('The request body is larger than 1 MB.', []));
    if (url.pathname.startsWith('/v1/')) await api(method, url, request, raw, response);
    else if (url.pathname.startsWith('/3ds/')) await challenge(method, url.pathname.slice(5), raw, response);
    else if (url.pathname.startsWith('/s/')) {
      // A subscription's link: the period due, on the payment page.
      const location = engine.subscriptionLink(decodeURIComponent(url.pathname.slice(3)));
      if (!location) return html(response, 404, resultPage('Nothing is due on this subscription.'));
      response.writeHead(303, { Location: location }).end();
    } else if (url.pathname.startsWith('/paypal/'))
      await paypal(method, decodeURIComponent(url.pathname.slice(8)), raw, response);
    else if (url.pathname.startsWith('/p/'))
      await paymentPage(method, decodeURIComponent(url.pathname.slice(3)), raw, response);
    else if (url.pathname === '/sandbox/clock') {
      if (method === 'POST') {
        const body = parseJson(raw) as { advanceSeconds?: unknown } | undefined;
        const seconds = Number(body?.advanceSeconds);
        if (!Number.isFinite(seconds) || seconds < 0)
          return send(
            response,
            engine.badRequest('advanceSeconds must be a number of seconds, 0 or more.', [
              { field: 'advanceSeconds', message: 'Must be a number, 0 or more.' },
            ]),
          );
        engine.advance(seconds);
        await pump();
      }
      send(response, { status: 200, body: { now: new Date(engine.now() * 1000).toISOString() } });
    } else if (url.pathname === '/sandbox/tokens' && method === 'POST') {
      const body = parseJson(raw) as { number?: unknown; expMonth?: unknown; expYear?: unknown } | undefined;
      if (typeof body?.number !== 'string')
        return send(response, { status: 400, body: { code: 'invalid_number', message: 'number is required.' } });
      send(response, engine.tokenize(body.number, Number(body.expMonth ?? 12), Number(body.expYear ?? 2030)));
    } else if (url.pathname === '/sandbox/deliveries' && method === 'GET')
      send(response, { status: 200, body: { deliveries: engine.outbox as unknown as JsonObject[] } });
    else if (/^\/sandbox\/deliveries\/[^/]+\/replay$/.test(url.pathname) && method === 'POST') {
      // Sent again now, signed at the real time, as one more attempt (a failure rejoins the retry schedule).
      const id = decodeURIComponent(url.pathname.split('/')[3]!);
      const delivery = engine.replay(id);
      if (!delivery) return send(response, engine.notFound(`No delivery ${id}: GET /sandbox/deliveries lists them.`));
      await pump();
      send(response, { status: 200, body: delivery as unknown as JsonObject });
    } else send(response, engine.notFound(`No route ${method} ${url.pathname}: the API is under /v1.`));
  }

  async function api(
    method: string,
    url: URL,
    request: IncomingMessage,
    raw: string,
    response: ServerResponse,
  ): Promise<void> {
    const headers = request.headers as Record<string, string | undefined>;
    const apiKey = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
    const pagoraAccount = headers['pagora-account'];
    const { operation, params } = contract.route(method, url.pathname.slice(3));
    const refusal = engine.refusal({ apiKey, pagoraAccount });
    if (refusal) return answer(response, operation, refusal);
    if (!operation) return send(response, engine.notFound(`No operation ${method} ${url.pathname}.`));
    let body: unknown;
    if (raw.trim() !== '') {
      body = parseJson(raw);
      if (body === undefined)
        return answer(
          response,
          operation,
          engine.badRequest('The request body is not valid JSON.', [{ field: 'body', message: 'Not valid JSON.' }]),
        );
    }
    const query = Object.fromEntries(url.searchParams);
    const invalid = contract.checkRequest(operation, { params, headers, query, body });
    if (invalid.length > 0) {
      // An unknown id is a 404 where the document lists one; any other invalid field is a 400.
      const id = invalid.find((problem) => operation.pathParams.includes(problem.field));
      if (id && operation.responses['404'])
        return answer(
          response,
          operation,
          engine.notFound(`No ${id.field.replace(/Id$/, '')} with ID ${params[id.field]}.`),
        );
      return answer(response, operation, engine.badRequest('The request is not valid.', invalid));
    }
    const reply = engine.handle({
      operationId: operation.operationId,
      apiKey,
      pagoraAccount,
      pathParams: params,
      query,
      body: (body as JsonObject | undefined) ?? {},
      idempotencyKey: headers['idempotency-key'],
    });
    answer(response, operation, reply);
    await pump();
  }

  async function paymentPage(method: string, paymentId: string, raw: string, response: ServerResponse): Promise<void> {
    const payment = engine.payableOnPage(paymentId);
    if (!payment)
      return html(response, 404, resultPage('This payment cannot be paid here (unknown, or no longer PENDING).'));
    if (method !== 'POST') return html(response, 200, paymentPageHtml(payment));
    const outcome = engine.payOnPage(paymentId, new URLSearchParams(raw).get('number') ?? '');
    await pump();
    if (outcome.refused) return html(response, 422, paymentPageHtml(payment, outcome.refused));
    if (outcome.redirect) return void response.writeHead(303, { Location: outcome.redirect }).end();
    html(response, 200, resultPage(`The payment is ${String(outcome.payment?.status)}.`));
  }

  async function paypal(method: string, paymentId: string, raw: string, response: ServerResponse): Promise<void> {
    const payment = engine.paypalOf(paymentId);
    if (!payment) return html(response, 404, resultPage('No PayPal approval waits for this payment.'));
    if (method !== 'POST') return html(response, 200, paypalPage(payment));
    const outcome = engine.answerPaypal(paymentId, new URLSearchParams(raw).get('choice') ?? '');
    await pump();
    if (outcome.redirect) return void response.writeHead(303, { Location: outcome.redirect }).end();
    html(response, 200, resultPage(`The payment is ${String(outcome.payment?.status ?? payment.status)}.`));
  }

  async function challenge(method: string, paymentId: string, raw: string, response: ServerResponse): Promise<void> {
    const payment = engine.challengeOf(decodeURIComponent(paymentId));
    if (method === 'GET') {
      if (!payment) return html(response, 404, resultPage('No 3-D Secure challenge waits for this payment.'));
      return html(response, 200, challengePage(payment));
    }
    if (method !== 'POST') return html(response, 404, resultPage('Not found.'));
    const form = new URLSearchParams(raw);
    const outcome = engine.completeChallenge(
      decodeURIComponent(paymentId),
      form.get('action') === 'timeout' ? 'timeout' : { code: form.get('code') ?? '' },
    );
    await pump();
    if (!outcome.payment) return html(response, 404, resultPage('No 3-D Secure challenge waits for this payment.'));
    if (outcome.redirect) {
      response.writeHead(303, { Location: outcome.redirect }).end();
      return;
    }
    html(response, 200, resultPage(`The payment is ${String(outcome.payment.status)}.`));
  }

  const server: Server = createServer((request, response) => {
    void serve(request, response)
      .then(persist)
      .catch((error: unknown) => {
        // A bug in the sandbox, not in the request: the documented 500, and the server keeps serving.
        console.error(error);
        if (!response.headersSent)
          send(response, {
            status: 500,
            body: {
              status: 500,
              type: 'INTERNAL_SERVER_ERROR',
              code: 'INTERNAL_ERROR',
              message: 'Something went wrong in the sandbox. Retry the request with the same Idempotency-Key.',
              requestId: 'req_sandbox',
              errors: [],
            },
          });
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 4010, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  // Created once the port is known: the pages it links to (3-D Secure, payment page) are on this origin.
  const engine = new PaymentEngine({
    origin,
    webhookUrls: options.webhookUrls,
    seed: options.seed,
    realNow: options.realNow,
  });
  if (options.stateFile && existsSync(options.stateFile)) {
    try {
      engine.loadState((saved = readFileSync(options.stateFile, 'utf8')));
    } catch (error) {
      server.close();
      throw new Error(`${options.stateFile}: ${(error as Error).message}`);
    }
  }
  // Retries fall due with real time as well as with the clock.
  const timer = setInterval(() => void pump(), 1000);
  timer.unref();

  return {
    origin,
    engine,
    contract,
    problems,
    attempts,
    idle: () => pump(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxBodyBytes ? undefined : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, answer: Answer): void {
  response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
}

function html(response: ServerResponse, status: number, page: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
}
