import type { ReactNode } from 'react';
import type { CardFormErrors, CardFormFields } from '@site/contracts/card-rules';
import { FormField } from './form-field';
import { TestModeBanner } from './test-mode-banner';

/*
 * The card's fields, with the accessible names every payment form on the site uses (the journeys
 * find them by label): "Card number", "Expiry date (MM/YY)" (or "Expiry month" and "Expiry year"),
 * "Security code", "Name on the card". Autocomplete and the numeric keyboard come with them.
 */

export const CARD_LABELS: Readonly<Record<keyof CardFormFields, string>> = {
  cardNumber: 'Card number',
  cardExpiry: 'Expiry date (MM/YY)',
  cardCvc: 'Security code',
  cardName: 'Name on the card',
};

export interface CardFieldProps {
  id: string;
  value: string;
  onValue(value: string): void;
  error?: string | undefined;
  /** Another accessible name than the kit's (the shop's "Name on card"). */
  label?: string;
  hint?: ReactNode;
  className?: string;
  hintClassName?: string;
  alert?: boolean;
  required?: boolean;
  placeholder?: string;
}

function cardField(defaultLabel: string, input: { autoComplete: string; inputMode?: 'numeric' }) {
  function CardField({
    id,
    value,
    onValue,
    error,
    label = defaultLabel,
    hint,
    className,
    hintClassName,
    alert,
    required,
    placeholder,
  }: CardFieldProps) {
    return (
      <FormField
        id={id}
        label={label}
        hint={hint}
        error={error}
        className={className}
        hintClassName={hintClassName}
        alert={alert}
      >
        <input
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          placeholder={placeholder}
          aria-required={required ? true : undefined}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      </FormField>
    );
  }
  CardField.displayName = defaultLabel;
  return CardField;
}

export const CardNumberField = /* @__PURE__ */ cardField(CARD_LABELS.cardNumber, {
  autoComplete: 'cc-number',
  inputMode: 'numeric',
});
export const CardExpiryField = /* @__PURE__ */ cardField(CARD_LABELS.cardExpiry, {
  autoComplete: 'cc-exp',
});
export const CardExpiryMonthField = /* @__PURE__ */ cardField('Expiry month', {
  autoComplete: 'cc-exp-month',
  inputMode: 'numeric',
});
export const CardExpiryYearField = /* @__PURE__ */ cardField('Expiry year', {
  autoComplete: 'cc-exp-year',
  inputMode: 'numeric',
});
export const CardCvcField = /* @__PURE__ */ cardField(CARD_LABELS.cardCvc, {
  autoComplete: 'cc-csc',
  inputMode: 'numeric',
});
export const CardNameField = /* @__PURE__ */ cardField(CARD_LABELS.cardName, {
  autoComplete: 'cc-name',
});

export interface CardFieldsProps {
  values: CardFormFields;
  errors: CardFormErrors;
  onChange(field: keyof CardFormFields, value: string): void;
  /** Each field's id ("give-cardNumber", "pay-cardCvc" …). */
  idOf(field: keyof CardFormFields): string;
  className?: string;
  alert?: boolean;
}

/**
 * The four card fields in the site's order: number, expiry, security code, name; above them the
 * test-mode banner while the server charges through its test provider.
 */
export function CardFields({ values, errors, onChange, idOf, className, alert }: CardFieldsProps) {
  const props = (field: keyof CardFormFields) => ({
    id: idOf(field),
    value: values[field],
    error: errors[field],
    onValue: (value: string) => onChange(field, value),
    className,
    alert,
  });
  return (
    <>
      <TestModeBanner />
      <CardNumberField {...props('cardNumber')} />
      <CardExpiryField {...props('cardExpiry')} />
      <CardCvcField {...props('cardCvc')} />
      <CardNameField {...props('cardName')} />
    </>
  );
}
