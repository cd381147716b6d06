import { databaseKinds } from '../test-support/databases';
import { OPS, startCustomerApi } from '../customer/customer-test-api';
import { customerDb } from '../customer/customer-tables';
import { resolveSession, SESSION_HEADER } from './session-header';
import { SessionStore } from './session-store';
import { suiteApi } from '../test-support/suite';

jest.setTimeout(30_000);

const SESSION_QUERY =
  'query Session { session { id currency } me { id firstName lastName email } }';

describe.each(databaseKinds())('product GraphQL /graphql (%s)', (kind) => {
  const { database, api } = suiteApi(kind, { start: startCustomerApi });
  let token: string;
  let other: string;

  beforeAll(async () => {
    for (const email of ['ruth@example.org', 'naomi@example.org']) {
      await api.client.request(OPS.create, {
        variables: {
          input: {
            email,
            password: 'long-enough',
            firstName: email.split('@')[0],
            lastName: 'Moab',
          },
        },
      });
    }
    const login = async (email: string) =>
      (
        await api.client.request<{
          customerAccessTokenCreate: { customerAccessToken: { accessToken: string } };
        }>(OPS.login, {
          variables: { input: { email, password: 'long-enough' } },
        })
      ).data?.customerAccessTokenCreate.customerAccessToken.accessToken ?? '';
    token = await login('ruth@example.org');
    other = await login('naomi@example.org');
  });

  async function post(
    options: { session?: string; bearer?: string; currency?: string; body?: unknown } = {},
  ) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.session !== undefined) headers[SESSION_HEADER] = options.session;
    if (options.bearer !== undefined) headers.Authorization = options.bearer;
    const query =
      options.currency === undefined ? '' : `?currency=${encodeURIComponent(options.currency)}`;
    const response = await fetch(`${api.origin}/graphql${query}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(
        options.body ?? { operationName: 'Session', variables: {}, query: SESSION_QUERY },
      ),
    });
    const json = (await response.json()) as {
      data?: {
        session: { id: string; currency: string } | null;
        me: { email: string; firstName: string } | null;
      };
      errors?: unknown[];
    };
    return { status: response.status, header: response.headers.get(SESSION_HEADER), json };
  }

  const sessionRows = async () =>
    (await customerDb(database.db).selectFrom('shop_sessions').select('id_hash').execute()).length;
  /** A stored session, as an operation that stores something in it would begin one. */
  const begin = (customerId: string | null = null) =>
    new SessionStore(database.db).create(customerId, 'GBP').then((s) => s.id);

  it('stores no session for requests without one, and sends no session header', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 5; i += 1) {
      const answer = await post();
      expect(answer.status).toBe(200);
      expect(answer.header).toBeNull();
      expect(answer.json.data?.session).toBeNull();
    }
    expect((await post({ bearer: `Bearer ${token}` })).header).toBeNull();
    expect(await sessionRows()).toBe(before);
  });

  it('keeps a stored session when sent back, in the currency asked for', async () => {
    const id = await begin();
    const again = await post({ session: `Session ${id}`, currency: 'eur' });
    expect(again.header).toBe(id);
    expect(again.json.data?.session).toEqual({ id, currency: 'EUR' });
  });

  it('begins one session when a resolver stores something, however often it asks', async () => {
    const store = new SessionStore(database.db);
    const handle = await resolveSession(store, undefined, null, null, 'GBP');
    expect(handle.header()).toBeNull();
    const before = await sessionRows();
    const [a, b] = await Promise.all([handle.ensure(), handle.ensure()]);
    expect(a).toBe(b);
    expect(handle.header()).toBe(a.id);
    expect(await sessionRows()).toBe(before + 1);
  });

  it('tells the client to drop an unknown or malformed session with "false"', async () => {
    for (const session of [
      'Session AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'Session',
      'garbage',
    ]) {
      const result = await post({ session });
      expect(result.header).toBe('false');
      expect(result.json.data?.session).toBeNull();
    }
  });

  it('answers me for the Bearer customer and binds the session to them', async () => {
    const id = await begin();
    const signedIn = await post({ session: `Session ${id}`, bearer: `Bearer ${token}` });
    expect(signedIn.header).toBe(id);
    expect(signedIn.json.data?.me).toMatchObject({
      email: 'ruth@example.org',
      firstName: 'ruth',
      lastName: 'Moab',
    });
    const session = `Session ${signedIn.header}`;
    expect((await post({ session, bearer: `Bearer ${token}` })).header).toBe(signedIn.header);
    // Another customer cannot use it, and a signed-out visitor loses it.
    const stolen = await post({ session, bearer: `Bearer ${other}` });
    expect(stolen.header).toBe('false');
    expect(stolen.json.data?.me?.email).toBe('naomi@example.org');
    expect((await post({ session })).header).toBe('false');
    expect((await post({ session, bearer: `Bearer ${token}` })).header).toBe('false');
  });

  it('treats an invalid access token as a visitor', async () => {
    expect((await post({ bearer: `Bearer ${'0'.repeat(64)}` })).json.data?.me).toBeNull();
  });

  it('rejects bad input with 400 and clear messages', async () => {
    expect((await post({ currency: 'XYZ' })).status).toBe(400);
    expect((await post({ currency: 'pounds' })).status).toBe(400);
    expect((await post({ bearer: 'Basic abc' })).status).toBe(400);
    expect((await post({ body: { query: '{ nope }' } })).status).toBe(400);
    expect((await post({ body: [] })).status).toBe(400);
    const get = await fetch(`${api.origin}/graphql`);
    expect(get.status).toBe(405);
    const broken = await fetch(`${api.origin}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(broken.status).toBe(400);
    // Bodies body-parser cannot decode keep its 4xx, not a 500.
    const oddHeaders: Record<string, string>[] = [
      { 'Content-Encoding': 'x-unknown' },
      { 'Content-Encoding': 'gzip' },
      { 'Content-Type': 'application/json; charset=koi8-r' },
    ];
    for (const headers of oddHeaders) {
      const odd = await fetch(`${api.origin}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: '{"query":"{ __typename }"}',
      });
      expect([400, 415]).toContain(odd.status);
    }
    // A literal nested deeper than graphql-js can recurse is refused, not a crash.
    const deep = 5000;
    const nested = await post({
      body: { query: `{ me @include(if: ${'['.repeat(deep)}true${']'.repeat(deep)}) { id } }` },
    });
    expect(nested.status).toBe(400);
  });
});
