import { describedBy, FieldError } from '@site/ui/forms';
import { COUNTRIES } from '../countries';
import { GIFT_AID_DECLARATION } from '../form-rules';
import { fieldId, GiveField, type StepProps } from './give-field';

/** Step 2: who gives, where from, Gift Aid for UK taxpayers, and whether to show as a supporter. */
export function DetailsStep({ fields, errors, set }: StepProps) {
  return (
    <>
      <GiveField name="title" label="Title (optional)">
        <input
          autoComplete="honorific-prefix"
          value={fields.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </GiveField>
      <GiveField name="firstName" label="First name" errors={errors}>
        <input
          autoComplete="given-name"
          value={fields.firstName}
          onChange={(e) => set('firstName', e.target.value)}
        />
      </GiveField>
      <GiveField name="lastName" label="Last name" errors={errors}>
        <input
          autoComplete="family-name"
          value={fields.lastName}
          onChange={(e) => set('lastName', e.target.value)}
        />
      </GiveField>
      <GiveField name="email" label="E-mail" errors={errors}>
        <input
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </GiveField>
      <GiveField name="country" label="Country" errors={errors}>
        <select value={fields.country} onChange={(e) => set('country', e.target.value)}>
          <option value="">Choose…</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </GiveField>
      {fields.currency === 'GBP' && <GiftAid fields={fields} errors={errors} set={set} />}
      <label className="give-check">
        <input
          type="checkbox"
          checked={fields.showAsSupporter}
          onChange={(e) => set('showAsSupporter', e.target.checked)}
        />{' '}
        Show my first name and country among the project’s recent supporters
      </label>
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
      {fields.giftAid && (
        <>
          <GiveField name="address" label="House name or number and street" errors={errors}>
            <input
              autoComplete="address-line1"
              value={fields.address}
              onChange={(e) => set('address', e.target.value)}
            />
          </GiveField>
          <GiveField name="postcode" label="Postcode" errors={errors}>
            <input
              autoComplete="postal-code"
              value={fields.postcode}
              onChange={(e) => set('postcode', e.target.value)}
            />
          </GiveField>
        </>
      )}
    </fieldset>
  );
}
