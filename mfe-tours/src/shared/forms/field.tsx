import type { ReactElement, ReactNode } from 'react';
import { describedBy, FieldError as KitFieldError, FormField } from '@site/ui/forms';

export { describedBy };

/**
 * A labelled field (the form kit's FormField in the tours forms' look): its error is a paragraph the
 * control points at (aria-describedby), with role=alert so it is read out when it appears. The child
 * control gets its id and aria attributes.
 */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint}
      className="tours-field"
      hintClassName="tours-hint"
      alert
    >
      {children}
    </FormField>
  );
}

export function FieldError({ id, message }: { id: string; message: ReactNode }) {
  return <KitFieldError id={id} message={message} alert />;
}
