import { Link } from '@site/router';
import type { GivingProjectOption } from '../../../shared/content/project-options';
import { GIVING_CURRENCIES } from '../../../shared/money/currencies';
import { formatMoney } from '../../../shared/money/money';
import { feeOf, FREQUENCIES, parseAmount, SUGGESTED } from '../form-rules';
import { fieldId, GiveCheck, GiveInputs, GiveSelect, type StepProps } from './give-field';

/** Step 1: the project, how often, the currency and the amount, and whether to cover the card fees. */
export function AmountStep({
  fields,
  errors,
  set,
  projects,
  loginHref,
  onCurrencyPicked,
}: StepProps & {
  projects: GivingProjectOption[];
  /** Where "Log in" leads, back to this form (a regular gift needs an account). */
  loginHref: string;
  onCurrencyPicked(): void;
}) {
  const amount = parseAmount(fields.amount);
  const step = { fields, errors, set };
  return (
    <>
      <GiveSelect
        {...step}
        name="projectId"
        label="Project"
        options={projects.map((p) => ({ value: p.id, label: p.title }))}
      />
      <fieldset className="give-choice">
        <legend>How often</legend>
        {FREQUENCIES.map((f) => (
          <label key={f.value}>
            <input
              type="radio"
              name="frequency"
              value={f.value}
              checked={fields.frequency === f.value}
              onChange={() => set('frequency', f.value)}
            />{' '}
            {f.label}
          </label>
        ))}
        {errors.frequency && (
          <p className="field-error" id={fieldId('frequency')}>
            {errors.frequency} <Link to={loginHref}>Log in</Link>
          </p>
        )}
      </fieldset>
      <GiveSelect
        {...step}
        errors={{}}
        name="currency"
        label="Currency"
        options={GIVING_CURRENCIES.map((c) => ({ value: c, label: c }))}
        onValue={(v) => {
          onCurrencyPicked();
          set('currency', v);
        }}
      />
      {/* A press before the app is live is marked here at once and fills the amount field, then
          replayed (shell/src/features/start/early-actions.ts: data-early-choice, issue 29). */}
      <fieldset
        className="give-choice give-amounts"
        data-early-choice=""
        data-early-field={fieldId('amount')}
      >
        <legend>Suggested amounts</legend>
        {SUGGESTED[fields.currency].map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={amount === n}
            data-early-value={String(n)}
            onClick={() => set('amount', String(n))}
          >
            {formatMoney(n, fields.currency, { whole: true })}
          </button>
        ))}
      </fieldset>
      <GiveInputs
        rows={[
          {
            name: 'amount',
            label: `Amount (${fields.currency})`,
            autoComplete: 'off',
            inputMode: 'decimal',
          },
        ]}
        {...step}
      />
      <GiveCheck name="coverFees" {...step}>
        Add {amount !== null ? formatMoney(feeOf(amount), fields.currency) : 'the card fee'} to
        cover the card fees, so all of my gift goes to the project
      </GiveCheck>
    </>
  );
}
