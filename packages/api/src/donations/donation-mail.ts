import { formatMoney, formatMoneyV2 } from '@site/contracts/money';
import type { MailMessage } from '../mail/mailer';
import type { DonationView } from './donation-views';

const FREQUENCY_WORDS: Record<string, string> = {
  ONE_OFF: 'one-off gift',
  MONTHLY: 'monthly gift',
  YEARLY: 'yearly gift',
};

/** The receipt for every succeeded donation; the link opens it without signing in. */
export function donationReceiptMail(d: DonationView, projectTitle: string): MailMessage {
  const lines = [
    `Dear ${d.donor.firstName},`,
    '',
    `Thank you for your ${FREQUENCY_WORDS[d.frequency] ?? 'gift'} to ${projectTitle}.`,
    '',
    `Reference: ${d.reference}`,
    `Date: ${d.createdAt.slice(0, 10)}`,
    `Gift: ${formatMoneyV2(d.amount)}`,
    ...(d.fee.amount !== '0.00' ? [`Fees you covered: ${formatMoneyV2(d.fee)}`] : []),
    `Charged: ${formatMoneyV2(d.total)} to the card ending ${d.cardLast4}`,
    ...(d.giftAid && d.giftAidValue
      ? [
          `Gift Aid: yes — we can claim a further ${formatMoney(d.giftAidValue.amount, 'GBP')} from HMRC.`,
        ]
      : []),
    '',
    'Your receipt, to view or print at any time:',
    d.receiptUrl,
    '',
    ...(d.frequency !== 'ONE_OFF'
      ? [
          'You can change, pause or cancel this gift whenever you like under "Recurring donations" when signed in.',
          '',
        ]
      : []),
  ];
  return { to: d.donor.email, subject: `Your gift receipt ${d.reference}`, text: lines.join('\n') };
}
