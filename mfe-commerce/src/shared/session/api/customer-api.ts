import type { StorefrontRequest } from '../../storefront/storefront-client';
import type {
  AccessToken,
  Customer,
  CustomerUserError,
  LoginResult,
  SignUpInput,
} from './customer-types';

const ERRORS = 'customerUserErrors { code field message }';
const CUSTOMER_FIELDS = 'id firstName lastName acceptsMarketing email phone';

// Spec §7.3: the customer lookup selects exactly these fields.
const CUSTOMER = `query Customer($customerAccessToken: String!) { customer(customerAccessToken: $customerAccessToken) { ${CUSTOMER_FIELDS} } }`;
const LOGIN = `mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } ${ERRORS} } }`;
const RENEW = `mutation CustomerAccessTokenRenew($customerAccessToken: String!) {
  customerAccessTokenRenew(customerAccessToken: $customerAccessToken) { customerAccessToken { accessToken expiresAt } userErrors { field message } } }`;
const DELETE = `mutation CustomerAccessTokenDelete($customerAccessToken: String!) {
  customerAccessTokenDelete(customerAccessToken: $customerAccessToken) { deletedAccessToken userErrors { field message } } }`;
const CREATE = `mutation CustomerCreate($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } ${ERRORS} } }`;
const RECOVER = `mutation CustomerRecover($email: String!) { customerRecover(email: $email) { ${ERRORS} } }`;
const RESET = `mutation CustomerReset($id: ID!, $input: CustomerResetInput!) {
  customerReset(id: $id, input: $input) { customerAccessToken { accessToken expiresAt } ${ERRORS} } }`;

/** The customer operations of the Storefront API, as the session machine and the account pages use them. */
export interface CustomerApi {
  fetchCustomer(token: string): Promise<Customer | null>;
  login(email: string, password: string): Promise<LoginResult>;
  renew(token: string): Promise<AccessToken | null>;
  deleteToken(token: string): Promise<void>;
  signUp(input: SignUpInput): Promise<CustomerUserError[]>;
  recover(email: string): Promise<CustomerUserError[]>;
  reset(
    id: string,
    resetToken: string,
    password: string,
  ): Promise<{ token: AccessToken | null; errors: CustomerUserError[] }>;
}

/** urql prefixes GraphQL errors; the visitor sees the server's sentence alone. */
export function cleanMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^\[(GraphQL|Network)\]\s*/, '') || 'Something went wrong. Please try again.';
}

export function createCustomerApi(request: StorefrontRequest): CustomerApi {
  return {
    async fetchCustomer(token) {
      const data = await request<{ customer: Customer | null }>(CUSTOMER, {
        customerAccessToken: token,
      });
      return data.customer;
    },
    async login(email, password) {
      const data = await request<{
        customerAccessTokenCreate: {
          customerAccessToken: AccessToken | null;
          customerUserErrors: CustomerUserError[];
        } | null;
      }>(LOGIN, { input: { email, password } }, 'mutation');
      const payload = data.customerAccessTokenCreate;
      if (payload?.customerAccessToken)
        return { token: payload.customerAccessToken, message: null };
      const code = payload?.customerUserErrors[0]?.code;
      const message =
        code === 'UNIDENTIFIED_CUSTOMER'
          ? 'The e-mail address or password is not right.'
          : (payload?.customerUserErrors[0]?.message ?? 'Log in failed.');
      return { token: null, message };
    },
    async renew(token) {
      const data = await request<{
        customerAccessTokenRenew: { customerAccessToken: AccessToken | null } | null;
      }>(RENEW, { customerAccessToken: token }, 'mutation');
      return data.customerAccessTokenRenew?.customerAccessToken ?? null;
    },
    async deleteToken(token) {
      await request(DELETE, { customerAccessToken: token }, 'mutation');
    },
    async signUp(input) {
      const data = await request<{
        customerCreate: { customerUserErrors: CustomerUserError[] } | null;
      }>(CREATE, { input }, 'mutation');
      return data.customerCreate?.customerUserErrors ?? [];
    },
    async recover(email) {
      const data = await request<{
        customerRecover: { customerUserErrors: CustomerUserError[] } | null;
      }>(RECOVER, { email }, 'mutation');
      return data.customerRecover?.customerUserErrors ?? [];
    },
    async reset(id, resetToken, password) {
      const data = await request<{
        customerReset: {
          customerAccessToken: AccessToken | null;
          customerUserErrors: CustomerUserError[];
        } | null;
      }>(RESET, { id, input: { resetToken, password } }, 'mutation');
      return {
        token: data.customerReset?.customerAccessToken ?? null,
        errors: data.customerReset?.customerUserErrors ?? [],
      };
    },
  };
}
