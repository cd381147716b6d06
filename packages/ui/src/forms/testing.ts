import { fireEvent, screen } from '@testing-library/react';
import { CARD_LABELS } from './card-fields';
import type { ChallengeOutcome } from './payment-challenge';

/**
 * For tests of a form with CardFields: types a card into its four fields, found by their labels.
 * The expiry defaults to December two years on, so the card never expires under the test.
 */
export function fillCard(
  number: string,
  name = 'A Traveller',
  expiry = `12/${String(new Date().getUTCFullYear() + 2).slice(2)}`,
): void {
  const values = { cardNumber: number, cardExpiry: expiry, cardCvc: '123', cardName: name };
  for (const [field, value] of Object.entries(values))
    fireEvent.change(
      screen.getByLabelText(CARD_LABELS[field as keyof typeof values], { exact: true }),
      {
        target: { value },
      },
    );
}

/**
 * For tests of a form that shows PaymentChallenge: the message the bank's page in `frame` posts to
 * this window when the visitor is done there. Wrap it in the test's `act`.
 */
export function answerChallenge(frame: HTMLIFrameElement, outcome: ChallengeOutcome): void {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'payment-challenge', outcome },
      origin: window.location.origin,
      source: frame.contentWindow,
    }),
  );
}
