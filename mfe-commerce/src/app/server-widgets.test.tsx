/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ShopProductCard } from '@site/contracts/page-data';
import { appState } from '@site/app-state';
import { widgets } from './server-widgets';
import ProductCards from '../features/shop/components/product-cards';
import CurrencyPicker from '../features/currency/components/currency-picker';
import CartButton from '../features/cart/components/cart-button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The live side (the cart, the cards' refreshed prices) waits on a network that never answers here:
// these tests are about the first render.
globalThis.fetch = () => new Promise<Response>(() => {});

jest.mock('../features/cart/components/cart.css', () => ({}));
jest.mock('../features/account/components/account.css', () => ({}));
jest.mock('../features/shop/components/shop.css', () => ({}));

// The browser's copy of the build's cards comes from the static query file.
const mockCards: ShopProductCard[] = [
  {
    handle: 'luther-rose-mug',
    title: 'Luther Rose Mug',
    available: true,
    image: { url: '/cms/images/mug.jpg', alt: 'A mug', width: 800, height: 800 },
    price: { amount: '12.50', currencyCode: 'GBP' },
    variantId: 'gid://shopify/ProductVariant/1',
  },
  {
    handle: 'heritage-t-shirt',
    title: 'Heritage T-Shirt',
    available: true,
    image: null,
    price: { amount: '20.00', currencyCode: 'GBP' },
    variantId: null,
  },
];
jest.mock('@site/ui/rates', () => ({
  loadRates: async () => [],
  loadStaticQueries: async () => ({ shopProducts: { nodes: mockCards } }),
}));

const serve = (node: React.ReactNode) =>
  renderToString(<MemoryRouter initialEntries={['/read']}>{node}</MemoryRouter>);
const text = (html: string) => html.replace(/<!-- -->/g, '');
const set = widgets({ shopProducts: { nodes: mockCards } });

/** Hydrates served HTML and collects what React reports as a mismatch. */
async function hydrate(
  html: string,
  node: React.ReactNode,
  before: (container: HTMLElement) => void = () => {},
) {
  const container = document.createElement('div');
  container.innerHTML = html;
  before(container);
  document.body.append(container);
  const served = container.innerHTML;
  const mismatches: unknown[] = [];
  // Development React reports a differing attribute or text on the console, not as an error.
  const logged = jest
    .spyOn(console, 'error')
    .mockImplementation((...args) => mismatches.push(args));
  await act(async () => {
    hydrateRoot(container, <MemoryRouter initialEntries={['/read']}>{node}</MemoryRouter>, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  logged.mockRestore();
  return { container, served, mismatches };
}

describe('the widgets the build renders into every page', () => {
  beforeEach(() => appState.setState({ currency: undefined, region: undefined }));
  afterEach(() => (document.body.innerHTML = ''));

  it('gives the header’s cart as an empty cart', () => {
    const html = serve(<set.CartButton />);
    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(html).toMatch(/<span class="badge" aria-hidden="true">0<\/span>/);
  });

  it('gives the account menu as a visitor’s, with its Log in link', () => {
    expect(serve(<set.AccountMenu />)).toMatch(/<a href="\/login"[^>]*>Log in<\/a>/);
  });

  it('gives the currency picker with the site’s currency chosen, whatever the visitor picked', () => {
    appState.setState({ currency: 'EUR', region: 'DE' });
    const html = text(serve(<set.CurrencyPicker />));
    expect(html).toContain('>Currency</label>');
    expect(html).toMatch(/<option value="GBP" selected="">GBP · United Kingdom<\/option>/);
    expect(html).not.toMatch(/value="EUR" selected/);
  });

  it('gives the related products from the build’s cards: names, images, prices in pounds', () => {
    const html = text(
      serve(<set.ProductCards handles={['heritage-t-shirt', 'missing', 'luther-rose-mug']} />),
    );
    expect(html).toContain('<h2');
    expect(html.indexOf('Heritage T-Shirt')).toBeLessThan(html.indexOf('Luther Rose Mug'));
    expect(html).toContain('src="/cms/images/mug.jpg"');
    expect(html).toContain('£12.50');
    expect(html).toContain('£20.00');
    expect(html).toContain('Choose options');
    expect(html).not.toContain('missing');
  });

  it('gives nothing for handles the shop does not have', () => {
    expect(serve(<set.ProductCards handles={['missing']} />)).toBe('');
  });
});

describe('hydrating what the build served', () => {
  beforeEach(() => appState.setState({ currency: undefined, region: undefined }));
  afterEach(() => (document.body.innerHTML = ''));

  it('hydrates the cards without a mismatch, from the static query file', async () => {
    const html = serve(<set.ProductCards handles={['luther-rose-mug']} />);
    const { container, mismatches } = await hydrate(
      html,
      <ProductCards handles={['luther-rose-mug']} />,
    );
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain('Luther Rose Mug');
    expect(container.querySelector('button')?.textContent).toContain('Add to cart');
  });

  it('notices a mismatch (the check can fail)', async () => {
    const html = serve(<set.ProductCards handles={['luther-rose-mug', 'heritage-t-shirt']} />);
    const { mismatches } = await hydrate(
      html,
      <ProductCards handles={['heritage-t-shirt', 'luther-rose-mug']} />,
    );
    expect(mismatches.length).toBeGreaterThan(0);
  });

  it('hydrates the picker and the cart, then shows the visitor’s currency', async () => {
    appState.setState({ currency: 'EUR', region: 'DE' });
    const picker = await hydrate(serve(<set.CurrencyPicker />), <CurrencyPicker />);
    expect(picker.mismatches).toEqual([]);
    expect(picker.container.querySelector('select')?.value).toBe('EUR');
    const cart = await hydrate(serve(<set.CartButton />), <CartButton />);
    expect(cart.mismatches).toEqual([]);
    expect(cart.container.querySelector('button')?.getAttribute('aria-label')).toBe(
      'Cart, 0 items',
    );
  });

  it('adopts a currency chosen in the served HTML before the code was in', async () => {
    const { mismatches } = await hydrate(
      serve(<set.CurrencyPicker />),
      <CurrencyPicker />,
      (container) => (container.querySelector('select')!.value = 'NZD'),
    );
    expect(mismatches).toEqual([]);
    expect(appState.getState().currency).toBe('NZD');
  });
});
