/**
 * How Pagora masks a customer's phone number in `paymentMethod.bizum.phoneNumber` and
 * `paymentMethod.mbway.phoneNumber`: the country calling code and the last 4 digits stay, every
 * other digit becomes `*`. REST and GraphQL examples and the guides follow this one rule.
 */

/** Calling codes of the countries whose phone-based methods Pagora supports. */
export const phoneCountryCodes = ['+34', '+351'] as const;

export function maskPhone(e164: string): string {
  const countryCode = phoneCountryCodes.find((code) => e164.startsWith(code));
  if (!countryCode) throw new Error(`data/masking.ts: no supported country code in ${e164}`);
  const subscriber = e164.slice(countryCode.length);
  return `${countryCode}${'*'.repeat(subscriber.length - 4)}${subscriber.slice(-4)}`;
}

/** Whether a string looks like a masked phone (a `+`, digits, then `*`s, then digits). */
export const maskedPhonePattern = /\+\d{2,3}\*+\d+/g;
