import { parseGid } from '../commerce/gid';
import { resetMail } from '../mail/templates';
import type { CustomerCore } from './customer-core';
import { customerGid, customerView } from './customer-store';
import type { CustomerUserError } from './customer-types';
import { normaliseEmail, passwordErrors, validateCustomerInput } from './customer-validation';
import { hashPassword } from './password';
import { hashToken, newToken, RESET_TOKEN_TTL_MS } from './tokens';

const RESET_INVALID: CustomerUserError = {
  code: 'TOKEN_INVALID',
  field: ['input', 'resetToken'],
  message: 'This reset link is invalid or has expired. Ask for a new one.',
};

/**
 * Always the same empty answer, known address or not; a reset token is made (and hashed) either
 * way so both paths do the same work, and only a real account's token is stored and mailed.
 */
export async function recover(
  core: CustomerCore,
  emailInput: unknown,
  siteOrigin: string,
  clientAddress: string,
) {
  const email = typeof emailInput === 'string' ? normaliseEmail(emailInput) : '';
  const { errors } = validateCustomerInput({ email }, false);
  if (email === '' || errors.length > 0) {
    return {
      customerUserErrors: [
        {
          code: email === '' ? 'BLANK' : 'INVALID',
          field: ['email'],
          message: email === '' ? "Email can't be blank." : 'Email is invalid.',
        } satisfies CustomerUserError,
      ],
    };
  }
  // Every well-formed request counts (it may send mail), known address or not.
  await core.throttles.beginRecovery(email, clientAddress);
  const token = newToken();
  const tokenHash = hashToken(token);
  const row = await core.store.byEmail(email);
  if (row && row.state === 'enabled') {
    // Stored and mailed after the response, so a known address answers as fast as an unknown one.
    core.later(async () => {
      await core.store.insertToken(
        tokenHash,
        row.id,
        'reset',
        core.iso(RESET_TOKEN_TTL_MS),
        core.iso(),
      );
      await core.options.mailer.send(resetMail(row.email, customerGid(row.id), token, siteOrigin));
    });
  }
  return { customerUserErrors: [] as CustomerUserError[] };
}

export async function reset(
  core: CustomerCore,
  id: unknown,
  input: { resetToken?: unknown; password?: unknown },
) {
  const problems = passwordErrors(input.password, 'password');
  if (problems.length > 0)
    return { customer: null, customerAccessToken: null, customerUserErrors: problems };
  const parsed = parseGid(id, 'Customer');
  const invalid = {
    customer: null,
    customerAccessToken: null,
    customerUserErrors: [RESET_INVALID],
  };
  if (!parsed || typeof input.resetToken !== 'string' || input.resetToken.length > 200)
    return invalid;
  const tokenHash = hashToken(input.resetToken);
  const row = await core.store.liveToken(tokenHash, 'reset', core.iso());
  // The token must belong to the customer named in the link, and be spent exactly once.
  if (!row || row.id !== parsed.id || !(await core.store.consumeToken(tokenHash, core.iso())))
    return invalid;
  await core.store.update(row.id, {
    password_hash: await hashPassword(input.password as string),
    updated_at: core.iso(),
  });
  await core.store.deleteTokens(row.id, 'access');
  await core.store.deleteTokens(row.id, 'reset');
  const fresh = (await core.store.byId(row.id)) ?? row;
  return {
    customer: customerView(fresh),
    customerAccessToken: await core.issueAccessToken(row.id),
    customerUserErrors: [] as CustomerUserError[],
  };
}

/** Accepts the links this site mails: `…/reset-password?id=<gid>&token=<token>`. */
export async function resetByUrl(core: CustomerCore, resetUrl: unknown, password: unknown) {
  let id: string | null = null;
  let token: string | null = null;
  try {
    const url = new URL(String(resetUrl));
    id = url.searchParams.get('id');
    token = url.searchParams.get('token');
  } catch {
    // handled below as an invalid link
  }
  if (!id || !token)
    return {
      customer: null,
      customerAccessToken: null,
      customerUserErrors: [{ ...RESET_INVALID, field: ['resetUrl'] }],
    };
  return reset(core, id, { resetToken: token, password });
}
