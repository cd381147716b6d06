import { formatMoney } from '@site/contracts/money';
import { decimalAmount } from '../commerce/money';
import type { MailMessage } from '../mail/mailer';

const paid = (amount: number, currency: string) => formatMoney(decimalAmount(amount), currency);

/** A mail about an interrupted payment: a greeting, what happened, and an invitation to try again. */
function reconcilerMail(to: string, subject: string, body: string[]): MailMessage {
  return {
    to,
    subject,
    text: ['Hello,', '', ...body, 'You are welcome to try again at any time.', ''].join('\n'),
  };
}

/** The reconciler gave a charge back: the record it paid for could not be made after an interruption. */
export function paymentRefundedMail(
  to: string,
  what: string,
  amount: number,
  currency: string,
): MailMessage {
  return reconcilerMail(to, 'Your payment has been refunded', [
    `Your payment of ${paid(amount, currency)} for ${what} was interrupted on our side before it could be completed.`,
    'We have refunded it in full; your bank may take a few days to show the refund.',
  ]);
}

/** The reconciler found that an interrupted payment was never taken. */
export function paymentNotTakenMail(
  to: string,
  what: string,
  amount: number,
  currency: string,
): MailMessage {
  return reconcilerMail(to, 'Your payment was not completed', [
    `Your payment of ${paid(amount, currency)} for ${what} was interrupted on our side and was not taken: nothing was charged.`,
  ]);
}
