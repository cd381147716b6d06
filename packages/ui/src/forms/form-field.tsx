import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** The ids of a field's hint and error, which its control points at. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The aria attributes of a control with or without a hint and an error. */
export function describedBy(id: string, error: string | undefined, hint?: ReactNode) {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}

export interface FormFieldProps {
  /** The control's id: the label points at it, the hint and the error are named after it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** The wrapper's class: each area keeps its own look (checkout-field, give-field …). */
  className?: string;
  hintClassName?: string;
  /** role=alert on the error, so it is read out when it appears (where no summary announces it). */
  alert?: boolean;
  /** The control: it gets the id and the aria attributes. */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * A labelled field: the label names the control; the hint and the error are paragraphs the control
 * points at with aria-describedby, and the control is aria-invalid while there is an error.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className = 'form-field',
  hintClassName = 'form-hint',
  alert = false,
  children,
}: FormFieldProps) {
  const control = isValidElement(children)
    ? cloneElement(children, { id, ...describedBy(id, error, hint) })
    : children;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className={hintClassName} id={hintId(id)}>
          {hint}
        </p>
      )}
      {control}
      {error && <FieldError id={id} message={error} alert={alert} />}
    </div>
  );
}

/** A field's error message, with the id its control's aria-describedby names. */
export function FieldError({
  id,
  message,
  alert = false,
}: {
  id: string;
  message: ReactNode;
  alert?: boolean;
}) {
  return (
    <p className="field-error" id={errorId(id)} role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}
