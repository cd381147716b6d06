import type { ReactElement } from 'react';
import { CARD_LABELS, FieldError as KitFieldError, FormField } from '@site/ui/forms';
import {
  countdownAnnouncement,
  type FieldErrors,
  formatCountdown,
  type TravellerFields,
} from '../booking-rules';

/** A form field key ("travellers.0.firstName") as an element id. */
export const fieldId = (key: string) => `booking-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The aria attributes of a control with or without an error. */
export function invalid(key: string, errors: FieldErrors) {
  return errors[key]
    ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(key)}-error` }
    : {};
}

export function FieldError({ name, errors }: { name: string; errors: FieldErrors }) {
  const message = errors[name];
  return message ? <KitFieldError id={fieldId(name)} message={message} alert /> : null;
}

/** A labelled control (the form kit's FormField): the child gets its id and aria attributes; its error is role=alert and described-by. */
export function Field({
  name,
  label,
  errors,
  hint,
  children,
}: {
  name: string;
  label: string;
  errors: FieldErrors;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  return (
    <FormField
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={errors[name]}
      className="booking-field"
      hintClassName="booking-hint"
      alert
    >
      {children}
    </FormField>
  );
}

export const TRAVELLER_LABELS: Record<keyof TravellerFields, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  email: 'E-mail',
  phone: 'Phone',
  emergencyContactName: 'Emergency contact name',
  emergencyContactPhone: 'Emergency contact phone',
  dietaryNotes: 'Dietary needs (optional)',
  accessibilityNotes: 'Accessibility needs (optional)',
};

const OTHER_LABELS: Record<string, string> = {
  departureId: 'Departure',
  travellerCount: 'Number of travellers',
  rooms: 'Rooms',
  preExtension: 'Pre-tour extension',
  postExtension: 'Post-tour extension',
  acceptPolicy: 'Cancellation policy',
  ...CARD_LABELS,
};

/** "travellers.1.dateOfBirth" → "Traveller 2: Date of birth"; "rooms.0" → "Room 1". */
export function errorLabel(key: string): string {
  const traveller = /^travellers\.(\d+)\.(\w+)$/.exec(key);
  if (traveller)
    return `Traveller ${Number(traveller[1]) + 1}: ${TRAVELLER_LABELS[traveller[2] as keyof TravellerFields] ?? traveller[2]}`;
  const room = /^rooms\.(\d+)$/.exec(key);
  if (room) return `Room ${Number(room[1]) + 1}`;
  const roomOf = /^roomOf\.(\d+)$/.exec(key);
  if (roomOf) return `Traveller ${Number(roomOf[1]) + 1}: Room`;
  return OTHER_LABELS[key] ?? key;
}

/** The element an error summary link should reach for an error key. */
export function errorTarget(key: string): string {
  return fieldId(key);
}

/**
 * The hold's countdown: mm:ss shown every second (a timer, which screen readers do not read out on
 * each change), and a polite live region that speaks only at 5 and at 1 minute left.
 */
export function HoldCountdown({ remainingMs }: { remainingMs: number }) {
  return (
    <div className="booking-hold">
      <p>
        Your seats are held for{' '}
        <strong role="timer" aria-label="Time left on your seat hold">
          {formatCountdown(remainingMs)}
        </strong>{' '}
        (minutes:seconds). After that they are released for others.
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {countdownAnnouncement(remainingMs)}
      </p>
    </div>
  );
}
