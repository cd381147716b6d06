import type { ReactNode } from 'react';

export interface ErrorEntry<K extends string = string> {
  key: K;
  message: string;
}

/** The errors that have a message, in the order given (the form's order), else in the object's. */
export function errorEntries<K extends string>(
  errors: Partial<Record<K, string | undefined>>,
  order?: readonly K[],
): Array<ErrorEntry<K>> {
  const keys = order ?? (Object.keys(errors) as K[]);
  return keys.flatMap((key) => {
    const message = errors[key];
    return message ? [{ key, message }] : [];
  });
}

/** The first field in error (in the form's order when given), or undefined. */
export function firstErrorKey<K extends string>(
  errors: Partial<Record<K, string | undefined>>,
  order?: readonly K[],
): K | undefined {
  return errorEntries(errors, order)[0]?.key;
}

/** Moves focus to the control of the first field in error; true when there was one. */
export function focusFirstError<K extends string>(
  errors: Partial<Record<K, string | undefined>>,
  idOf: (key: K) => string,
  order?: readonly K[],
): boolean {
  const key = firstErrorKey(errors, order);
  const control = key === undefined ? null : document.getElementById(idOf(key));
  control?.focus();
  return control !== null;
}

export interface ErrorSummaryProps<K extends string> {
  errors: Partial<Record<K, string | undefined>>;
  /** The summary's title id; the summary is named by it. */
  titleId: string;
  /** The name a field goes by in the summary ("Card number", "Traveller 2: Date of birth"). */
  labelOf(key: K): ReactNode;
  /** The id of the control a summary link reaches. */
  idOf(key: K): string;
  className?: string;
  order?: readonly K[];
}

/**
 * The errors at the top of a form, each a link to its field; role=alert so it is read out when it
 * appears. Nothing when there are no errors.
 */
export function ErrorSummary<K extends string>({
  errors,
  titleId,
  labelOf,
  idOf,
  className = 'error-summary',
  order,
}: ErrorSummaryProps<K>) {
  const entries = errorEntries(errors, order);
  if (entries.length === 0) return null;
  return (
    <div className={className} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>Please check {entries.length === 1 ? 'this' : 'these'}:</h2>
      <ul>
        {entries.map(({ key, message }) => (
          <li key={key}>
            <a href={`#${idOf(key)}`}>
              {labelOf(key)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
