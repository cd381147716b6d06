import { formatMoney } from '@site/contracts/money';
import { decimalAmount } from '../commerce/money';
import type { MailMessage } from '../mail/mailer';

/** The reconciler gave a charge back: the record it paid for could not be made after an interruption. */
export function paymentRefundedMail(
  to: string,
  what: string,
  amount: number,
  currency: string,
): MailMessage {
  return {
    to,
    subject: 'Your payment has been refunded',
    text: [
      'Hello,',
      '',
      `Your payment of ${formatMoney(decimalAmount(amount), currency)} for ${what} was interrupted on our side before it could be completed.`,
      'We have refunded it in full; your bank may take a few days to show the refund.',
      'You are welcome to try again at any time.',
      '',
    ].join('\n'),
  };
}

/** The reconciler found that an interrupted payment was never taken. */
export function paymentNotTakenMail(
  to: string,
  what: string,
  amount: number,
  currency: string,
): MailMessage {
  return {
    to,
    subject: 'Your payment was not completed',
    text: [
      'Hello,',
      '',
      `Your payment of ${formatMoney(decimalAmount(amount), currency)} for ${what} was interrupted on our side and was not taken: nothing was charged.`,
      'You are welcome to try again at any time.',
      '',
    ].join('\n'),
  };
}
