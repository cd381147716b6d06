import { parseGid } from '../commerce/gid';
import { resetMail } from '../mail/templates';
import type { CustomerCore } from './customer-core';
import { customerGid, customerView } from './customer-store';
import type { CustomerUserError } from './customer-types';
import { normaliseEmail, passwordErrors, validateCustomerInput } from './customer-validation';
import { hashPassword } from './password';
import { hashToken, newToken } from './tokens';

const RESET_INVALID: CustomerUserError = {
  code: 'TOKEN_INVALID',
  field: ['input', 'resetToken'],
  message: 'This reset link is invalid or has expired. Ask for a new one.',
};

/**
 * Always the same empty answer, in the same time: known address or not, throttled or not. The
 * answer is given before anything is looked up or counted; the limits, the lookup, the token and the
 * mail all happen after the response (CustomerCore.later), so neither the body nor its timing says
 * whether the address has an account, whether it was limited, or whether a mail left.
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
  core.later(() => mailResetLink(core, email, siteOrigin, clientAddress));
  return { customerUserErrors: [] as CustomerUserError[] };
}

/**
 * Sends a reset link if the address's limit and the account's mail cap allow it (see
 * AccountThrottles.admitResetMail for why the owner always ends up with a working link). A request
 * that is not mailed changes no token: the links already in the mailbox keep working.
 */
async function mailResetLink(
  core: CustomerCore,
  email: string,
  siteOrigin: string,
  clientAddress: string,
): Promise<void> {
  // Every well-formed request counts against its address, known account or not.
  if (!(await core.throttles.admitRecoveryFrom(clientAddress))) return;
  const row = await core.store.byEmail(email);
  if (!row || row.state !== 'enabled') return;
  if (!(await core.throttles.admitResetMail(row.id))) return;
  const lifetime = await core.throttles.resetLinkLifetime(row.id);
  const token = newToken();
  await core.store.insertToken(hashToken(token), row.id, 'reset', core.iso(lifetime), core.iso());
  await core.options.mailer.send(
    resetMail(row.email, customerGid(row.id), token, siteOrigin, lifetimeText(lifetime)),
  );
  // A mail of the same burst may have used up a tier after this one's lifetime was chosen but
  // before this one was sent: this one is then the newer mail, and must last as long as that one.
  const after = await core.throttles.resetLinkLifetime(row.id);
  if (after > lifetime) await core.store.extendToken(hashToken(token), core.iso(after));
}

/** "one hour", "25 hours": how long a mailed link stays valid, as its mail says. */
function lifetimeText(ms: number): string {
  const hours = Math.ceil(ms / 3_600_000);
  return hours <= 1 ? 'one hour' : `${hours} hours`;
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
  // One use spends every link mailed so far, and the account's reset mails start afresh.
  await core.store.deleteTokens(row.id, 'reset');
  await core.throttles.resetSucceeded(row.id);
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
