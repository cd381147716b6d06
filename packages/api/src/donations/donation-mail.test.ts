import type { DonationView } from './donation-context';
import { donationReceiptMail } from './donation-mail';

const gift: DonationView = {
  id: 'd1',
  reference: 'D-7K3M9Q',
  projectId: 'p1',
  amount: { amount: '50.00', currencyCode: 'EUR' },
  fee: { amount: '1.25', currencyCode: 'EUR' },
  total: { amount: '51.25', currencyCode: 'EUR' },
  frequency: 'ONE_OFF',
  status: 'SUCCEEDED',
  giftAid: false,
  giftAidValue: null,
  donor: {
    title: null,
    firstName: 'Katharina',
    lastName: 'Zell',
    email: 'k@example.org',
    country: 'DE',
  },
  cardLast4: '4242',
  createdAt: '2026-11-26T15:00:00.000Z',
  receiptUrl: 'https://site.example/donation-receipt/D-7K3M9Q?token=t',
  recurringId: null,
};

describe('the gift receipt mail', () => {
  it('states the gift, the fees and the charge in the site’s money format', () => {
    const mail = donationReceiptMail(gift, 'Bible translation');
    expect(mail.text).toContain('Gift: €50.00');
    expect(mail.text).toContain('Fees you covered: €1.25');
    expect(mail.text).toContain('Charged: €51.25 to the card ending 4242');
    expect(mail.text).not.toContain('Gift Aid');
  });

  it('values Gift Aid in pounds', () => {
    const mail = donationReceiptMail(
      {
        ...gift,
        amount: { amount: '1000.00', currencyCode: 'GBP' },
        fee: { amount: '0.00', currencyCode: 'GBP' },
        total: { amount: '1000.00', currencyCode: 'GBP' },
        giftAid: true,
        giftAidValue: { amount: '250.00', currencyCode: 'GBP' },
      },
      'Bible translation',
    );
    expect(mail.text).toContain('Gift: £1,000.00');
    expect(mail.text).not.toContain('Fees you covered');
    expect(mail.text).toContain('we can claim a further £250.00 from HMRC');
  });
});
