/** A client mistake in a query: answered with 400 and this message, never a crash. */
export class QueryError extends Error {
  constructor(
    message: string,
    /** `parsing-error` for `q` problems, as Prismic reports them; validation otherwise. */
    readonly kind: 'parsing-error' | 'api_validation_error' = 'api_validation_error',
    /** 1-based column in `q` where parsing stopped, when known (Prismic's `pos.column`). */
    readonly column?: number,
  ) {
    super(message);
  }
}
