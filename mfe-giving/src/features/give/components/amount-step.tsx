import { Link } from '@site/router';
import type { GivingProjectOption } from '../../../shared/content/project-options';
import { GIVING_CURRENCIES } from '../../../shared/money/currencies';
import { formatMoney } from '../../../shared/money/money';
import { feeOf, FREQUENCIES, parseAmount, SUGGESTED } from '../form-rules';
import { fieldId, GiveField, type StepProps } from './give-field';

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
  return (
    <>
      <GiveField name="projectId" label="Project" errors={errors}>
        <select value={fields.projectId} onChange={(e) => set('projectId', e.target.value)}>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </GiveField>
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
      <GiveField name="currency" label="Currency">
        <select
          value={fields.currency}
          onChange={(e) => {
            onCurrencyPicked();
            set('currency', e.target.value);
          }}
        >
          {GIVING_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </GiveField>
      <fieldset className="give-choice give-amounts">
        <legend>Suggested amounts</legend>
        {SUGGESTED[fields.currency].map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={amount === n}
            onClick={() => set('amount', String(n))}
          >
            {formatMoney(n, fields.currency, { whole: true })}
          </button>
        ))}
      </fieldset>
      <GiveField name="amount" label={`Amount (${fields.currency})`} errors={errors}>
        <input
          inputMode="decimal"
          autoComplete="off"
          value={fields.amount}
          onChange={(e) => set('amount', e.target.value)}
        />
      </GiveField>
      <label className="give-check">
        <input
          type="checkbox"
          checked={fields.coverFees}
          onChange={(e) => set('coverFees', e.target.checked)}
        />{' '}
        Add {amount !== null ? formatMoney(feeOf(amount), fields.currency) : 'the card fee'} to
        cover the card fees, so all of my gift goes to the project
      </label>
    </>
  );
}
