import { type InputHTMLAttributes, useId } from 'react';
import { FormField } from '@site/ui/forms';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  error?: string | undefined;
  onValue(value: string): void;
}

/** A labelled input whose error message is tied to it (the form kit's FormField, in the checkout's look). */
export function Field({ label, value, error, onValue, required, ...rest }: Props) {
  const id = useId();
  return (
    <FormField
      id={id}
      className="checkout-field"
      error={error}
      label={
        <>
          {label}
          {!required && <span className="optional"> (optional)</span>}
        </>
      }
    >
      <input
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-required={required ? true : undefined}
        {...rest}
      />
    </FormField>
  );
}
