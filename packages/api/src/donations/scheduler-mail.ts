import { formatMoney } from '@site/contracts/money';
import { decimalAmount } from '../commerce/money';
import type { MailMessage } from '../mail/mailer';
import type { RecurringTable } from './donation-tables';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The first failed charge of a period: what happened, when we try again, where to change the card. */
export function paymentFailedMail(
  to: string,
  firstName: string,
  reason: string,
  retryAt: Date,
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: 'Your recurring gift could not be charged',
    text: [
      `Dear ${firstName},`,
      '',
      `We could not charge your recurring gift: ${reason}`,
      `We will try again on ${day(retryAt)}, and once more a few days later. If your card has changed, you can update it here:`,
      `${publicUrl}/recurring-donations`,
      '',
      'If the payment cannot be taken after that, the gift will be cancelled and nothing more charged.',
      '',
    ].join('\n'),
  };
}

export function cancelledMail(to: string, firstName: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Your recurring gift has been cancelled',
    text: [
      `Dear ${firstName},`,
      '',
      'We could not charge your recurring gift after three tries, so it is now cancelled and nothing more will be charged.',
      `Thank you for all you have given. You can start a new gift at any time: ${publicUrl}/give`,
      '',
    ].join('\n'),
  };
}

/** Sent 14 days before a yearly gift renews. */
export function renewalNoticeMail(
  to: string,
  firstName: string,
  row: RecurringTable,
  renewal: Date,
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: 'Your yearly gift renews soon',
    text: [
      `Dear ${firstName},`,
      '',
      `Your yearly gift of ${formatMoney(decimalAmount(row.amount + row.fee), row.currency)} renews on ${day(renewal)}, charged to the card ending ${row.card_last4}.`,
      'To change the amount or the card, pause or cancel it, visit:',
      `${publicUrl}/recurring-donations`,
      '',
    ].join('\n'),
  };
}
