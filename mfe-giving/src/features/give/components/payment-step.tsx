import { CardFields } from '@site/ui/forms';
import type { GivingProjectOption } from '../../../shared/content/project-options';
import { formatMoney } from '../../../shared/money/money';
import { feeOf, FREQUENCIES, parseAmount } from '../form-rules';
import { fieldId, type StepProps } from './give-field';

/** Step 3: what the gift comes to, the last failure if any, and the card. */
export function PaymentStep({
  fields,
  errors,
  set,
  project,
  failure,
}: StepProps & { project: GivingProjectOption | undefined; failure: string | null }) {
  const amount = parseAmount(fields.amount);
  const fee = amount !== null && fields.coverFees ? feeOf(amount) : 0;
  return (
    <>
      <dl className="give-summary">
        <dt>Project</dt>
        <dd>{project?.title}</dd>
        <dt>Gift</dt>
        <dd>
          {amount !== null ? formatMoney(amount, fields.currency) : '–'}{' '}
          {FREQUENCIES.find((f) => f.value === fields.frequency)?.label.toLowerCase()}
        </dd>
        {fee > 0 && (
          <>
            <dt>Card fees you cover</dt>
            <dd>{formatMoney(fee, fields.currency)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>{amount !== null ? formatMoney(amount + fee, fields.currency) : '–'}</dd>
      </dl>
      {failure && (
        <p className="give-failure" role="alert">
          {failure}
        </p>
      )}
      <CardFields
        values={fields}
        errors={errors}
        idOf={fieldId}
        className="give-field"
        onChange={set}
      />
    </>
  );
}
