import { databaseKinds } from '../test-support/databases';
import {
  lastMailTo,
  OPS,
  resetLinkIn,
  startCustomerApi,
  type UserErrorShape,
} from './customer-test-api';
import { suiteApi } from '../test-support/suite';

jest.setTimeout(30_000);

interface Token {
  accessToken: string;
  expiresAt: string;
}
interface CustomerShape {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  acceptsMarketing: boolean;
  phone: string | null;
}

describe.each(databaseKinds())('storefront customer API (%s)', (kind) => {
  const { api } = suiteApi(kind, { start: startCustomerApi });

  async function run<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const { data, errors } = await api.client.request<T>(query, { variables });
    if (errors || !data) throw new Error(`request failed: ${JSON.stringify(errors)}`);
    return data;
  }
  const signUp = (input: Record<string, unknown>) =>
    run<{
      customerCreate: { customer: CustomerShape | null; customerUserErrors: UserErrorShape[] };
    }>(OPS.create, { input }).then((d) => d.customerCreate);
  const logIn = (email: string, password: string) =>
    run<{
      customerAccessTokenCreate: {
        customerAccessToken: Token | null;
        customerUserErrors: UserErrorShape[];
      };
    }>(OPS.login, { input: { email, password } }).then((d) => d.customerAccessTokenCreate);
  const customerOf = (t: string) =>
    run<{ customer: CustomerShape | null }>(OPS.customer, { t }).then((d) => d.customer);

  it('signs up, logs in, reads and updates the customer, renews and deletes the token', async () => {
    const created = await signUp({
      email: 'Ada@Example.org',
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
      acceptsMarketing: true,
    });
    expect(created.customerUserErrors).toEqual([]);
    expect(created.customer).toMatchObject({
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      acceptsMarketing: true,
      phone: null,
    });
    expect(created.customer?.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    const welcome = await lastMailTo(api, 'ada@example.org');
    expect(welcome?.subject).toMatch(/welcome/i);

    const login = await logIn('ada@example.org', 'correct horse');
    expect(login.customerUserErrors).toEqual([]);
    const token = login.customerAccessToken as Token;
    expect(token.accessToken).toMatch(/^[0-9a-f]{64}$/);
    const days = (Date.parse(token.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(await customerOf(token.accessToken)).toEqual({
      ...created.customer,
      acceptsMarketing: true,
    });

    const updated = await run<{
      customerUpdate: {
        customer: CustomerShape;
        customerAccessToken: Token | null;
        customerUserErrors: UserErrorShape[];
      };
    }>(OPS.update, { t: token.accessToken, customer: { firstName: 'Augusta' } });
    expect(updated.customerUpdate.customerUserErrors).toEqual([]);
    expect(updated.customerUpdate.customer.firstName).toBe('Augusta');
    expect(updated.customerUpdate.customerAccessToken).toBeNull();

    api.advance(60_000);
    const renewed = await run<{ customerAccessTokenRenew: { customerAccessToken: Token | null } }>(
      OPS.renew,
      { t: token.accessToken },
    );
    expect(renewed.customerAccessTokenRenew.customerAccessToken?.accessToken).toBe(
      token.accessToken,
    );
    expect(
      Date.parse(renewed.customerAccessTokenRenew.customerAccessToken?.expiresAt ?? ''),
    ).toBeGreaterThan(Date.parse(token.expiresAt));

    const deleted = await run<{ customerAccessTokenDelete: { deletedAccessToken: string | null } }>(
      OPS.remove,
      { t: token.accessToken },
    );
    expect(deleted.customerAccessTokenDelete.deletedAccessToken).toBe(token.accessToken);
    expect(await customerOf(token.accessToken)).toBeNull();
  });

  it('reports every invalid field with Shopify codes, and a taken e-mail whatever its case', async () => {
    const bad = await signUp({
      email: 'not-an-email',
      password: 'short',
      firstName: '<b>x</b>',
      phone: '12',
    });
    expect(bad.customer).toBeNull();
    expect(bad.customerUserErrors.map((e) => [e.code, e.field?.join('.')])).toEqual([
      ['INVALID', 'input.email'],
      ['TOO_SHORT', 'input.password'],
      ['CONTAINS_HTML_TAGS', 'input.firstName'],
      ['INVALID', 'input.phone'],
    ]);
    expect(
      (await signUp({ email: '', password: '' })).customerUserErrors.map((e) => e.code),
    ).toEqual(['BLANK', 'BLANK']);
    await signUp({ email: 'taken@example.org', password: 'long enough' });
    const again = await signUp({ email: 'TAKEN@example.org', password: 'long enough' });
    expect(again.customerUserErrors).toEqual([
      { code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken.' },
    ]);
  });

  it('answers a wrong password and an unknown e-mail with the same error', async () => {
    await signUp({ email: 'grace@example.org', password: 'hopper-1906' });
    const wrong = await logIn('grace@example.org', 'not-her-password');
    const unknown = await logIn('nobody@example.org', 'hopper-1906');
    expect(wrong).toEqual({
      customerAccessToken: null,
      customerUserErrors: [
        { code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' },
      ],
    });
    expect(unknown).toEqual(wrong);
  });

  it('recovers a password through the mailed link, ending the old sessions', async () => {
    await signUp({ email: 'mary@example.org', password: 'anning-1799' });
    const old = (await logIn('mary@example.org', 'anning-1799')).customerAccessToken as Token;
    const recover = await run<{ customerRecover: { customerUserErrors: UserErrorShape[] } }>(
      OPS.recover,
      { email: 'Mary@example.org' },
    );
    expect(recover.customerRecover.customerUserErrors).toEqual([]);
    const mail = await lastMailTo(api, 'mary@example.org');
    const link = resetLinkIn(mail?.text ?? '');
    expect(link.pathname).toBe('/reset-password');
    const reset = await run<{
      customerReset: {
        customer: { email: string } | null;
        customerAccessToken: Token | null;
        customerUserErrors: UserErrorShape[];
      };
    }>(OPS.reset, {
      id: link.searchParams.get('id'),
      input: { resetToken: link.searchParams.get('token'), password: 'fossils-1811' },
    });
    expect(reset.customerReset.customerUserErrors).toEqual([]);
    expect(reset.customerReset.customer?.email).toBe('mary@example.org');
    expect(
      await customerOf(reset.customerReset.customerAccessToken?.accessToken ?? ''),
    ).not.toBeNull();
    expect(await customerOf(old.accessToken)).toBeNull();
    expect((await logIn('mary@example.org', 'anning-1799')).customerAccessToken).toBeNull();
    expect((await logIn('mary@example.org', 'fossils-1811')).customerAccessToken).not.toBeNull();
  });

  it('resets by URL with the mailed link', async () => {
    await signUp({ email: 'emmy@example.org', password: 'noether-1882' });
    await run(OPS.recover, { email: 'emmy@example.org' });
    const link = resetLinkIn((await lastMailTo(api, 'emmy@example.org'))?.text ?? '');
    const result = await run<{
      customerResetByUrl: { customer: { id: string } | null; customerUserErrors: UserErrorShape[] };
    }>(OPS.resetByUrl, { url: link.toString(), password: 'rings-1921' });
    expect(result.customerResetByUrl.customerUserErrors).toEqual([]);
    expect((await logIn('emmy@example.org', 'rings-1921')).customerAccessToken).not.toBeNull();
  });
});
