/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  CardExpiryMonthField,
  CardFields,
  cardErrors,
  type CardFormFields,
  EMPTY_CARD,
  ErrorSummary,
  errorEntries,
  firstErrorKey,
  focusFirstError,
  FormField,
  luhnValid,
} from '.';

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('FormField', () => {
  it('names the control by its label and ties the hint and the error to it', () => {
    const { rerender } = render(
      <FormField id="f-email" label="E-mail" hint="We send the receipt here.">
        <input />
      </FormField>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.id).toBe('f-email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(input)).toBe('We send the receipt here.');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <FormField
        id="f-email"
        label="E-mail"
        hint="We send the receipt here."
        error="Enter an e-mail address."
        alert
      >
        <input />
      </FormField>,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('We send the receipt here. Enter an e-mail address.');
    expect(screen.getByRole('alert').textContent).toBe('Enter an e-mail address.');
  });
});

function CardForm({ today }: { today: Date }) {
  const [values, setValues] = useState<CardFormFields>({ ...EMPTY_CARD });
  const [errors, setErrors] = useState({});
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setErrors(cardErrors(values, today));
      }}
    >
      <ErrorSummary errors={errors} titleId="t-errors" idOf={(k) => `t-${k}`} labelOf={(k) => k} />
      <CardFields
        values={values}
        errors={errors}
        idOf={(k) => `t-${k}`}
        onChange={(k, v) => setValues((old) => ({ ...old, [k]: v }))}
      />
      <button type="submit">Pay</button>
    </form>
  );
}

describe('CardFields', () => {
  it('has the site’s accessible names, and shows each rule’s error on its field', () => {
    render(<CardForm today={new Date('2026-06-15T00:00:00Z')} />);
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(number, { target: { value: '4242 4242 4242 4241' } });
    fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '05/26' } });
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Name on the card'), {
      target: { value: 'Katharina Zell' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));

    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(number)).toBe('Check the card number: it is not a valid card number.');
    expect(describedText(screen.getByLabelText('Expiry date (MM/YY)'))).toBe(
      'This card has expired.',
    );
    expect(describedText(screen.getByLabelText('Security code'))).toBe(
      'Enter the 3 or 4 digit security code.',
    );
    const name = screen.getByLabelText('Name on the card');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();

    const summary = screen.getByRole('alert', { name: 'Please check these:' });
    expect([...summary.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '#t-cardNumber',
      '#t-cardExpiry',
      '#t-cardCvc',
    ]);

    fireEvent.change(number, { target: { value: '4242-4242-4242-4242' } });
    fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '06/26' } });
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(number.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes another label where a form has always used one', () => {
    render(<CardExpiryMonthField id="m" value="" onValue={() => undefined} required />);
    const month = screen.getByLabelText('Expiry month');
    expect(month.getAttribute('autocomplete')).toBe('cc-exp-month');
    expect(month.getAttribute('aria-required')).toBe('true');
  });
});

describe('the error summary helpers', () => {
  it('lists the fields in error in the form’s order and focuses the first', () => {
    const errors = {
      cardCvc: 'Enter the code.',
      cardNumber: 'Enter the number.',
      cardName: undefined,
    };
    const order = ['cardNumber', 'cardExpiry', 'cardCvc', 'cardName'] as const;
    expect(errorEntries(errors, order)).toEqual([
      { key: 'cardNumber', message: 'Enter the number.' },
      { key: 'cardCvc', message: 'Enter the code.' },
    ]);
    expect(firstErrorKey(errors)).toBe('cardCvc');
    expect(firstErrorKey({})).toBeUndefined();
    render(
      <>
        <input id="x-cardNumber" aria-label="n" />
        <input id="x-cardCvc" aria-label="c" />
      </>,
    );
    expect(focusFirstError(errors, (k) => `x-${k}`, order)).toBe(true);
    expect(document.activeElement?.id).toBe('x-cardNumber');
    expect(focusFirstError({}, (k: string) => `x-${k}`)).toBe(false);
  });

  it('re-exports the shared card rules', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
  });
});
