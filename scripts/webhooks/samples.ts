/**
 * The receiver samples of a webhook event page, in the site's four code tabs: curl replays the
 * event's example signed with your test secret; JavaScript, Python and PHP are complete endpoints
 * (standard library only) that verify the signature, answer, and skip duplicates.
 * tests/unit/webhook-receivers.test.ts runs all four against each other: the example signed with a
 * test secret is accepted and a tampered copy rejected.
 */
import { webhookDelivery } from '../../data/webhook-delivery';
import type { EnvelopeEvent, WebhookEvent } from './model';

export interface ReceiverSample {
  /** Tab value of the site-wide `code-samples` group. */
  language: 'curl' | 'javascript' | 'python' | 'php';
  label: string;
  /** Code-fence language. */
  fence: string;
  fileName: string;
  code: string;
}

/** The environment variables the samples read. */
export const sampleEnv = { secret: 'PAGORA_WEBHOOK_SECRET', port: 'PORT', url: 'WEBHOOK_URL' } as const;

/** What a handler does with the event, by the schema of `data` (one line of each sample). */
const nextStep: Record<string, string> = {
  Payment: 'update the order from data.status; ignore a data.updatedAt older than the one you stored',
  Subscription: 'give or remove access from data.status; ignore a data.updatedAt older than the one you stored',
  ChargebackAlert: 'hold fulfilment of data.paymentId and decide before data.respondBy',
  Payout: 'reconcile the payout data.id with your bank statement',
  Settlement: 'book data.netAmount in data.currency and match it to its payout',
  Account: 'check data.status and stop selling if your account cannot take payments',
};

/** The example exactly as the page shows it and as the curl sample sends it. */
export function exampleBody(event: WebhookEvent): string {
  return typeof event.example === 'string' ? event.example : JSON.stringify(event.example, null, 2);
}

export function exampleFileName(event: WebhookEvent): string {
  return `${event.slug}.json`;
}

