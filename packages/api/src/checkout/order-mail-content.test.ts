import type { OrderJson } from './orders';
import { orderConfirmationMail } from './order-mail';

const ADDRESS = {
  firstName: 'Anne',
  lastName: 'Askew <b>',
  address1: '1 Tower Hill',
  address2: null,
  city: 'London',
  province: null,
  zip: 'EC3N 4AB',
  country: 'GB',
  phone: null,
};

function order(overrides: Partial<OrderJson> = {}): OrderJson {
  return {
    id: 'gid://shopify/Order/abc',
    number: 1007,
    name: '#1007',
    email: 'anne@example.org',
    currencyCode: 'GBP',
    subtotal: '12.99',
    totalTax: '2.17',
    totalDuty: '0.00',
    total: '20.94',
    createdAt: '2026-11-26T15:00:00.000Z',
    shippingAddress: ADDRESS,
    shippingLine: { handle: 'express', title: 'Express delivery', price: '7.95' },
    lines: [
      {
        merchandiseId: 'gid://shopify/ProductVariant/1',
        handle: 'luther-rose-mug',
        title: 'Luther Rose Mug',
        variantTitle: 'Default Title',
        quantity: 1,
        price: '12.99',
        total: '12.99',
      },
    ],
    ...overrides,
  };
}

const url = 'https://site.example/checkout/confirmation/1007?token=t';

describe('the order confirmation mail', () => {
  it('lists lines, delivery and totals in the site’s money format, and the address and method', () => {
    const mail = orderConfirmationMail({ order: order(), address: ADDRESS, orderUrl: url });
    expect(mail.subject).toBe('Your order #1007');
    expect(mail.to).toBe('anne@example.org');
    expect(mail.text).toContain('Luther Rose Mug × 1 at £12.99: £12.99');
    expect(mail.text).toContain('Subtotal: £12.99');
    // The goods are tax-inclusive (GB): the tax is part of the subtotal, not added to it.
    expect(mail.text).toContain('Of which tax: £2.17');
    expect(mail.text).toContain('Delivery: £7.95');
    expect(mail.text).toContain('Total paid: £20.94');
    expect(mail.text).toContain('Shipping to:\nAnne Askew <b>\n1 Tower Hill\nEC3N 4AB London\nGB');
    expect(mail.text).toContain('Delivery method: Express delivery (£7.95)');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('Delivery method: Express delivery (£7.95)');
    expect(mail.html).toContain('Anne Askew &#60;b&#62;');
    expect(mail.html).not.toContain('<b>');
  });

  it('says free delivery is free, and an added tax is added', () => {
    const mail = orderConfirmationMail({
      order: order({
        currencyCode: 'CAD',
        subtotal: '40.00',
        totalTax: '2.00',
        total: '42.00',
        shippingLine: { handle: 'standard', title: 'Standard delivery', price: '0.00' },
      }),
      address: { ...ADDRESS, country: 'CA' },
      orderUrl: url,
    });
    expect(mail.text).toContain('Tax: CA$2.00');
    expect(mail.text).toContain('Delivery method: Standard delivery (free)');
    expect(mail.text).toContain('Total paid: CA$42.00');
  });

  it('leaves delivery out for an order placed before delivery options', () => {
    const mail = orderConfirmationMail({
      order: order({ total: '12.99', shippingLine: null }),
      address: ADDRESS,
      orderUrl: url,
    });
    expect(mail.text).not.toContain('Delivery');
    expect(mail.text).toContain('Of which tax: £2.17');
  });
});
