import { databaseKinds } from '../test-support/databases';
import { TEST_TOKEN } from '../test-support/api-server';
import {
  CART_CREATE,
  LINES_ADD,
  LINES_UPDATE,
  LINES_REMOVE,
  type CartShape,
  type Payload,
  VARIANT,
} from '../test-support/cart-operations';
import { suiteApi } from '../test-support/suite';

// Real databases on a shared CI box: allow for a slow moment rather than fail on timing.
jest.setTimeout(30_000);

describe.each(databaseKinds())('storefront API rejects bad input (%s)', (kind) => {
  const { database, api } = suiteApi(kind);
  let cart: CartShape;

  beforeEach(async () => {
    const { data } = await api.client.request<{ cartCreate: Payload }>(CART_CREATE, {
      variables: { input: { lines: [{ merchandiseId: VARIANT.paperback, quantity: 2 }] } },
    });
    if (!data?.cartCreate.cart) throw new Error('cart missing');
    cart = data.cartCreate.cart;
  });

  async function add(lines: unknown[], cartId: string = cart.id): Promise<Payload> {
    const { data, errors } = await api.client.request<{ cartLinesAdd: Payload }>(LINES_ADD, {
      variables: { cartId, lines },
    });
    expect(errors).toBeUndefined();
    if (!data) throw new Error('no data');
    return data.cartLinesAdd;
  }

  function post(body: string, headers: Record<string, string> = {}) {
    return fetch(`${api.baseUrl}/2024-04/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': TEST_TOKEN,
        ...headers,
      },
      body,
    });
  }

  it('answers 401 without the right access token', async () => {
    for (const token of [undefined, 'wrong-token-value']) {
      const response = await fetch(`${api.baseUrl}/2024-04/graphql.json`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { 'X-Shopify-Storefront-Access-Token': token } : {}),
        },
        body: JSON.stringify({ query: '{ products(first: 1) { nodes { id } } }' }),
      });
      expect(response.status).toBe(401);
      const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code).toBe('UNAUTHORIZED');
    }
  });

  it('reports negative quantities, stock, the 999 cap and unknown or malformed merchandise as userErrors', async () => {
    const result = await add([
      { merchandiseId: VARIANT.mug, quantity: -1 },
      { merchandiseId: VARIANT.shirtXL, quantity: 4 },
      { merchandiseId: 'gid://shopify/ProductVariant/999999', quantity: 1 },
      { merchandiseId: 'not-a-gid', quantity: 1 },
    ]);
    expect(result.userErrors).toEqual([
      {
        code: 'MINIMUM_NOT_MET',
        field: ['lines', '0', 'quantity'],
        message: expect.stringContaining('at least 1'),
      },
      {
        code: 'INVALID',
        field: ['lines', '3', 'merchandiseId'],
        message: expect.stringContaining('does not exist'),
      },
    ]);
    const stock = await add([
      { merchandiseId: VARIANT.shirtXL, quantity: 4 },
      { merchandiseId: 'gid://shopify/ProductVariant/999999' },
    ]);
    expect(stock.userErrors).toEqual([
      {
        code: 'MAXIMUM_EXCEEDED',
        field: ['lines', '0', 'quantity'],
        message: 'Only 3 of Heritage T-Shirt (XL) are in stock.',
      },
      {
        code: 'INVALID',
        field: ['lines', '1', 'merchandiseId'],
        message: expect.stringContaining('999999'),
      },
    ]);
    await database.db.updateTable('variants').set({ stock: 5000 }).where('id', '=', 2013).execute();
    const cap = await add([{ merchandiseId: VARIANT.mug, quantity: 1000 }]);
    expect(cap.userErrors).toEqual([
      {
        code: 'LESS_THAN',
        field: ['lines', '0', 'quantity'],
        message: expect.stringContaining('less than 1000'),
      },
    ]);
    await database.db.updateTable('variants').set({ stock: 55 }).where('id', '=', 2013).execute();
  });

  it('writes nothing when any line of a mutation is rejected', async () => {
    const result = await add([
      { merchandiseId: VARIANT.mug, quantity: 1 },
      { merchandiseId: VARIANT.facsimile, quantity: 50 },
    ]);
    expect(result.userErrors.map((e) => e.code)).toEqual(['MAXIMUM_EXCEEDED']);
    expect(result.cart?.lines.edges.map((e) => [e.node.merchandise.id, e.node.quantity])).toEqual([
      [VARIANT.paperback, 2],
    ]);
  });

  it('counts the merged quantity against stock', async () => {
    const first = await add([{ merchandiseId: VARIANT.shirtXL, quantity: 2 }]);
    expect(first.userErrors).toEqual([]);
    const second = await add([{ merchandiseId: VARIANT.shirtXL, quantity: 2 }]);
    expect(second.userErrors[0]?.code).toBe('MAXIMUM_EXCEEDED');
  });

  it('treats a wrong key, an unknown cart and a malformed cart id as a missing cart', async () => {
    const wrongKey = cart.id.replace(/key=.*/, `key=${'a'.repeat(32)}`);
    for (const cartId of [
      wrongKey,
      'gid://shopify/Cart/unknown-token?key=' + 'b'.repeat(32),
      'gid://shopify/Cart/no-key',
      'garbage',
    ]) {
      const result = await add([{ merchandiseId: VARIANT.mug }], cartId);
      expect(result.cart).toBeNull();
      expect(result.userErrors).toEqual([
        { code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' },
      ]);
    }
  });

  it('rejects line ids that are not in the cart', async () => {
    const other = await api.client.request<{ cartCreate: Payload }>(CART_CREATE, {
      variables: { input: { lines: [{ merchandiseId: VARIANT.mug }] } },
    });
    const foreignLine = other.data?.cartCreate.cart?.lines.edges[0]?.node.id;
    const update = await api.client.request<{ cartLinesUpdate: Payload }>(LINES_UPDATE, {
      variables: { cartId: cart.id, lines: [{ id: foreignLine, quantity: 1 }] },
    });
    expect(update.data?.cartLinesUpdate.userErrors[0]).toMatchObject({
      code: 'INVALID_MERCHANDISE_LINE',
      field: ['lines', '0', 'id'],
    });
    const remove = await api.client.request<{ cartLinesRemove: Payload }>(LINES_REMOVE, {
      variables: { cartId: cart.id, lineIds: ['gid://shopify/CartLine/nope'] },
    });
    expect(remove.data?.cartLinesRemove.userErrors[0]?.code).toBe('INVALID_MERCHANDISE_LINE');
  });

  it('refuses more than 250 lines in one request', async () => {
    const lines = Array.from({ length: 251 }, () => ({ merchandiseId: VARIANT.mug, quantity: 1 }));
    const result = await add(lines);
    expect(result.userErrors).toEqual([
      { code: 'INVALID', field: ['lines'], message: expect.stringContaining('250') },
    ]);
  });

  it('answers 400 for non-integer quantities, malformed GraphQL and unknown fields', async () => {
    const fraction = await api.client.request(LINES_ADD, {
      variables: { cartId: cart.id, lines: [{ merchandiseId: VARIANT.mug, quantity: 1.5 }] },
    });
    expect(fraction.errors?.networkStatusCode).toBe(400);
    const fractionBody = (
      await post(
        JSON.stringify({
          query: LINES_ADD,
          variables: { cartId: cart.id, lines: [{ merchandiseId: VARIANT.mug, quantity: 1.5 }] },
        }),
      )
    ).json();
    expect(JSON.stringify(await fractionBody)).toContain(
      'Int cannot represent non-integer value: 1.5',
    );

    const broken = await post(JSON.stringify({ query: '{ products(first: 1) { nodes { id }' }));
    expect(broken.status).toBe(400);
    const body = (await broken.json()) as {
      errors: { message: string; locations: { line: number; column: number }[] }[];
    };
    expect(body.errors[0]?.message).toMatch(/Syntax Error/);
    expect(body.errors[0]?.locations[0]).toEqual({ line: 1, column: 36 });

    const unknown = await post(JSON.stringify({ query: '{ shop { name } }' }));
    expect(unknown.status).toBe(400);
    const notJson = await post('{"query": ');
    expect(notJson.status).toBe(400);
  });

  it('answers 413 for bodies over 100 kB', async () => {
    const response = await post(
      JSON.stringify({ query: `{ products(first: 1) { nodes { id } } } # ${'x'.repeat(110_000)}` }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe('payload_too_large');
  });

  it('rejects queries over the depth and cost limits before running them', async () => {
    let deep = 'title';
    for (let i = 0; i < 8; i++) deep = `variants(first: 1) { nodes { product { ${deep} } } }`;
    const depth = await post(
      JSON.stringify({ query: `{ products(first: 1) { nodes { ${deep} } } }` }),
    );
    expect(depth.status).toBe(400);
    expect(JSON.stringify(await depth.json())).toContain('MAX_DEPTH_EXCEEDED');

    const costly = await post(
      JSON.stringify({
        query:
          '{ products(first: 250) { nodes { variants(first: 250) { nodes { product { title } } } } } }',
      }),
    );
    expect(costly.status).toBe(400);
    expect(JSON.stringify(await costly.json())).toContain('MAX_COST_EXCEEDED');

    const tooMany = await api.client.request('{ products(first: 300) { nodes { id } } }');
    expect(tooMany.errors?.graphQLErrors?.[0]?.message).toMatch(/between 0 and 250/);
  });

  it('refuses, quickly, documents whose fragments double at every level or whose brackets nest thousands deep', async () => {
    const fragments = ['fragment F0 on Product { title }'];
    for (let i = 1; i <= 24; i++)
      fragments.push(`fragment F${i} on Product { ...F${i - 1} ...F${i - 1} }`);
    const started = Date.now();
    const doubled = await post(
      JSON.stringify({
        query: `{ products(first: 1) { nodes { ...F24 } } } ${fragments.join(' ')}`,
      }),
    );
    expect(doubled.status).toBe(400);
    expect(JSON.stringify(await doubled.json())).toContain('MAX_FIELDS_EXCEEDED');
    // 2^24 spreads walked one by one took minutes; measured per fragment it is milliseconds.
    expect(Date.now() - started).toBeLessThan(2000);

    const nested = await post(
      JSON.stringify({
        query: `{ product(handle: ${'['.repeat(3000)}"x"${']'.repeat(3000)}) { id } }`,
      }),
    );
    expect(nested.status).toBe(400);
    expect(JSON.stringify(await nested.json())).toContain('nests brackets deeper');

    const fine = await post(
      JSON.stringify({
        query: `{ products(first: 1) { nodes { ...F3 } } } ${fragments.slice(0, 4).join(' ')}`,
      }),
    );
    expect(fine.status).toBe(200);
  });

  it('measures the cost again when a page-size variable changes (the same query text, cached)', async () => {
    const query =
      'query Page($n: Int!, $m: Int!) { products(first: $n) { nodes { variants(first: $m) { nodes { product { title } } } } } }';
    const cheap = await post(JSON.stringify({ query, variables: { n: 2, m: 2 } }));
    expect(cheap.status).toBe(200);
    const costly = await post(JSON.stringify({ query, variables: { n: 200, m: 200 } }));
    expect(costly.status).toBe(400);
    expect(JSON.stringify(await costly.json())).toContain('MAX_COST_EXCEEDED');
    expect((await post(JSON.stringify({ query, variables: { n: 2, m: 2 } }))).status).toBe(200);
  });

  it('rejects an invalid buyer identity email', async () => {
    const { data } = await api.client.request<{ cartCreate: Payload }>(CART_CREATE, {
      variables: { input: { buyerIdentity: { email: 'not-an-email' } } },
    });
    expect(data?.cartCreate.cart).toBeNull();
    expect(data?.cartCreate.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['input', 'buyerIdentity', 'email'],
        message: 'Enter a valid email address.',
      },
    ]);
  });
});
