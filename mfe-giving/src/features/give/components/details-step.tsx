import { describedBy, FieldError } from '@site/ui/forms';
import { COUNTRIES } from '../countries';
import { GIFT_AID_DECLARATION } from '../form-rules';
import {
  fieldId,
  GiveCheck,
  GiveInputs,
  GiveSelect,
  type InputRow,
  type StepProps,
} from './give-field';

const DONOR: readonly InputRow[] = [
  { name: 'title', label: 'Title (optional)', autoComplete: 'honorific-prefix' },
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'E-mail', autoComplete: 'email', type: 'email' },
];
/** The home address HMRC asks for with a Gift Aid declaration. */
const HOME: readonly InputRow[] = [
  { name: 'address', label: 'House name or number and street', autoComplete: 'address-line1' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];

/** Step 2: who gives, where from, Gift Aid for UK taxpayers, and whether to show as a supporter. */
export function DetailsStep({ fields, errors, set }: StepProps) {
  return (
    <>
      <GiveInputs rows={DONOR} fields={fields} errors={errors} set={set} />
      <GiveSelect
        fields={fields}
        errors={errors}
        set={set}
        name="country"
        label="Country"
        options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
        choose="Choose…"
      />
      {fields.currency === 'GBP' && <GiftAid fields={fields} errors={errors} set={set} />}
      <GiveCheck name="showAsSupporter" fields={fields} set={set}>
        Show my first name and country among the project’s recent supporters
      </GiveCheck>
    </>
  );
}

/** Gift Aid: the declaration, and the home address HMRC asks for once it is ticked. */
function GiftAid({ fields, errors, set }: StepProps) {
  return (
    <fieldset className="give-gift-aid">
      <legend>Gift Aid</legend>
      <p>If you are a UK taxpayer, Gift Aid adds 25p to every £1 you give, at no cost to you.</p>
      <label className="give-check">
        <input
          id={fieldId('giftAid')}
          type="checkbox"
          checked={fields.giftAid}
          onChange={(e) => set('giftAid', e.target.checked)}
          {...describedBy(fieldId('giftAid'), errors.giftAid)}
        />{' '}
        {GIFT_AID_DECLARATION}
      </label>
      {errors.giftAid && <FieldError id={fieldId('giftAid')} message={errors.giftAid} />}
      {fields.giftAid && <GiveInputs rows={HOME} fields={fields} errors={errors} set={set} />}
    </fieldset>
  );
}
