import { localiseUrl, reshapeCart } from './reshape-cart';
import type { RawCart } from './cart-types';

const raw: RawCart = {
  id: 'gid://shopify/Cart/abc?key=k',
  checkoutUrl: 'https://shop.example/checkout/abc?key=k',
  totalQuantity: 3,
  cost: {
    totalAmount: { amount: '30.0', currencyCode: 'GBP' },
    subtotalAmount: { amount: '25.0', currencyCode: 'GBP' },
    totalTaxAmount: null,
    totalDutyAmount: { amount: '0.0', currencyCode: 'GBP' },
  },
  lines: {
    edges: [
      {
        node: {
          id: 'gid://shopify/CartLine/1',
          quantity: 3,
          merchandise: {
            id: 'gid://shopify/ProductVariant/7',
            title: 'Default Title',
            price: { amount: '10.0', currencyCode: 'GBP' },
            image: { url: '/api/images/mug.svg', altText: null, width: 400, height: null },
            product: { title: 'Mug', handle: 'mug' },
          },
        },
      },
    ],
  },
};

describe('reshapeCart', () => {
  it('flattens lines and keeps money as decimal strings', () => {
    const cart = reshapeCart(raw, null);
    expect(cart.lines).toEqual([
      {
        id: 'gid://shopify/CartLine/1',
        quantity: 3,
        merchandiseId: 'gid://shopify/ProductVariant/7',
        variantTitle: 'Default Title',
        productTitle: 'Mug',
        productHandle: 'mug',
        price: { amount: '10.0', currencyCode: 'GBP' },
        image: { url: '/api/images/mug.svg', alt: 'Mug', width: 400, height: 800 },
      },
    ]);
    expect(cart.cost).toEqual({
      total: { amount: '30.0', currencyCode: 'GBP' },
      subtotal: { amount: '25.0', currencyCode: 'GBP' },
      tax: null,
      duty: { amount: '0.0', currencyCode: 'GBP' },
    });
    expect(cart.checkoutUrl).toBe('https://shop.example/checkout/abc?key=k');
  });

  it('makes the checkout URL a path only when it is on this site', () => {
    expect(reshapeCart(raw, 'https://shop.example').checkoutUrl).toBe('/checkout/abc?key=k');
    expect(localiseUrl('https://other.example/c', 'https://shop.example')).toBe(
      'https://other.example/c',
    );
    expect(localiseUrl('not a url', 'https://shop.example')).toBe('not a url');
  });
});
