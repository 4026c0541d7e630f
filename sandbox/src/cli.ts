/**
 * `pagora-sandbox [--port 4010] [--host 127.0.0.1] [--webhook-url URL]… [--state FILE]`: the Pagora REST API in test
 * mode on localhost (README.md).
 */
import { parseArgs } from 'node:util';
import { publishedTestSigningSecret } from '../../data/webhook-delivery';
import { startSandbox } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string', multiple: true, default: [] },
    state: { type: 'string' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}
const sandbox = await startSandbox({
  port,
  host: values.host,
  webhookUrls: values['webhook-url'],
  stateFile: values.state,
}).catch((error: Error) => {
  console.error(`The sandbox did not start: ${error.message}`);
  process.exit(2);
});
console.log(`Pagora sandbox: ${sandbox.origin}/v1 (any sk_test_ key)`);
console.log(`Callbacks and webhook events are signed with ${publishedTestSigningSecret}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
