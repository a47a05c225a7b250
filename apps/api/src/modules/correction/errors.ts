/** Raised when a required analyser failed and a later attempt may succeed. */
export class RetryableCorrectionError extends Error {}
