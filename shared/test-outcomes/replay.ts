/**
 * "Replay to my server": a Bash command per delivery that POSTs its body byte for byte, with its
 * headers, to your local server, and the whole story as one script. The timestamp and signature are
 * made when the command runs, as Pagora makes them when it sends (the ones the explorer shows are
 * older than the tolerance, so a correct receiver would reject them), with the published test secret.
 */
import { publishedTestSigningSecret, webhookDelivery } from '../../data/webhook-delivery';
import type { Delivery, Outcome } from './outcome';
import { shellQuote } from '../rest-samples';

/** The delivery's path on your own server: `https://shop.example.com/pagora/callback` → `/pagora/callback`. */
export function localPath(delivery: Delivery): string {
  return new URL(delivery.url).pathname;
}

export function replayCommand(delivery: Delivery): string {
  const { timestampHeader, signatureHeader, scheme } = webhookDelivery.signature;
  const signed = new Set<string>([timestampHeader, signatureHeader]);
  const lines = [
    `BODY=${shellQuote(delivery.body)}`,
    'TS=$(date +%s)',
    `SIG=$(printf '%s.%s' "$TS" "$BODY" | openssl dgst -sha256 -hmac "\${PAGORA_WEBHOOK_SECRET:-${publishedTestSigningSecret}}" | awk '{print $NF}')`,
    `curl -fsS -o /dev/null -w '%{http_code}\\n' -X POST "http://localhost:\${PORT:-3000}${localPath(delivery)}" \\`,
    ...delivery.headers.map(([name, value]) =>
      signed.has(name)
        ? `  -H "${name}: ${name === timestampHeader ? '$TS' : `${scheme}=$SIG`}" \\`
        : `  -H ${shellQuote(`${name}: ${value}`)} \\`,
    ),
    '  --data-binary "$BODY"',
  ];
  return lines.join('\n');
}

/** The whole story's deliveries, in order, as one script. */
export function replayScript(outcome: Outcome): string {
  const deliveries = outcome.steps.flatMap((step) => step.deliveries);
  return [
    '#!/usr/bin/env bash',
    '# Replays every callback and webhook event of this test outcome to your local server, in order.',
    '# Needs Bash, OpenSSL and curl. Each request is signed with $PAGORA_WEBHOOK_SECRET, by default the',
    `# published test secret ${publishedTestSigningSecret}, which signs nothing real: start your`,
    '# server with the same secret. PORT defaults to 3000.',
    'set -euo pipefail',
    '',
    ...deliveries.map(
      (delivery, index) =>
        `# ${index + 1}. ${delivery.eventType ?? 'Callback'} → ${localPath(delivery)}\n${replayCommand(delivery)}\n`,
    ),
  ].join('\n');
}
