import http from 'node:http';
import { TEST_PUBLIC_URL, TEST_TOKEN } from '../test-support/api-server';
import { CART_CREATE } from '../test-support/cart-operations';
import { suiteApi } from '../test-support/suite';

// Absolute URLs come from configuration: a client's Host or X-Forwarded-Host header changes none.
describe('absolute URLs in Storefront answers', () => {
  const { api } = suiteApi('sqlite');

  function post(body: string, headers: Record<string, string>): Promise<string> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: api.port,
          method: 'POST',
          path: '/api/2024-04/graphql.json',
          headers,
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it.each<Record<string, string>>([
    { host: 'attacker.example' },
    {
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'https',
    },
  ])(
    'builds checkoutUrl from the configured public URL whatever the headers say (%o)',
    async (spoofed) => {
      const body = JSON.stringify({
        query: CART_CREATE,
        variables: { input: { lines: [], buyerIdentity: { countryCode: 'GB' } } },
      });
      const text = await post(body, {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': TEST_TOKEN,
        ...spoofed,
      });
      const checkoutUrl = (
        JSON.parse(text) as { data: { cartCreate: { cart: { checkoutUrl: string } } } }
      ).data.cartCreate.cart.checkoutUrl;
      expect(checkoutUrl.startsWith(`${TEST_PUBLIC_URL}/checkout/`)).toBe(true);
      expect(text).not.toContain('attacker.example');
    },
  );
});
