import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** The aria attributes of a field with or without an error. */
export function describedBy(id: string, error: string | undefined, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}

/**
 * A labelled field: its error is a paragraph the control points at (aria-describedby), with
 * role=alert so it is read out when it appears. The child control gets its id and aria attributes.
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
  const control = isValidElement(children)
    ? cloneElement(children, { id, ...describedBy(id, error, hint) })
    : children;
  return (
    <div className="tours-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="tours-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {control}
      {error && <FieldError id={id} message={error} />}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: ReactNode }) {
  return (
    <p className="field-error" id={`${id}-error`} role="alert">
      {message}
    </p>
  );
}
