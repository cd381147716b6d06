import { type InputHTMLAttributes, useId } from 'react';
import { FormField } from '@site/ui/forms';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  error?: string | undefined;
  onValue(value: string): void;
}

/** A labelled account-form input (the form kit's FormField in the account's look). */
export function AccountField({ label, value, error, onValue, ...rest }: Props) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} className="account-field">
      <input value={value} onChange={(e) => onValue(e.target.value)} {...rest} />
    </FormField>
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
