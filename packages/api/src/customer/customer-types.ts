/** Shopify's CustomerErrorCode values this backend produces. */
export type CustomerErrorCode =
  | 'BLANK'
  | 'INVALID'
  | 'TAKEN'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'UNIDENTIFIED_CUSTOMER'
  | 'CUSTOMER_DISABLED'
  | 'TOKEN_INVALID'
  | 'NOT_FOUND'
  | 'CONTAINS_HTML_TAGS'
  | 'CONTAINS_URL'
  | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE';

export interface CustomerUserError {
  code: CustomerErrorCode;
  field: string[] | null;
  message: string;
}

/** The Storefront `Customer` fields the site reads (spec §3). */
export interface CustomerView {
  id: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  email: string;
  phone: string | null;
  acceptsMarketing: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AccessTokenView {
  accessToken: string;
  expiresAt: string;
}

export interface CustomerCreateInput {
  email?: unknown;
  password?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  phone?: unknown;
  acceptsMarketing?: unknown;
}

export type CustomerUpdateInput = CustomerCreateInput;

/** Raised when a caller has made too many attempts; surfaces as a THROTTLED GraphQL error, as on Shopify. */
export class ThrottledError extends Error {
  constructor(message = 'Login attempt limit exceeded. Please try again later.') {
    super(message);
    this.name = 'ThrottledError';
  }
}
