/** An answer the agent should read as a failed call (`isError`), with text that says what to do next. */
export class ToolError extends Error {}