export function receiverSamples(event: EnvelopeEvent): ReceiverSample[] {
  const { timestampHeader, signatureHeader, eventIdHeader, attemptHeader, toleranceSeconds } =
    webhookDelivery.signature;
  const todo = nextStep[event.dataSchema] ?? 'act on data';
  const eventId = String(event.example.id);

  const curl = `#!/usr/bin/env bash
# Replays the example ${event.type} event (saved as ${exampleFileName(event)}) to your endpoint,
# signed the way Pagora signs it. Needs Bash, OpenSSL and curl.
set -euo pipefail
SECRET="\${${sampleEnv.secret}:?set ${sampleEnv.secret} to your test-mode signing secret (whsec_...)}"
URL="\${${sampleEnv.url}:-http://localhost:3000/webhooks/pagora}"
BODY_FILE="${exampleFileName(event)}"

TIMESTAMP=$(date +%s)
# HMAC-SHA256 of "<timestamp>.<raw body>", keyed with the whole whsec_ secret, as hex
SIGNATURE=$({ printf '%s.' "$TIMESTAMP"; cat "$BODY_FILE"; } | openssl dgst -sha256 -hmac "$SECRET" | awk '{print $NF}')

curl -sS -o /dev/null -w '%{http_code}\\n' -X POST "$URL" \\
  -H "Content-Type: application/json" \\
  -H "${timestampHeader}: $TIMESTAMP" \\
  -H "${signatureHeader}: v1=$SIGNATURE" \\
  -H "${eventIdHeader}: ${eventId}" \\
  -H "${attemptHeader}: 1" \\
  --data-binary "@$BODY_FILE"`;

  const javascript = `// server.mjs: receives ${event.type} events. Node.js 18+, no dependencies.
// Run: ${sampleEnv.secret}=whsec_... node server.mjs
import { createServer } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';

const SECRET = process.env.${sampleEnv.secret};
const TOLERANCE_SECONDS = ${toleranceSeconds};
const processed = new Set(); // use your database in production

function verify(rawBody, timestamp, signatureHeader, now = Math.floor(Date.now() / 1000)) {
  if (typeof timestamp !== 'string' || !/^\\d+$/.test(timestamp)) return false;
  if (typeof signatureHeader !== 'string') return false;
  if (Math.abs(now - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', SECRET).update(\`\${timestamp}.\`).update(rawBody).digest();
  return signatureHeader.split(',').some((item) => {
    const [scheme, value = ''] = item.trim().split('=');
    const given = Buffer.from(value, 'hex');
    return scheme === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks);
    if (!verify(rawBody, req.headers['${timestampHeader.toLowerCase()}'], req.headers['${signatureHeader.toLowerCase()}'])) {
      res.writeHead(400).end();
      return;
    }
    const event = JSON.parse(rawBody.toString('utf8'));
    res.writeHead(204).end(); // answer first, then do the work
    if (processed.has(event.id)) return; // a repeated delivery
    processed.add(event.id);
    if (event.type === '${event.type}') {
      const data = event.data;
      // ${todo}
      console.log(\`\${event.type} \${data.id}\`);
    }
  });
}).listen(Number(process.env.${sampleEnv.port} ?? 3000));`;

  const python = `# app.py: receives ${event.type} events. Python 3.9+, standard library only.
# Run: ${sampleEnv.secret}=whsec_... python3 app.py
import hashlib
import hmac
import json
import os
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

SECRET = os.environ["${sampleEnv.secret}"].encode("utf-8")
TOLERANCE_SECONDS = ${toleranceSeconds}
processed = set()  # use your database in production


def verify(raw_body, timestamp, signature_header, now=None):
    if not timestamp or not timestamp.isdigit() or not signature_header:
        return False
    now = int(time.time()) if now is None else now
    if abs(now - int(timestamp)) > TOLERANCE_SECONDS:
        return False
    expected = hmac.new(SECRET, timestamp.encode("ascii") + b"." + raw_body, hashlib.sha256).hexdigest()
    return any(
        hmac.compare_digest(expected, item.strip()[3:])
        for item in signature_header.split(",")
        if item.strip().startswith("v1=")
    )


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        raw_body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if not verify(raw_body, self.headers.get("${timestampHeader}"), self.headers.get("${signatureHeader}")):
            self.send_response(400)
            self.end_headers()
            return
        event = json.loads(raw_body)
        self.send_response(204)  # answer first, then do the work
        self.end_headers()
        if event["id"] in processed:  # a repeated delivery
            return
        processed.add(event["id"])
        if event["type"] == "${event.type}":
            data = event["data"]
            # ${todo}
            print(event["type"], data["id"], flush=True)


HTTPServer(("127.0.0.1", int(os.environ.get("${sampleEnv.port}", "3000"))), Handler).serve_forever()`;

  const php = `<?php
// webhook.php: receives ${event.type} events. PHP 8+, no extensions beyond the defaults.
// Try it locally: ${sampleEnv.secret}=whsec_... php -S 127.0.0.1:3000 webhook.php
const TOLERANCE_SECONDS = ${toleranceSeconds};

function verify_pagora_signature(string $rawBody, string $timestamp, string $signatureHeader, string $secret, ?int $now = null): bool
{
    if (!ctype_digit($timestamp) || $signatureHeader === '' || $secret === '') {
        return false;
    }
    if (abs(($now ?? time()) - (int) $timestamp) > TOLERANCE_SECONDS) {
        return false;
    }
    $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $secret);
    foreach (explode(',', $signatureHeader) as $item) {
        $item = trim($item);
        if (str_starts_with($item, 'v1=') && hash_equals($expected, substr($item, 3))) {
            return true;
        }
    }
    return false;
}

$rawBody = file_get_contents('php://input');
$timestamp = $_SERVER['HTTP_${timestampHeader.toUpperCase().replace(/-/g, '_')}'] ?? '';
$signature = $_SERVER['HTTP_${signatureHeader.toUpperCase().replace(/-/g, '_')}'] ?? '';
if (!verify_pagora_signature($rawBody, $timestamp, $signature, (string) getenv('${sampleEnv.secret}'))) {
    http_response_code(400);
    exit;
}
$event = json_decode($rawBody, true, 512, JSON_THROW_ON_ERROR);
http_response_code(204);
// Skip an event id you have already processed (look it up in your database) before acting.
if ($event['type'] === '${event.type}') {
    $data = $event['data'];
    // ${todo}
    error_log($event['type'] . ' ' . $data['id']);
}`;

  return [
    { language: 'curl', label: 'curl', fence: 'bash', fileName: 'replay-event.sh', code: curl },
    { language: 'javascript', label: 'JavaScript', fence: 'js', fileName: 'server.mjs', code: javascript },
    { language: 'python', label: 'Python', fence: 'python', fileName: 'app.py', code: python },
    { language: 'php', label: 'PHP', fence: 'php', fileName: 'webhook.php', code: php },
  ];
}
