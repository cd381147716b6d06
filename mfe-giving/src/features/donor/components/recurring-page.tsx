import { useState, type FormEvent } from 'react';
import type { PageProps } from '@site/contracts/remote';
import { bus } from '@site/event-bus';
import { givingClient } from '../../../shared/api/projects-client';
import { parseExpiry } from '@site/ui/forms';
import {
  formatAmount,
  formatDate,
  FREQUENCY_WORDS,
  RECURRING_QUERY,
  type Recurring,
  recurringMutation,
  type UserError,
  useDonorQuery,
} from '../api/donor-queries';
import { SignInPrompt } from './signed-in';
import '../../../shared/components/giving-forms.css';

const STATUS_WORDS: Record<Recurring['status'], string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  PAST_DUE: 'Payment failed: we will try again',
  CANCELLED: 'Cancelled',
};

const STALE_TEXT =
  'This gift was changed elsewhere (in another tab or device, or by a payment), so nothing was changed.';

type Change = { name: string; args?: string; vars?: string; variables: Record<string, unknown> };

/**
 * /recurring-donations: the signed-in donor's recurring gifts. A change is shown as saved only from
 * the row the API read back after writing it, never before. Each change names the version of the
 * gift shown; when the gift moved on elsewhere (another tab, a charge) the API refuses it as STALE,
 * and the page says so and shows the gift as it now is, for the donor to decide again.
 */
export default function RecurringPage(_props: PageProps) {
  const result = useDonorQuery(
    RECURRING_QUERY,
    {},
    (data) => data.myRecurringDonations as Recurring[] | null,
  );
  if (result.status === 'loading') return <p role="status">Loading your recurring gifts…</p>;
  if (result.status === 'error') return <p role="alert">{result.message}</p>;
  if (result.data === null)
    return <SignInPrompt title="Recurring donations" what="and change your recurring gifts" />;
  return (
    <article className="page giving-page">
      <h1>Recurring donations</h1>
      {result.data.length === 0 ? (
        <p>You have no recurring gifts.</p>
      ) : (
        result.data.map((r) => <RecurringGift key={r.id} initial={r} />)
      )}
    </article>
  );
}

/** The gift as the API has it now (null when it cannot be read): shown after a STALE refusal. */
async function reloadGift(id: string): Promise<Recurring | null> {
  const r = await givingClient()
    .query(RECURRING_QUERY, {}, { requestPolicy: 'network-only' })
    .toPromise();
  const list = (r.data as { myRecurringDonations?: Recurring[] | null } | undefined)
    ?.myRecurringDonations;
  return r.error || !list ? null : (list.find((g) => g.id === id) ?? null);
}

