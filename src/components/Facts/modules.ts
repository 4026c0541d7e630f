/**
 * The components guides use without writing an import, and the module of each. The remark plugin in
 * plugins/mdx-auto-import adds `import Name from '…'` to the pages that use one, so only those pages
 * load it (they were registered in MDXComponents before, which put them and all of data/ into the
 * chunk every doc page loads, the 430 GraphQL pages included).
 */
export const mdxAutoImports = {
  AccessLevels: '@site/src/components/Facts/AccessLevels',
  AbandonedRedirect: '@site/src/components/Facts/AbandonedRedirect',
  ApiErrors: '@site/src/components/Facts/ApiErrors',
  CardBrands: '@site/src/components/Facts/CardBrands',
  ChargebackRoutes: '@site/src/components/Facts/ChargebackRoutes',
  Fact: '@site/src/components/Facts/Fact',
  MethodCapabilities: '@site/src/components/Facts/MethodCapabilities',
  MethodRefunds: '@site/src/components/Facts/MethodRefunds',
  PaymentStatuses: '@site/src/components/Facts/PaymentStatuses',
  ScaScope: '@site/src/components/Facts/ScaScope',
  StatusCodes: '@site/src/components/Facts/StatusCodes',
  SubscriptionStatuses: '@site/src/components/Facts/SubscriptionStatuses',
  SubscriptionTransitions: '@site/src/components/Facts/SubscriptionTransitions',
  TestAccounts: '@site/src/components/Facts/TestAccounts',
  TestCards: '@site/src/components/Facts/TestCards',
  WalletCredentials: '@site/src/components/Facts/WalletCredentials',
  RetrySchedule: '@site/src/components/RetrySchedule',
  OutcomeExplorer: '@site/src/components/OutcomeExplorer',
  SignatureChecker: '@site/src/components/SignatureChecker',
} as const satisfies Record<string, string>;

export type AutoImportedComponent = keyof typeof mdxAutoImports;
