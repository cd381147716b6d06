import { useId } from 'react';
import { COUNTRIES, type CheckoutErrors, type CheckoutValues } from '../checkout-form';
import { Field } from './field';

interface Props {
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange(field: keyof CheckoutValues, value: string): void;
}

/** The shipping address and card fieldsets. */
export function CheckoutFields({ values, errors, onChange }: Props) {
  const countryId = useId();
  const f = (field: keyof CheckoutValues) => ({ value: values[field], error: errors[field], onValue: (v: string) => onChange(field, v) });
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
        <div className="checkout-field">
          <label htmlFor={countryId}>Country</label>
          <select
            id={countryId}
            value={values.country}
            onChange={(e) => onChange('country', e.target.value)}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? `${countryId}-error` : undefined}
          >
            <option value="">Choose a country</option>
            {Object.entries(COUNTRIES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {errors.country && (
            <p id={`${countryId}-error`} className="field-error">
              {errors.country}
            </p>
          )}
        </div>
        <Field label="Phone" type="tel" autoComplete="tel" {...f('phone')} />
      </fieldset>
      <fieldset>
        <legend>Payment</legend>
        <Field label="Name on card" autoComplete="cc-name" required {...f('cardName')} />
        <Field label="Card number" inputMode="numeric" autoComplete="cc-number" required {...f('cardNumber')} />
        <Field label="Expiry month" inputMode="numeric" autoComplete="cc-exp-month" placeholder="MM" required {...f('expMonth')} />
        <Field label="Expiry year" inputMode="numeric" autoComplete="cc-exp-year" placeholder="YYYY" required {...f('expYear')} />
        <Field label="Security code" inputMode="numeric" autoComplete="cc-csc" required {...f('cvc')} />
      </fieldset>
    </>
  );
}
