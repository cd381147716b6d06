import { TEST_TOKEN } from '../test-support/api-server';
import { customerDb } from './customer-tables';
import { databaseKinds } from '../test-support/databases';
import { startCustomerApi } from './customer-test-api';
import { suiteApi } from '../test-support/suite';

jest.setTimeout(30_000);

const create = (alias: string, email: string) =>
  `${alias}: customerCreate(input: { email: "${email}", password: "long-enough-1" }) { customer { id } }`;

describe.each(databaseKinds())('one account or mail mutation per request (%s)', (kind) => {
  const { database, api } = suiteApi(kind, { start: startCustomerApi });

  async function post(query: string) {
    const response = await fetch(`${api.origin}/api/2024-04/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': TEST_TOKEN,
      },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        data?: unknown;
        errors?: { message: string; extensions?: { code?: string } }[];
      },
    };
  }
  const accounts = async (prefix: string) =>
    (
      await customerDb(database.db)
        .selectFrom('customers')
        .select('email')
        .where('email', 'like', `${prefix}%`)
        .execute()
    ).length;

  it('refuses 40 aliased customerCreate calls before running any: no account, no mail', async () => {
    const prefix = `alias-${kind}-`;
    const fields = Array.from({ length: 40 }, (_, i) =>
      create(`a${i}`, `${prefix}${i}@example.org`),
    );
    const answer = await post(`mutation { ${fields.join(' ')} }`);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_MUTATIONS');
    expect(answer.body.errors?.[0]?.message).toMatch(/customerCreate may run once per request/);
    await api.customers.idle();
    expect(await accounts(prefix)).toBe(0);
    expect((await api.outbox.list()).filter((m) => m.to.startsWith(prefix))).toEqual([]);
  });

  it('counts repeats hidden in fragments, and allows one of each kind', async () => {
    const prefix = `frag-${kind}-`;
    const hidden = await post(
      `mutation { ${create('one', `${prefix}1@example.org`)} ...More ... on Mutation { ${create('three', `${prefix}3@example.org`)} } }
       fragment More on Mutation { ${create('two', `${prefix}2@example.org`)} }`,
    );
    expect(hidden.status).toBe(400);
    expect(await accounts(prefix)).toBe(0);
    const mixed = await post(
      `mutation { ${create('one', `${prefix}4@example.org`)} customerRecover(email: "${prefix}4@example.org") { customerUserErrors { code } } }`,
    );
    expect(mixed.status).toBe(200);
    expect(mixed.body.errors).toBeUndefined();
    expect(await accounts(prefix)).toBe(1);
  });
});
