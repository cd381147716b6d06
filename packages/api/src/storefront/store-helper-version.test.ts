import { TEST_TOKEN } from '../test-support/api-server';
import { suiteApi } from '../test-support/suite';

// Spec §7.5: the online store helper POSTs the bare query text as application/graphql to the
// 2022-07 Storefront endpoint, with the access token header, and reads JSON back.
describe('Storefront API 2022-07 and application/graphql bodies', () => {
  const { api } = suiteApi('sqlite');

  const QUERY =
    '{ collections(first: 3) { nodes { handle title products(first: 2) { nodes { handle availableForSale } } } } }';
  const post = (version: string, body: string, type: string, token: string | null = TEST_TOKEN) =>
    fetch(`${api.baseUrl}/${version}/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': type,
        ...(token ? { 'X-Shopify-Storefront-Access-Token': token } : {}),
      },
      body,
    });

  it('answers the query text sent as application/graphql on 2022-07', async () => {
    const response = await post('2022-07', QUERY, 'application/graphql');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { collections: { nodes: Array<{ handle: string; products: { nodes: unknown[] } }> } };
    };
    expect(body.data.collections.nodes.length).toBeGreaterThan(0);
    expect(body.data.collections.nodes[0]?.products.nodes.length).toBeGreaterThan(0);
  });

  it('takes the same text on 2024-04, and JSON on 2022-07, with the same answer', async () => {
    const a = await (await post('2024-04', QUERY, 'application/graphql')).json();
    const b = await (
      await post('2022-07', JSON.stringify({ query: QUERY }), 'application/json')
    ).json();
    expect(a).toEqual(b);
  });

  it('still needs the access token, refuses empty text, and knows no other version', async () => {
    expect((await post('2022-07', QUERY, 'application/graphql', null)).status).toBe(401);
    expect((await post('2022-07', '   ', 'application/graphql')).status).toBe(400);
    const other = await post('2023-01', QUERY, 'application/graphql');
    expect(other.status).toBe(404);
    expect(JSON.stringify(await other.json())).toContain('2024-04 or 2022-07');
  });
});