function RecurringGift({ initial }: { initial: Recurring }) {
  const [gift, setGift] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [amount, setAmount] = useState(gift.amount.amount);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const titleId = `gift-${gift.id}`;

  const show = (fresh: Recurring) => {
    setGift(fresh);
    setAmount(fresh.amount.amount);
  };

  async function run(change: Change, saved: string) {
    setBusy(true);
    setMessage(null);
    const r = await givingClient()
      .mutation(recurringMutation(change.name, change.args, change.vars), {
        id: gift.id,
        expectedVersion: gift.version,
        ...change.variables,
      })
      .toPromise();
    const payload = (
      r.data as
        Record<string, { recurringDonation: Recurring | null; userErrors: UserError[] }> | undefined
    )?.[change.name];
    if (r.error || !payload) {
      setBusy(false);
      return setMessage({
        kind: 'error',
        text: 'Nothing was changed: we could not reach the server. Please try again.',
      });
    }
    const errors = payload.userErrors;
    if (errors.some((e) => e.code === 'STALE')) {
      const fresh = await reloadGift(gift.id);
      setBusy(false);
      if (fresh) show(fresh);
      return setMessage({
        kind: 'error',
        text: fresh
          ? `${STALE_TEXT} It is reloaded below as it is now: check it, then make your change again.`
          : `${STALE_TEXT} Please reload the page to see it.`,
      });
    }
    setBusy(false);
    if (errors.length > 0 || !payload.recurringDonation)
      return setMessage({
        kind: 'error',
        text: errors.map((e) => e.message).join(' ') || 'Nothing was changed.',
      });
    show(payload.recurringDonation);
    setMessage({ kind: 'saved', text: saved });
    bus.emit('toast.requested', { message: saved, kind: 'success' });
  }

  const changeAmount = (e: FormEvent) => {
    e.preventDefault();
    void run(
      {
        name: 'recurringDonationUpdateAmount',
        args: 'amount: $amount, coverFees: $coverFees',
        vars: '$amount: String!, $coverFees: Boolean!',
        variables: { amount: amount.trim(), coverFees: Number(gift.fee.amount) > 0 },
      },
      'The amount is changed.',
    );
  };
  const changeCard = (e: FormEvent) => {
    e.preventDefault();
    const expiry = parseExpiry(card.expiry);
    if (!expiry)
      return setMessage({
        kind: 'error',
        text: 'Enter the expiry date as MM/YY. Nothing was changed.',
      });
    void run(
      {
        name: 'recurringDonationUpdateCard',
        args: 'card: $card',
        vars: '$card: CardInput!',
        variables: {
          card: {
            number: card.number.replace(/[\s-]/g, ''),
            expMonth: expiry.month,
            expYear: expiry.year,
            cvc: card.cvc.trim(),
            name: card.name.trim(),
          },
        },
      },
      'The card is changed.',
    );
  };
  const simple = (name: string, saved: string) => void run({ name, variables: {} }, saved);
  const open = gift.status !== 'CANCELLED';

  return (
    <section className="giving-receipt recurring-gift" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {FREQUENCY_WORDS[gift.frequency]} gift to {gift.project.title}
      </h2>
      <dl>
        <dt>Status</dt>
        <dd>{STATUS_WORDS[gift.status]}</dd>
        <dt>Amount</dt>
        <dd>
          {formatAmount(gift.amount)}
          {Number(gift.fee.amount) > 0 ? ` + ${formatAmount(gift.fee)} card fees` : ''}
        </dd>
        <dt>Next gift</dt>
        <dd>{gift.nextChargeAt ? formatDate(gift.nextChargeAt) : 'None'}</dd>
        <dt>Card</dt>
        <dd>
          Ending {gift.cardLast4}, expires {gift.cardExpiry}
        </dd>
      </dl>
      <p role="status" className={message?.kind === 'error' ? 'field-error' : undefined}>
        {message?.text ?? ''}
      </p>
      {open && (
        <>
          <form onSubmit={changeAmount} className="give-field">
            <label htmlFor={`${titleId}-amount`}>New amount ({gift.amount.currencyCode})</label>
            <input
              id={`${titleId}-amount`}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <button type="submit" disabled={busy}>
              Change amount
            </button>
          </form>
          <form onSubmit={changeCard} className="give-field" aria-label="Change card">
            <label htmlFor={`${titleId}-card`}>New card number</label>
            <input
              id={`${titleId}-card`}
              inputMode="numeric"
              autoComplete="cc-number"
              value={card.number}
              onChange={(e) => setCard({ ...card, number: e.target.value })}
            />
            <label htmlFor={`${titleId}-exp`}>Expiry date (MM/YY)</label>
            <input
              id={`${titleId}-exp`}
              autoComplete="cc-exp"
              value={card.expiry}
              onChange={(e) => setCard({ ...card, expiry: e.target.value })}
            />
            <label htmlFor={`${titleId}-cvc`}>Security code</label>
            <input
              id={`${titleId}-cvc`}
              inputMode="numeric"
              autoComplete="cc-csc"
              value={card.cvc}
              onChange={(e) => setCard({ ...card, cvc: e.target.value })}
            />
            <label htmlFor={`${titleId}-name`}>Name on the card</label>
            <input
              id={`${titleId}-name`}
              autoComplete="cc-name"
              value={card.name}
              onChange={(e) => setCard({ ...card, name: e.target.value })}
            />
            <button type="submit" disabled={busy}>
              Change card
            </button>
          </form>
          <div className="give-actions">
            {gift.status === 'PAUSED' ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => simple('recurringDonationResume', 'The gift is resumed.')}
              >
                Resume
              </button>
            ) : (
              <button
                type="button"
                disabled={busy}
                onClick={() => simple('recurringDonationPause', 'The gift is paused.')}
              >
                Pause
              </button>
            )}
            {confirmCancel ? (
              <>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => simple('recurringDonationCancel', 'The gift is cancelled.')}
                >
                  Yes, cancel this gift
                </button>
                <button type="button" onClick={() => setConfirmCancel(false)}>
                  Keep it
                </button>
              </>
            ) : (
              <button type="button" disabled={busy} onClick={() => setConfirmCancel(true)}>
                Cancel gift
              </button>
            )}
          </div>
        </>
      )}
      <details>
        <summary>History of this gift</summary>
        <ol>
          {gift.events.map((e, i) => (
            <li key={i}>
              {formatDate(e.at)}: {e.message}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
