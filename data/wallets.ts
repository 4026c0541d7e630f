/**
 * What a wallet payment carries and who authenticates the customer, per credential type. Apple Pay
 * and Google Pay `CRYPTOGRAM_3DS` carry a network token with a cryptogram, and the device
 * authenticates the customer (Face ID, fingerprint, passcode); a Google Pay `PAN_ONLY` card is a
 * card number, not a network token, authenticated with 3-D Secure like a typed card. Rendered by <WalletCredentials />.
 */
import type { PaymentMethodName } from './methodCapabilities';

export interface WalletCredential {
  paymentMethod: PaymentMethodName;
  /** Google Pay `allowedAuthMethods` value, when the wallet has several. */
  authMethod: string | null;
  networkToken: boolean;
  /** Markdown: what reaches Pagora. */
  credential: string;
  /** Markdown: who authenticates the customer (SCA). */
  authenticatedBy: string;
}

export const walletCredentials: readonly WalletCredential[] = [
  {
    paymentMethod: 'APPLE_PAY',
    authMethod: null,
    networkToken: true,
    credential: 'A network token (device account number) with a one-time cryptogram',
    authenticatedBy: 'The device: Face ID, Touch ID or the passcode, which counts as SCA.',
  },
  {
    paymentMethod: 'GOOGLE_PAY',
    authMethod: 'CRYPTOGRAM_3DS',
    networkToken: true,
    credential: 'A network token of a card tokenised on the device, with a one-time cryptogram',
    authenticatedBy: 'The device: screen lock or fingerprint, which counts as SCA.',
  },
  {
    paymentMethod: 'GOOGLE_PAY',
    authMethod: 'PAN_ONLY',
    networkToken: false,
    credential: "The card number stored in the customer's Google account: not a network token",
    authenticatedBy:
      'The issuer, as for a typed card: Pagora runs 3-D Secure when SCA applies, and the issuer decides whether to challenge.',
  },
];
