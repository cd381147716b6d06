import type { ReactElement } from 'react';
import { FormField } from '@site/ui/forms';

/**
 * A labelled control (the form kit's FormField in the contact form's look): its error is
 * tied to it with aria-describedby (the form's alert announces that fields need correcting); the
 * control gets its id and aria attributes.
 */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  return (
    <FormField id={id} label={label} error={error} className="field">
      {children}
    </FormField>
  );
}
