import type { ReactElement, ReactNode } from 'react';
import { CARD_LABELS, FormField } from '@site/ui/forms';
import type { DonationFields, FieldErrors } from '../form-rules';

/** Every control's id: the error summary links to it and the field's error is named after it. */
export const fieldId = (name: keyof DonationFields) => `give-${name}`;

/** The names the error summary gives the fields it lists. */
export const LABELS: Partial<Record<keyof DonationFields, string>> = {
  amount: 'Amount',
  projectId: 'Project',
  frequency: 'How often',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  country: 'Country',
  address: 'House name or number and street',
  postcode: 'Postcode',
  giftAid: 'Gift Aid',
  ...CARD_LABELS,
};

/** Changes one field of the donation (the machine's `field.changed`). */
export type SetField = (field: keyof DonationFields, value: string | boolean) => void;

export interface StepProps {
  fields: DonationFields;
  errors: FieldErrors;
  set: SetField;
}

/** The form kit's labelled field in the donation form's look, named by the field it edits. */
export function GiveField({
  name,
  label,
  errors,
  children,
}: {
  name: keyof DonationFields;
  label: string;
  errors?: FieldErrors;
  children: ReactElement<Record<string, unknown>>;
}) {
  return (
    <FormField id={fieldId(name)} label={label} error={errors?.[name]} className="give-field">
      {children}
    </FormField>
  );
}

/** A select of `options` for one field of the donation; `choose` is the empty first option, if any. */
export function GiveSelect({
  name,
  label,
  options,
  choose,
  fields,
  errors,
  set,
  onValue = (value) => set(name, value),
}: StepProps & {
  name: keyof DonationFields;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  choose?: string;
  /** What a choice does, when more than setting the field. */
  onValue?(value: string): void;
}) {
  return (
    <GiveField name={name} label={label} errors={errors}>
      <select value={String(fields[name])} onChange={(e) => onValue(e.target.value)}>
        {choose !== undefined && <option value="">{choose}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </GiveField>
  );
}

/** A text input of the donation's form: its label, autofill and keyboard. */
export interface InputRow {
  name: keyof DonationFields;
  label: string;
  autoComplete: string;
  type?: 'email';
  inputMode?: 'decimal';
}

/** Text inputs from a table of rows (the details step's name and address fields, the amount). */
export function GiveInputs({
  rows,
  fields,
  errors,
  set,
}: StepProps & { rows: readonly InputRow[] }) {
  return (
    <>
      {rows.map(({ name, label, ...input }) => (
        <GiveField key={name} name={name} label={label} errors={errors}>
          <input
            {...input}
            value={String(fields[name])}
            onChange={(e) => set(name, e.target.value)}
          />
        </GiveField>
      ))}
    </>
  );
}

/** A checkbox of the donation's form, its words after the box. */
export function GiveCheck({
  name,
  fields,
  set,
  children,
}: Pick<StepProps, 'fields' | 'set'> & {
  name: 'coverFees' | 'showAsSupporter';
  children: ReactNode;
}) {
  return (
    <label className="give-check">
      <input type="checkbox" checked={fields[name]} onChange={(e) => set(name, e.target.checked)} />{' '}
      {children}
    </label>
  );
}
