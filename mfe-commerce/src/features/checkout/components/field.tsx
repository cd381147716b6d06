import { type InputHTMLAttributes, useId } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  error?: string | undefined;
  onValue(value: string): void;
}

/** A labelled input whose error message is announced and tied to it. */
export function Field({ label, value, error, onValue, required, ...rest }: Props) {
  const id = useId();
  return (
    <div className="checkout-field">
      <label htmlFor={id}>
        {label}
        {!required && <span className="optional"> (optional)</span>}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required ? true : undefined}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
