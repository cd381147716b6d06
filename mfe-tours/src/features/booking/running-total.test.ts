import { runningTotal, type RunningTotalInput, type RunningTotalPrices } from './running-total';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
const prices: RunningTotalPrices = {
  priceSingle: usd('2990.00'),
  priceDouble: usd('2490.10'),
  preExtension: { priceSingle: usd('450.00'), priceDouble: usd('390.00') },
  postExtension: null,
};
const choices = (over: Partial<RunningTotalInput> = {}): RunningTotalInput => ({
  travellerCount: 2,
  rooms: [],
  roomOf: [],
  preExtension: false,
  postExtension: false,
  quoteTotal: null,
  ...over,
});

describe('the running total', () => {
  it('counts every traveller sharing a double until the rooms are chosen, to the cent', () => {
    expect(runningTotal(choices(), prices)).toEqual({
      amount: 4980.2,
      currencyCode: 'USD',
      quoted: false,
      singles: 0,
    });
    expect(runningTotal(choices({ travellerCount: 3 }), prices)?.amount).toBe(7470.3);
  });

  it('follows the rooms and the extensions chosen', () => {
    const total = runningTotal(
      choices({
        travellerCount: 3,
        rooms: [{ occupancy: 'DOUBLE' }, { occupancy: 'SINGLE' }],
        roomOf: [0, 0, 1],
        preExtension: true,
        // The tour offers no post-tour extension: ticking it adds nothing.
        postExtension: true,
      }),
      prices,
    );
    expect(total).toEqual({
      amount: 2490.1 * 2 + 2990 + 390 * 2 + 450,
      currencyCode: 'USD',
      quoted: false,
      singles: 1,
    });
  });

  it('is the quote’s total once the API has priced the booking', () => {
    expect(runningTotal(choices({ quoteTotal: usd('5100.00') }), prices)).toEqual({
      amount: 5100,
      currencyCode: 'USD',
      quoted: true,
      singles: 0,
    });
  });

  it('gives no figure rather than a wrong one: mixed currencies or an unreadable price', () => {
    expect(
      runningTotal(choices({ preExtension: true }), {
        ...prices,
        preExtension: { priceSingle: usd('1'), priceDouble: { amount: '1', currencyCode: 'EUR' } },
      }),
    ).toBeNull();
    expect(runningTotal(choices(), { ...prices, priceDouble: usd('n/a') })).toBeNull();
    expect(runningTotal(choices({ quoteTotal: usd('') }), prices)).toBeNull();
    expect(runningTotal(choices({ quoteTotal: usd('abc') }), prices)).toBeNull();
  });
});
