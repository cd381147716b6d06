import { useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@site/router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { appState } from '@site/app-state';
import { bus } from '@site/event-bus';
import type { PageProps } from '@site/contracts/remote';
import { createJsonClient } from '@site/json-client';
import { CARD_LABELS, CardFields, ErrorSummary, PaymentChallenge } from '@site/ui/forms';
import { givingClient } from '../../../shared/api/projects-client';
import type { GivePageData, GivingProjectOption } from '../../../shared/content/project-options';
import { preselectedOption } from '../../../shared/content/project-options';
import { GIVING_CURRENCIES, isGivingCurrency } from '../../../shared/money/currencies';
import { formatMoney } from '../../../shared/money/money';
import { useVisitorCurrency } from '../../../shared/money/use-visitor-currency';
import { GivingUnavailable } from '../../../shared/components/giving-unavailable';
import { ME_QUERY, submitDonation } from '../api/donate';
import { COUNTRIES } from '../countries';
import {
  type DonationFields,
  feeOf,
  FREQUENCIES,
  GIFT_AID_DECLARATION,
  parseAmount,
  SUGGESTED,
} from '../form-rules';
import {
  type DonationEvent,
  donationMachine,
  type SubmitInput,
  type SubmitResult,
} from '../machines/donation-machine';
import '../../../shared/components/giving.css';
import './give.css';

const STEPS = { amount: 'Your gift', details: 'Your details', payment: 'Payment' } as const;
const LABELS: Partial<Record<keyof DonationFields, string>> = {
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

function emptyFields(projectId: string): DonationFields {
  return {
    projectId,
    amount: '',
    currency: 'GBP',
    frequency: 'ONE_OFF',
    coverFees: false,
    title: '',
    firstName: '',
    lastName: '',
    email: '',
    country: '',
    address: '',
    postcode: '',
    giftAid: false,
    showAsSupporter: false,
    cardNumber: '',
    cardExpiry: '',
    cardCvc: '',
    cardName: '',
  };
}

const fieldId = (name: keyof DonationFields) => `give-${name}`;

/**
 * /give: the donation form (issue 16), driven by the donation machine. Each step
 * has a heading that takes focus, errors are listed at the top and linked to their fields, and a
 * live region says what is happening.
 */
export default function GivePage({ data, route }: PageProps) {
  const page = data as GivePageData | undefined;
  if (!page || page.projects.length === 0) return <GivingUnavailable title={route.title} />;
  return <GiveForm projects={page.projects} />;
}

function GiveForm({ projects }: { projects: GivingProjectOption[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const currency = useVisitorCurrency();
  const named = new URLSearchParams(location.search).get('project');
  const fromState = appState.getState().donatingProjectId;
  const initial = preselectedOption(projects, named ?? (fromState || null));
  const unknownProject = named !== null && !projects.some((p) => p.id === named);
  const actorLogic = useMemo(
    () =>
      donationMachine.provide({
        actors: {
          submitDonation: fromPromise<SubmitResult, SubmitInput>(({ input }) =>
            submitDonation(givingClient(), input),
          ),
        },
      }),
    [],
  );
  const actor = useActorRef(actorLogic, {
    input: {
      fields: emptyFields(initial?.id ?? ''),
      projectIds: projects.map((p) => p.id),
      signedIn: false,
    },
  });
  const send = (event: DonationEvent) => actor.send(event);
  // Narrow slices: a keystroke re-renders what reads the fields, not every part of the state.
  const fields = useSelector(actor, (s) => s.context.fields);
  const errors = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const result = useSelector(actor, (s) => s.context.result);
  const challengeUrl = useSelector(actor, (s) => s.context.challengeUrl);
  const step = useSelector(actor, (s) => s.value as string);
  const set = (field: keyof DonationFields, value: string | boolean) =>
    send({ type: 'field.changed', field, value });

  // The visitor's currency until they pick another; the signed-in customer's details; the country where they are.
  const touchedCurrency = useRef(false);
  useEffect(() => {
    if (!touchedCurrency.current && isGivingCurrency(currency)) set('currency', currency);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currency]);
  useEffect(() => {
    let live = true;
    void givingClient()
      .query<{ me: { firstName: string | null; lastName: string | null; email: string } | null }>(
        ME_QUERY,
        {},
        { requestPolicy: 'network-only' },
      )
      .toPromise()
      .then((r) => {
        const me = r.data?.me;
        if (live && me)
          send({
            type: 'session.changed',
            signedIn: true,
            prefill: {
              firstName: me.firstName ?? '',
              lastName: me.lastName ?? '',
              email: me.email,
            },
          });
      });
    // The product API's JSON helper (spec §7.6): the visitor's country, to start the country list there.
    void createJsonClient()
      .call<{ country?: unknown }>({ path: '/api/geo' })
      .then((geo) => {
        if (
          live &&
          typeof geo?.country === 'string' &&
          COUNTRIES.some((c) => c.code === geo.country)
        )
          send({ type: 'donation.prefill', values: { country: geo.country } });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each step's heading takes focus when the step changes.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!result) return;
    const token =
      new URL(result.receiptUrl, window.location.origin).searchParams.get('token') ?? '';
    bus.emit('toast.requested', {
      message: 'Thank you: your gift has been received.',
      kind: 'success',
    });
    void navigate(
      `/success-donation?${new URLSearchParams({ id: result.donationId, token }).toString()}`,
    );
  }, [result, navigate]);

  const amount = parseAmount(fields.amount);
  const fee = amount !== null && fields.coverFees ? feeOf(amount) : 0;
  const project = projects.find((p) => p.id === fields.projectId);
  const status =
    step === 'processing'
      ? 'Processing your gift…'
      : step === 'authenticating'
        ? 'Your bank asks you to confirm the payment.'
        : step === 'failure'
          ? (failure?.message ?? '')
          : '';

  const submitStep = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'payment' || step === 'failure')
      send({ type: 'donation.submit', key: `give-${crypto.randomUUID()}` });
    else send({ type: 'donation.next' });
  };

  const title =
    step in STEPS
      ? STEPS[step as keyof typeof STEPS]
      : step === 'failure'
        ? 'Your gift did not go through'
        : 'Processing your gift';
  return (
    <article className="page giving-page give-page">
      <h1>Give</h1>
      <p className="give-steps" aria-label="Progress">
        {(['amount', 'details', 'payment'] as const).map((s, i) => (
          <span key={s} aria-current={s === step ? 'step' : undefined}>
            {i + 1}. {STEPS[s]}
          </span>
        ))}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {unknownProject && step === 'amount' && (
        <p className="give-notice">
          We could not find the project in that link, so {initial?.title ?? 'our general fund'} is
          chosen below; you can pick another.
        </p>
      )}
      <ErrorSummary
        errors={errors}
        titleId="give-errors-title"
        className="give-error-summary"
        idOf={fieldId}
        labelOf={(field) => LABELS[field] ?? field}
      />
      {step === 'authenticating' && challengeUrl ? (
        <PaymentChallenge
          challengeUrl={challengeUrl}
          onFinished={() => send({ type: 'challenge.finished' })}
          onCancelled={() => send({ type: 'challenge.cancelled' })}
        />
      ) : (
        <form onSubmit={submitStep} noValidate aria-labelledby="give-step-title">
          <h2 id="give-step-title" ref={heading} tabIndex={-1}>
            {title}
          </h2>
          {step === 'amount' && (
            <>
              <Field name="projectId" label="Project" error={errors.projectId}>
                <select
                  id={fieldId('projectId')}
                  value={fields.projectId}
                  onChange={(e) => set('projectId', e.target.value)}
                  {...invalid('projectId', errors)}
                >
                  {projects.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.title}
                    </option>
                  ))}
                </select>
              </Field>
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
                    {errors.frequency}{' '}
                    <Link
                      to={`/login?return=${encodeURIComponent(location.pathname + location.search)}`}
                    >
                      Log in
                    </Link>
                  </p>
                )}
              </fieldset>
              <Field name="currency" label="Currency">
                <select
                  id={fieldId('currency')}
                  value={fields.currency}
                  onChange={(e) => {
                    touchedCurrency.current = true;
                    set('currency', e.target.value);
                  }}
                >
                  {GIVING_CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </Field>
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
              <Field name="amount" label={`Amount (${fields.currency})`} error={errors.amount}>
                <input
                  id={fieldId('amount')}
                  inputMode="decimal"
                  autoComplete="off"
                  value={fields.amount}
                  onChange={(e) => set('amount', e.target.value)}
                  {...invalid('amount', errors)}
                />
              </Field>
              <label className="give-check">
                <input
                  type="checkbox"
                  checked={fields.coverFees}
                  onChange={(e) => set('coverFees', e.target.checked)}
                />{' '}
                Add {amount !== null ? formatMoney(feeOf(amount), fields.currency) : 'the card fee'}{' '}
                to cover the card fees, so all of my gift goes to the project
              </label>
            </>
          )}
          {step === 'details' && (
            <>
              <Field name="title" label="Title (optional)">
                <input
                  id={fieldId('title')}
                  autoComplete="honorific-prefix"
                  value={fields.title}
                  onChange={(e) => set('title', e.target.value)}
                />
              </Field>
              <Field name="firstName" label="First name" error={errors.firstName}>
                <input
                  id={fieldId('firstName')}
                  autoComplete="given-name"
                  value={fields.firstName}
                  onChange={(e) => set('firstName', e.target.value)}
                  {...invalid('firstName', errors)}
                />
              </Field>
              <Field name="lastName" label="Last name" error={errors.lastName}>
                <input
                  id={fieldId('lastName')}
                  autoComplete="family-name"
                  value={fields.lastName}
                  onChange={(e) => set('lastName', e.target.value)}
                  {...invalid('lastName', errors)}
                />
              </Field>
              <Field name="email" label="E-mail" error={errors.email}>
                <input
                  id={fieldId('email')}
                  type="email"
                  autoComplete="email"
                  value={fields.email}
                  onChange={(e) => set('email', e.target.value)}
                  {...invalid('email', errors)}
                />
              </Field>
              <Field name="country" label="Country" error={errors.country}>
                <select
                  id={fieldId('country')}
                  value={fields.country}
                  onChange={(e) => set('country', e.target.value)}
                  {...invalid('country', errors)}
                >
                  <option value="">Choose…</option>
                  {COUNTRIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </Field>
              {fields.currency === 'GBP' && (
                <fieldset className="give-gift-aid">
                  <legend>Gift Aid</legend>
                  <p>
                    If you are a UK taxpayer, Gift Aid adds 25p to every £1 you give, at no cost to
                    you.
                  </p>
                  <label className="give-check">
                    <input
                      id={fieldId('giftAid')}
                      type="checkbox"
                      checked={fields.giftAid}
                      onChange={(e) => set('giftAid', e.target.checked)}
                      {...invalid('giftAid', errors)}
                    />{' '}
                    {GIFT_AID_DECLARATION}
                  </label>
                  {errors.giftAid && <p className="field-error">{errors.giftAid}</p>}
                  {fields.giftAid && (
                    <>
                      <Field
                        name="address"
                        label="House name or number and street"
                        error={errors.address}
                      >
                        <input
                          id={fieldId('address')}
                          autoComplete="address-line1"
                          value={fields.address}
                          onChange={(e) => set('address', e.target.value)}
                          {...invalid('address', errors)}
                        />
                      </Field>
                      <Field name="postcode" label="Postcode" error={errors.postcode}>
                        <input
                          id={fieldId('postcode')}
                          autoComplete="postal-code"
                          value={fields.postcode}
                          onChange={(e) => set('postcode', e.target.value)}
                          {...invalid('postcode', errors)}
                        />
                      </Field>
                    </>
                  )}
                </fieldset>
              )}
              <label className="give-check">
                <input
                  type="checkbox"
                  checked={fields.showAsSupporter}
                  onChange={(e) => set('showAsSupporter', e.target.checked)}
                />{' '}
                Show my first name and country among the project’s recent supporters
              </label>
            </>
          )}
          {(step === 'payment' || step === 'processing' || step === 'failure') && (
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
              {step === 'failure' && failure && (
                <p className="give-failure" role="alert">
                  {failure.message}
                </p>
              )}
              <p className="give-hint">
                Test mode: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0027
                6000 3184 asks for authentication. Any future expiry and any CVC.
              </p>
              <CardFields
                values={fields}
                errors={errors}
                idOf={fieldId}
                className="give-field"
                onChange={set}
              />
            </>
          )}
          <div className="give-actions">
            {step !== 'amount' && step !== 'processing' && (
              <button type="button" onClick={() => send({ type: 'donation.back' })}>
                Back
              </button>
            )}
            <button type="submit" disabled={step === 'processing'}>
              {step === 'payment' || step === 'processing'
                ? step === 'processing'
                  ? 'Processing…'
                  : `Give ${amount !== null ? formatMoney(amount + fee, fields.currency) : ''}`
                : step === 'failure'
                  ? 'Try again'
                  : 'Continue'}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

function invalid(
  name: keyof DonationFields,
  errors: Partial<Record<keyof DonationFields, string>>,
) {
  return errors[name]
    ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` }
    : {};
}

function Field({
  name,
  label,
  error,
  children,
}: {
  name: keyof DonationFields;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="give-field">
      <label htmlFor={fieldId(name)}>{label}</label>
      {children}
      {error && (
        <p className="field-error" id={`${fieldId(name)}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
