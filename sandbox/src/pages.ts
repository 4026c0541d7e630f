/** The pages the sandbox shows the customer: the payment page (`url`), the 3-D Secure challenge, and a result when no return URL is set. */
import { paypalSandboxOutcomes, testCards } from '../../data/testData';
import { challengeCode, sandboxTiming, type JsonObject } from '../../shared/payment-engine/engine';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, content: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head><body><main>${content}</main></body></html>`;

export function challengePage(payment: JsonObject): string {
  const card = (payment.paymentMethod as { card?: { last4?: string } } | undefined)?.card;
  return page(
    '3-D Secure challenge',
    `<h1>3-D Secure challenge</h1>
<p>Pagora sandbox: payment <code>${escape(String(payment.id))}</code> of ${escape(String(payment.amount))} ${escape(String(payment.currency))}, card ending ${escape(card?.last4 ?? '')}.</p>
<p>Enter <code>${challengeCode}</code> to authenticate; any other code fails with <code>110</code>. Left open for ${sandboxTiming.challengeTimeoutSeconds / 60} minutes, or left with the button below, the challenge times out with <code>111</code>.</p>
<form method="post"><label for="code">Code</label> <input id="code" name="code" autocomplete="one-time-code" inputmode="numeric"> <button type="submit">Submit</button></form>
<form method="post"><input type="hidden" name="action" value="timeout"><button type="submit">Leave the challenge</button></form>`,
  );
}

export function resultPage(message: string): string {
  return page('Pagora sandbox', `<h1>Pagora sandbox</h1><p>${escape(message)}</p>`);
}

/** The payment page, cards only: a test card number, as the customer would type it. */
export function paymentPageHtml(payment: JsonObject, refused?: string): string {
  const options = testCards
    .map(
      (card) =>
        `<option value="${card.number.replace(/ /g, '')}">${escape(`${card.number}: ${card.outcome.replace(/`/g, '')}`)}</option>`,
    )
    .join('');
  return page(
    'Pay',
    `<h1>Pay ${escape(String(payment.amount))} ${escape(String(payment.currency))}</h1>
<p>Pagora sandbox: payment <code>${escape(String(payment.id))}</code>. Pay with a test card.</p>
${refused ? `<p role="alert">${escape(refused)}</p>` : ''}
<form method="post"><label for="number">Test card</label> <select id="number" name="number">${options}</select> <button type="submit">Pay</button></form>`,
  );
}

/** The PayPal sandbox's approval page, as the sandbox stands in for it: one button per documented outcome. */
export function paypalPage(payment: JsonObject): string {
  const buttons = paypalSandboxOutcomes
    .map(
      (outcome) =>
        `<form method="post"><input type="hidden" name="choice" value="${outcome.value}"><button type="submit">${outcome.value === 'approve' ? 'Approve' : 'Cancel'}</button> ${escape(outcome.outcome.replace(/`/g, ''))}</form>`,
    )
    .join('\n');
  return page(
    'PayPal sandbox',
    `<h1>PayPal sandbox</h1>
<p>Pagora sandbox: payment <code>${escape(String(payment.id))}</code> of ${escape(String(payment.amount))} ${escape(String(payment.currency))}.</p>
${buttons}`,
  );
}
