import { pickCards, readCards } from './built-product-cards';

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
