import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import AccountPage from './account-page';
import { GivingLinks, OrderList } from './order-list';

jest.mock('./account.css', () => ({}));

const render = (node: React.ReactNode) =>
  renderToString(<MemoryRouter>{node}</MemoryRouter>)
    .replace(/<!-- -->/g, '')
    .replace(/ data-discover="true"/g, '');

describe('the account area', () => {
  it('lists the orders, each linking to its order page', () => {
    const html = render(
      <OrderList
        more={false}
        orders={[
          {
            id: 'gid://shopify/Order/b',
            name: '#1002',
            number: 1002,
            date: '2026-11-26',
            total: { amount: '25.98', currencyCode: 'GBP' },
            lines: [{ title: 'The Great Controversy (Paperback)', quantity: 2 }],
          },
          {
            id: 'gid://shopify/Order/a',
            name: '#1001',
            number: 1001,
            date: '2026-11-25',
            total: { amount: '1234.50', currencyCode: 'EUR' },
            lines: [{ title: 'Luther Rose Mug', quantity: 1 }],
          },
        ]}
      />,
    );
    expect(html).toContain('<a href="/checkout/confirmation/1002">Order #1002</a>');
    expect(html).toContain('2026-11-26 · £25.98');
    expect(html).toContain('The Great Controversy (Paperback) × 2');
    expect(html).toContain('2026-11-25 · €1,234.50');
    expect(html.indexOf('#1002')).toBeLessThan(html.indexOf('#1001'));
  });

  it('says when there are no orders yet', () => {
    expect(render(<OrderList more={false} orders={[]} />)).toContain(
      'You have not placed an order while signed in yet.',
    );
  });

  it("links the giving pages by mfe-giving's paths", () => {
    const html = render(<GivingLinks />);
    expect(html).toContain('<a href="/donation-history">Donation history</a>');
    expect(html).toContain('<a href="/recurring-donations">Recurring gifts</a>');
  });

  it('prerenders for a visitor with a way to log in and back', () => {
    const html = render(
      <AccountPage
        params={{}}
        route={{ id: 'commerce.account', path: '/account', title: 'Your account' }}
      />,
    );
    expect(html).toContain('<h1>Your account</h1>');
    expect(html).toContain('href="/login?return=%2Faccount"');
  });
});
