/** The one docusaurus-theme-openapi-docs 5.2 hook MethodEndpoint reads (upstream ships no declaration for it). */
declare module '@theme/ApiItem/hooks' {
  export function useTypedSelector<Selected>(selector: (state: never) => Selected): Selected;
}
