import { customerDb } from './customer-tables';
import { databaseKinds } from '../test-support/databases';
import {
  lastMailTo,
  OPS,
  resetLinkIn,
  startCustomerApi,
  type UserErrorShape,
} from './customer-test-api';
import { suiteApi } from '../test-support/suite';

jest.setTimeout(60_000);

interface Token {
  accessToken: string;
  expiresAt: string;
}
const DAY = 86_400_000;

describe.each(databaseKinds())('customer API security (%s)', (kind) => {
  // A fresh server per test: each gets its own clock and throttle key namespace.
  const { database, api } = suiteApi(kind, { start: startCustomerApi, perTest: true });
  let serial = 0;

  async function request<T>(query: string, variables: Record<string, unknown>) {
    return api.client.request<T>(query, { variables });
  }
  async function run<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const { data, errors } = await request<T>(query, variables);
    if (errors || !data) throw new Error(`request failed: ${JSON.stringify(errors)}`);
    return data;
  }
  async function account(
    password = 'a-good-password',
  ): Promise<{ email: string; id: string; token: Token }> {
    const email = `user${++serial}-${kind}@example.org`;
    const created = await run<{ customerCreate: { customer: { id: string } } }>(OPS.create, {
      input: { email, password, firstName: `User${serial}` },
    });
    const login = await run<{ customerAccessTokenCreate: { customerAccessToken: Token } }>(
      OPS.login,
      { input: { email, password } },
    );
    return {
      email,
      id: created.customerCreate.customer.id,
      token: login.customerAccessTokenCreate.customerAccessToken,
    };
  }
  const customerOf = (t: string) =>
    run<{ customer: { email: string } | null }>(OPS.customer, { t }).then((d) => d.customer);
  const reset = (id: string, resetToken: string, password: string) =>
    run<{ customerReset: { customerUserErrors: UserErrorShape[] } }>(OPS.reset, {
      id,
      input: { resetToken, password },
    }).then((d) => d.customerReset.customerUserErrors);
  async function resetLink(email: string): Promise<URL> {
    await run(OPS.recover, { email });
    return resetLinkIn((await lastMailTo(api, email))?.text ?? '');
  }

  it('refuses an expired access token, and renewal cannot bring it back', async () => {
    const { token } = await account();
    api.advance(13 * DAY);
    expect(await customerOf(token.accessToken)).not.toBeNull();
    api.advance(1 * DAY + 1000);
    expect(await customerOf(token.accessToken)).toBeNull();
    const renewed = await run<{
      customerAccessTokenRenew: { customerAccessToken: Token | null; userErrors: unknown[] };
    }>(OPS.renew, { t: token.accessToken });
    expect(renewed.customerAccessTokenRenew.customerAccessToken).toBeNull();
    expect(renewed.customerAccessTokenRenew.userErrors).toHaveLength(1);
  });

  it('stores only hashes of passwords and tokens', async () => {
    const { id, token } = await account('plain-text-never');
    const numeric = id.split('/').pop() ?? '';
    const db = customerDb(database.db);
    const row = await db
      .selectFrom('customers')
      .select('password_hash')
      .where('id', '=', numeric)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.password_hash).not.toContain('plain-text-never');
    const tokens = await db
      .selectFrom('customer_tokens')
      .select('token_hash')
      .where('customer_id', '=', numeric)
      .execute();
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.map((t) => t.token_hash)).not.toContain(token.accessToken);
  });

  it('spends a reset token once, expires it after an hour, and binds it to its customer', async () => {
    const a = await account();
    const b = await account();
    const link = await resetLink(a.email);
    const id = link.searchParams.get('id') ?? '';
    const resetToken = link.searchParams.get('token') ?? '';
    expect(id).toBe(a.id);
    expect((await reset(b.id, resetToken, 'hijacked-pass'))[0]?.code).toBe('TOKEN_INVALID');
    expect(await reset(id, resetToken, 'first-new-pass')).toEqual([]);
    expect((await reset(id, resetToken, 'second-new-pass'))[0]?.code).toBe('TOKEN_INVALID');

    const late = await resetLink(b.email);
    api.advance(60 * 60 * 1000 + 1000);
    expect(
      (
        await reset(
          late.searchParams.get('id') ?? '',
          late.searchParams.get('token') ?? '',
          'too-late-pass',
        )
      )[0]?.code,
    ).toBe('TOKEN_INVALID');
  });

  it('answers recover identically for unknown addresses and mails nobody', async () => {
    const known = await account();
    const answerKnown = await run(OPS.recover, { email: known.email });
    const answerUnknown = await run(OPS.recover, { email: `ghost-${kind}@example.org` });
    expect(answerUnknown).toEqual(answerKnown);
    await api.customers.idle();
    const resets = (await api.outbox.list()).filter((m) => /reset/i.test(m.subject));
    expect(resets.map((m) => m.to)).toEqual([known.email]);
  });

  it('throttles an account after 10 failed logins, even with the right password', async () => {
    const { email } = await account('right-password');
    const good = await request(OPS.login, { input: { email, password: 'right-password' } });
    expect(good.errors).toBeUndefined();
    for (let i = 0; i < 10; i += 1) {
      const { errors } = await request(OPS.login, {
        input: { email, password: `wrong-${i}-password` },
      });
      expect(errors).toBeUndefined();
    }
    const { errors } = await request(OPS.login, { input: { email, password: 'right-password' } });
    expect(errors?.graphQLErrors?.[0]?.extensions?.code).toBe('THROTTLED');
    api.advance(15 * 60 * 1000);
    const { errors: later } = await request(OPS.login, {
      input: { email, password: 'right-password' },
    });
    expect(later).toBeUndefined();
  });

  it('throttles one address trying many accounts, past a larger budget', async () => {
    const budget = api.customers.throttles.limits.loginPerAddress[0]!.limit;
    const attempts = Array.from({ length: budget }, (_, i) =>
      request(OPS.login, { input: { email: `spray${i}@example.org`, password: 'guess-guess' } }),
    );
    for (const { errors } of await Promise.all(attempts)) expect(errors).toBeUndefined();
    const { errors } = await request(OPS.login, {
      input: { email: 'spray-last@example.org', password: 'guess-guess' },
    });
    expect(errors?.graphQLErrors?.[0]?.extensions?.code).toBe('THROTTLED');
  });

  it('never lets one customer read or change another', async () => {
    const a = await account();
    const b = await account();
    expect((await customerOf(a.token.accessToken))?.email).toBe(a.email);
    expect((await customerOf(b.token.accessToken))?.email).toBe(b.email);
    // The only handle on a record is the token: a changed e-mail lands on the token's owner alone.
    const update = await run<{ customerUpdate: { customer: { id: string; email: string } } }>(
      OPS.update,
      { t: a.token.accessToken, customer: { email: `moved-${a.email}` } },
    );
    expect(update.customerUpdate.customer.id).toBe(a.id);
    expect((await customerOf(b.token.accessToken))?.email).toBe(b.email);
    const taken = await run<{ customerUpdate: { customerUserErrors: UserErrorShape[] } }>(
      OPS.update,
      { t: a.token.accessToken, customer: { email: b.email } },
    );
    expect(taken.customerUpdate.customerUserErrors[0]?.code).toBe('TAKEN');
    const forged = await run<{
      customerUpdate: { customer: unknown; customerUserErrors: UserErrorShape[] };
    }>(OPS.update, { t: 'f'.repeat(64), customer: { firstName: 'Mallory' } });
    expect(forged.customerUpdate.customer).toBeNull();
    expect(forged.customerUpdate.customerUserErrors[0]?.code).toBe('TOKEN_INVALID');
    // Deleting needs the token itself; someone else's customer id gets nowhere.
    const deleted = await run<{ customerAccessTokenDelete: { deletedAccessToken: string | null } }>(
      OPS.remove,
      { t: b.id },
    );
    expect(deleted.customerAccessTokenDelete.deletedAccessToken).toBeNull();
    expect(await customerOf(b.token.accessToken)).not.toBeNull();
  });
});
