import type { CustomerSummary } from '@site/contracts/events';

/** Storefront `CustomerAccessToken`. */
export interface AccessToken {
  accessToken: string;
  /** ISO-8601. */
  expiresAt: string;
}

/** The customer as the storefront returns it (spec §3). */
export interface Customer extends CustomerSummary {
  acceptsMarketing: boolean;
  phone: string | null;
}

export interface CustomerUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptsMarketing: boolean;
}

/** A login outcome: the token, or the message to show. */
export type LoginResult = { token: AccessToken; message: null } | { token: null; message: string };
