/** The outcome explorer's one module: inputs, the story of a choice, and its replay commands (README). */
export * from './choices';
export * from './inputs';
export * from './outcome';
export * from './replay';
export { hmacSha256Hex } from '../payment-engine/hmac-sha256';
export * from './url';
export * from './summary';
