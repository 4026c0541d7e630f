/**
 * The card brands Pagora accepts: the `CardBrand` value of both APIs (`paymentMethod.card.brand`) and
 * the scheme's name. Rendered by <CardBrands /> (the Cards guide) and used by the test card table;
 * held to `CardBrand` of openapi/ and graphql/ (values, order and descriptions) by
 * `tests/unit/facts-data.test.ts`.
 */
export const cardBrands = [
  { brand: 'VISA', name: 'Visa' },
  { brand: 'MASTERCARD', name: 'Mastercard' },
  { brand: 'AMEX', name: 'American Express' },
  { brand: 'MAESTRO', name: 'Maestro' },
  { brand: 'DINERS', name: 'Diners Club' },
  { brand: 'DISCOVER', name: 'Discover' },
  { brand: 'JCB', name: 'JCB' },
  { brand: 'UNIONPAY', name: 'UnionPay' },
] as const;

export type CardBrand = (typeof cardBrands)[number]['brand'];

/** The scheme's name of a brand value: `AMEX` → American Express. */
export function cardBrandName(brand: CardBrand): string {
  return cardBrands.find((entry) => entry.brand === brand)!.name;
}
