/** A problem the operator must fix before starting; printed without a stack trace. */
export class StartupError extends Error {}
