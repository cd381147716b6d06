/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { PriceTable } from './price-table';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

describe('PriceTable', () => {
  it('names the table, lists the lines, then the total and the rows after it in order', () => {
    render(
      <PriceTable
        caption="The price, line by line"
        captionHidden
        lines={[
          { label: 'Double room, 2 travellers', amount: usd('9000.00') },
          { label: 'Pre-tour extension', amount: usd('800.00') },
        ]}
        total={usd('9800.00')}
        after={[
          ['Deposit', usd('1000.00')],
          ['Due now', usd('1000.00')],
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'The price, line by line' });
    expect(table.querySelector('caption')?.className).toBe('visually-hidden');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Double room, 2 travellersUS$9,000.00',
      'Pre-tour extensionUS$800.00',
      'TotalUS$9,800.00',
      'DepositUS$1,000.00',
      'Due nowUS$1,000.00',
    ]);
  });

  it('shows its caption when nothing above names the table, and only the total after the lines', () => {
    render(<PriceTable caption="Price" lines={[]} total={usd('0.00')} />);
    const table = screen.getByRole('table', { name: 'Price' });
    expect(table.querySelector('caption')?.className).toBe('');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TotalUS$0.00']);
  });
});
