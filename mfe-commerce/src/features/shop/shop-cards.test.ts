import {
  openBuildStorefront,
  type BuildStorefront,
} from '../../shared/storefront/build-storefront';
import { pickCards, readCards } from './api/built-product-cards';
import { shopCards } from './shop-cards';

// Against the real embedded API (in-memory database), as the site build runs it.
describe('the shopProducts static query', () => {
  let storefront: BuildStorefront;
  beforeAll(async () => {
    storefront = await openBuildStorefront({ SHOP_BUILD_DATABASE_URL: ':memory:' });
  });
  afterAll(() => storefront.close());

  it('has every product as a card, priced in pounds, with root-relative images', async () => {
    const cards = await shopCards(storefront);
    // More than one query's worth (MAX_RELATED), so every batch is in.
    expect(cards.length).toBeGreaterThan(6);
    expect(new Set(cards.map((c) => c.handle)).size).toBe(cards.length);
    expect(cards.every((c) => c.price.currencyCode === 'GBP')).toBe(true);
    expect(cards.filter((c) => c.image).every((c) => c.image!.url.startsWith('/'))).toBe(true);
    const mug = cards.find((c) => c.handle === 'luther-rose-mug');
    expect(mug).toMatchObject({ title: 'Luther Rose Mug', available: true });
    // A card is read back from the static query file as it was written.
    expect(readCards(JSON.parse(JSON.stringify(cards)))).toEqual(cards);
  });
});

describe('reading the cards back', () => {
  const card = {
    handle: 'mug',
    title: 'Mug',
    available: true,
    image: null,
    price: { amount: '9.00', currencyCode: 'GBP' },
    variantId: null,
  };

  it('keeps only well-formed cards', () => {
    expect(readCards([card, { handle: 'x' }, null, 3, { ...card, price: null }])).toEqual([card]);
    expect(readCards({ nodes: [card] })).toEqual([]);
  });

  it('picks the cards a page names, in its order, leaving out unknown handles', () => {
    const other = { ...card, handle: 'book', title: 'Book' };
    expect(pickCards([card, other], ['book', 'missing', 'mug']).map((c) => c.handle)).toEqual([
      'book',
      'mug',
    ]);
  });
});
