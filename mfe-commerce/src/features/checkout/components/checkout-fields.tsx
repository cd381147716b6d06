import { useId } from 'react';
import {
  CardCvcField,
  CardExpiryMonthField,
  CardExpiryYearField,
  CardNameField,
  CardNumberField,
  FormField,
} from '@site/ui/forms';
import type { DeliveryOption } from '../api/checkout-api';
import { COUNTRIES, type CheckoutErrors, type CheckoutValues } from '../checkout-form';
import { DeliveryField } from './delivery-field';
import { Field } from './field';

interface Props {
  values: CheckoutValues;
  deliveryOptions: DeliveryOption[];
  errors: CheckoutErrors;
  onChange(field: keyof CheckoutValues, value: string): void;
}

/** The shipping address, delivery and card fieldsets. */
export function CheckoutFields({ values, deliveryOptions, errors, onChange }: Props) {
  const countryId = useId();
  const cardId = useId();
  const f = (field: keyof CheckoutValues) => ({
    value: values[field],
    error: errors[field],
    onValue: (v: string) => onChange(field, v),
  });
  // The card's fields come from the form kit, with the labels the checkout has always had.
  const card = (field: 'cardName' | 'cardNumber' | 'expMonth' | 'expYear' | 'cvc') => ({
    id: `${cardId}-${field}`,
    className: 'checkout-field',
    ...f(field),
  });
  return (
    <>
      <fieldset>
        <legend>Contact</legend>
        <Field label="Email" type="email" autoComplete="email" required {...f('email')} />
      </fieldset>
      <fieldset>
        <legend>Shipping address</legend>
        <Field label="First name" autoComplete="given-name" required {...f('firstName')} />
        <Field label="Last name" autoComplete="family-name" required {...f('lastName')} />
        <Field label="Street address" autoComplete="address-line1" required {...f('address1')} />
        <Field label="Apartment, suite, etc." autoComplete="address-line2" {...f('address2')} />
        <Field label="Town or city" autoComplete="address-level2" required {...f('city')} />
        <Field label="County, state or province" autoComplete="address-level1" {...f('province')} />
        <Field label="Postal code" autoComplete="postal-code" required {...f('zip')} />
        <FormField id={countryId} label="Country" className="checkout-field" error={errors.country}>
          <select value={values.country} onChange={(e) => onChange('country', e.target.value)}>
            <option value="">Choose a country</option>
            {Object.entries(COUNTRIES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
        <Field label="Phone" type="tel" autoComplete="tel" {...f('phone')} />
      </fieldset>
      {deliveryOptions.length > 0 && (
        <DeliveryField
          options={deliveryOptions}
          value={values.shippingMethod}
          error={errors.shippingMethod}
          onChange={(handle) => onChange('shippingMethod', handle)}
        />
      )}
      <fieldset>
        <legend>Payment</legend>
        <CardNameField label="Name on card" required {...card('cardName')} />
        <CardNumberField required {...card('cardNumber')} />
        <CardExpiryMonthField placeholder="MM" required {...card('expMonth')} />
        <CardExpiryYearField placeholder="YYYY" required {...card('expYear')} />
        <CardCvcField required {...card('cvc')} />
      </fieldset>
    </>
  );
}
