// The form kit (issue 27): a labelled field with its hint and error wired to the control, the card's
// fields, the error summary, and the card rules (from @site/contracts/card-rules, which the API
// shares). Import it as @site/ui/forms, so only the pages with a form load it.
export * from '@site/contracts/card-rules';
export { describedBy, errorId, FieldError, FormField, hintId } from './form-field';
export type { FormFieldProps } from './form-field';
export {
  CARD_LABELS,
  CardCvcField,
  CardExpiryField,
  CardExpiryMonthField,
  CardExpiryYearField,
  CardFields,
  CardNameField,
  CardNumberField,
} from './card-fields';
export type { CardFieldProps, CardFieldsProps } from './card-fields';
export { errorEntries, ErrorSummary, firstErrorKey, focusFirstError } from './error-summary';
export type { ErrorEntry, ErrorSummaryProps } from './error-summary';
export {
  forgetPaymentMode,
  isTestPaymentMode,
  PAYMENT_MODE_URL,
  TEST_CARDS,
  TestModeBanner,
} from './test-mode-banner';
export { challengeAddress, challengeOutcome, PaymentChallenge } from './payment-challenge';
export type { ChallengeOutcome, PaymentChallengeProps } from './payment-challenge';
