import { type InputHTMLAttributes, useId } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  error?: string | undefined;
  onValue(value: string): void;
}

/** A labelled account-form input; its error is tied to it and announced. */
export function AccountField({ label, value, error, onValue, ...rest }: Props) {
  const id = useId();
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="account-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level message (server answer or failure), announced when it appears. */
export function FormMessage({
  kind,
  children,
}: {
  kind: 'error' | 'info';
  children: React.ReactNode;
}) {
  return (
    <div
      className={`account-message account-message-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
