import { progressFigures } from './progress';
import { testRate as rate } from '@site/contracts/test-rates';

const rates = [rate('GBP', 1), rate('USD', 1.25), rate('EUR', 1.2)];

describe('progressFigures', () => {
  it('shows the content figure alone before the API answers', () => {
    expect(progressFigures({ goalUsd: 7500, contentRaisedUsd: 3185 }, 'GBP', rates)).toEqual({
      raised: 2548,
      goal: 6000,
      currency: 'GBP',
      partial: false,
    });
  });

  it('adds the real donations of every currency to the content figure, through USD', () => {
    const figures = progressFigures(
      {
        goalUsd: 7500,
        contentRaisedUsd: 3185,
        donations: [
          { amount: '100.00', currencyCode: 'GBP' },
          { amount: '120.00', currencyCode: 'EUR' },
          { amount: '25.00', currencyCode: 'USD' },
        ],
      },
      'GBP',
      rates,
    );
    // 2548 + 100 + 100 + 20
    expect(figures.raised).toBeCloseTo(2768);
    expect(figures.goal).toBeCloseTo(6000);
    expect(figures.partial).toBe(false);
  });

  it('shows the visitor currency when it has a rate, USD otherwise, and says when a gift was left out', () => {
    expect(progressFigures({ goalUsd: 1250, contentRaisedUsd: 125 }, 'EUR', rates)).toMatchObject({
      raised: 120,
      goal: 1200,
      currency: 'EUR',
    });
    expect(
      progressFigures(
        { goalUsd: 100, contentRaisedUsd: 10, donations: [{ amount: '5', currencyCode: 'JPY' }] },
        'NZD',
        rates,
      ),
    ).toEqual({
      raised: 10,
      goal: 100,
      currency: 'USD',
      partial: true,
    });
  });
});
