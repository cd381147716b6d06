import { isUniqueViolation } from '../db/database';
import { welcomeMail } from '../mail/templates';
import { CustomerCore } from './customer-core';
import { resetByUrl, recover, reset } from './customer-recovery';
import { customerView, type CustomerRow } from './customer-store';
import {
  type AccessTokenView,
  type CustomerCreateInput,
  type CustomerUpdateInput,
  type CustomerUserError,
  type CustomerView,
} from './customer-types';
import { normaliseEmail, validateCustomerInput } from './customer-validation';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { ACCESS_TOKEN_TTL_MS, hashToken } from './tokens';

export type { CustomerServiceOptions } from './customer-core';

const UNIDENTIFIED: CustomerUserError = {
  code: 'UNIDENTIFIED_CUSTOMER',
  field: null,
  message: 'Unidentified customer',
};
/** An address another account has; customerUpdate names it on `customer.email`, signup on `input.email`. */
const EMAIL_TAKEN: CustomerUserError = {
  code: 'TAKEN',
  field: ['customer', 'email'],
  message: 'Email has already been taken.',
};
const ACCESS_INVALID: CustomerUserError = {
  code: 'TOKEN_INVALID',
  field: ['customerAccessToken'],
  message: 'Customer access token is invalid.',
};

/** Accounts, logins and password resets; every security rule of the customer API lives here. */
export class CustomerService extends CustomerCore {
  /**
   * Counted per address before anything is looked up, TAKEN or not, so the answer cannot be used
   * to test many addresses for accounts; and the password is hashed on both paths so a taken
   * address answers no faster than a new account is made.
   */
  async create(input: CustomerCreateInput, siteOrigin: string, clientAddress: string) {
    const { fields, errors } = validateCustomerInput(input, true);
    if (errors.length > 0 || !fields.email || !fields.password)
      return { customer: null, customerUserErrors: errors };
    await this.throttles.beginSignup(clientAddress);
    const taken = {
      customer: null,
      customerUserErrors: [{ ...EMAIL_TAKEN, field: ['input', 'email'] }],
    };
    const passwordHash = await hashPassword(fields.password);
    if (await this.store.byEmail(fields.email)) return taken;
    const now = this.iso();
    const row: CustomerRow = {
      id: this.store.newId(),
      email: fields.email,
      first_name: fields.firstName ?? null,
      last_name: fields.lastName ?? null,
      phone: fields.phone ?? null,
      accepts_marketing: fields.acceptsMarketing ? 1 : 0,
      password_hash: passwordHash,
      state: 'enabled',
      created_at: now,
      updated_at: now,
    };
    try {
      await this.store.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) return taken;
      throw error;
    }
    this.mail(welcomeMail(row.email, row.first_name, siteOrigin));
    return { customer: customerView(row), customerUserErrors: [] as CustomerUserError[] };
  }

  /**
   * Wrong e-mail and wrong password give the same error after the same scrypt work. The attempt is
   * counted before the password is checked (see AccountThrottles.beginLogin), so simultaneous
   * guesses cannot slip past the limit while earlier ones are still being checked.
   */
  async createAccessToken(input: { email?: unknown; password?: unknown }, clientAddress: string) {
    const email = typeof input.email === 'string' ? normaliseEmail(input.email).slice(0, 254) : '';
    const password = typeof input.password === 'string' ? input.password.slice(0, 200) : '';
    await this.throttles.beginLogin(email, clientAddress);
    const fail = () => ({ customerAccessToken: null, customerUserErrors: [UNIDENTIFIED] });
    const row = email === '' ? undefined : await this.store.byEmail(email);
    if (!row) {
      await burnPasswordCheck(password);
      return fail();
    }
    if (!(await verifyPassword(password, row.password_hash))) return fail();
    if (row.state !== 'enabled') {
      return {
        customerAccessToken: null,
        customerUserErrors: [
          {
            code: 'CUSTOMER_DISABLED',
            field: null,
            message: 'This account is disabled.',
          } satisfies CustomerUserError,
        ],
      };
    }
    await this.throttles.loginSucceeded(email, clientAddress);
    return {
      customerAccessToken: await this.issueAccessToken(row.id),
      customerUserErrors: [] as CustomerUserError[],
    };
  }

  async renewAccessToken(accessToken: unknown) {
    const row = await this.customerRow(accessToken);
    if (!row || typeof accessToken !== 'string') {
      return {
        customerAccessToken: null,
        userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist.' }],
      };
    }
    const expiresAt = this.iso(ACCESS_TOKEN_TTL_MS);
    await this.store.extendToken(hashToken(accessToken), expiresAt);
    return { customerAccessToken: { accessToken, expiresAt }, userErrors: [] };
  }

  async deleteAccessToken(accessToken: unknown) {
    const deleted =
      typeof accessToken === 'string' &&
      accessToken.length <= 200 &&
      (await this.store.deleteToken(hashToken(accessToken), 'access'));
    if (!deleted)
      return {
        deletedAccessToken: null,
        deletedCustomerAccessTokenId: null,
        userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist.' }],
      };
    return {
      deletedAccessToken: accessToken,
      deletedCustomerAccessTokenId: hashToken(accessToken).slice(0, 24),
      userErrors: [],
    };
  }

  async customer(accessToken: unknown): Promise<CustomerView | null> {
    const row = await this.customerRow(accessToken);
    return row ? customerView(row) : null;
  }

  /** Changes only the token holder's own record; a new password ends every other session. */
  async update(accessToken: unknown, input: CustomerUpdateInput) {
    const row = await this.customerRow(accessToken);
    if (!row)
      return { customer: null, customerAccessToken: null, customerUserErrors: [ACCESS_INVALID] };
    const { fields, errors } = validateCustomerInput(input, false);
    if (errors.length > 0)
      return { customer: null, customerAccessToken: null, customerUserErrors: errors };
    if (fields.email && fields.email !== row.email && (await this.store.byEmail(fields.email))) {
      return {
        customer: null,
        customerAccessToken: null,
        customerUserErrors: [EMAIL_TAKEN],
      };
    }
    const changes: Partial<CustomerRow> = { updated_at: this.iso() };
    if (fields.email !== undefined) changes.email = fields.email;
    if (fields.firstName !== undefined) changes.first_name = fields.firstName;
    if (fields.lastName !== undefined) changes.last_name = fields.lastName;
    if (fields.phone !== undefined) changes.phone = fields.phone;
    if (fields.acceptsMarketing !== undefined)
      changes.accepts_marketing = fields.acceptsMarketing ? 1 : 0;
    if (fields.password !== undefined) changes.password_hash = await hashPassword(fields.password);
    try {
      await this.store.update(row.id, changes);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return {
        customer: null,
        customerAccessToken: null,
        customerUserErrors: [EMAIL_TAKEN],
      };
    }
    let token: AccessTokenView | null = null;
    if (fields.password !== undefined) {
      await this.store.deleteTokens(row.id, 'access');
      token = await this.issueAccessToken(row.id);
    }
    const fresh = await this.store.byId(row.id);
    return {
      customer: fresh ? customerView(fresh) : null,
      customerAccessToken: token,
      customerUserErrors: [] as CustomerUserError[],
    };
  }

  /**
   * Always the same empty answer, known address or not (see customer-recovery.ts).
   */
  recover(email: unknown, siteOrigin: string, clientAddress: string) {
    return recover(this, email, siteOrigin, clientAddress);
  }

  reset(id: unknown, input: { resetToken?: unknown; password?: unknown }) {
    return reset(this, id, input);
  }

  resetByUrl(resetUrl: unknown, password: unknown) {
    return resetByUrl(this, resetUrl, password);
  }
}
