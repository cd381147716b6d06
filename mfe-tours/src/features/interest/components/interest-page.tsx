import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { toursClient } from '../../../shared/api/tours-client';
import type { InterestPageData, TourCard } from '../../../shared/content/tour-view';
import { formatDate, NoAnswerError } from '../../../shared/forms/user-errors';
import { describedBy, Field, FieldError } from '../../../shared/forms/field';
import { NameAndEmail, SubmitRow } from '../../../shared/forms/form-parts';
import { type Errors, interestErrors, type InterestFields } from '../../../shared/forms/form-rules';
import { submitInterest } from '../api/interest';
import '../../../shared/forms/tours-forms.css';

const SUBMIT_WORDS = {
  label: 'Register my interest',
  busyLabel: 'Sending…',
  busyStatus: 'Sending your details…',
};

const EMPTY: InterestFields = {
  ageRange: '',
  locations: [],
  tours: [],
  partySize: '1',
  name: '',
  email: '',
  phone: '',
  message: '',
};
const ORDER: Array<keyof InterestFields> = [
  'ageRange',
  'locations',
  'tours',
  'partySize',
  'name',
  'email',
  'phone',
  'message',
];
const fieldId = (name: keyof InterestFields) => `interest-${name}`;

/**
 * /tours/participation-interest (issue 17): the interest form of the CMS tour_form. Each entry is
 * stored and confirmed by e-mail by the API, and the person is e-mailed when a departure with seats
 * opens for a tour or location they asked about.
 */
export default function InterestPage({ route, data }: PageProps) {
  const page = data as InterestPageData | undefined;
  const form = page?.form ?? null;
  const tours = page?.tours ?? [];
  const title = form?.title || route.title || 'Register your interest';
  return (
    <article className="page tours-interest" data-route-id={route.id}>
      <h1>{title}</h1>
      {form && form.images.length > 0 && (
        <div className="tours-interest-images">
          {form.images.map((image, i) => (
            <ResponsiveImage
              key={image.url}
              image={image}
              sizes="(min-width: 900px) 50vw, 100vw"
              priority={i === 0}
            />
          ))}
        </div>
      )}
      <p>
        Tell us which tours and places interest you. We confirm your entry by e-mail, and write to
        you when a departure with seats opens for a tour or location you asked about.
      </p>
      <InterestForm
        ageRanges={form?.ageRanges ?? []}
        locations={form?.locations ?? []}
        tours={tours}
      />
      {form && form.gallery.length > 0 && (
        <section className="tours-gallery" aria-labelledby="interest-gallery-title">
          <h2 id="interest-gallery-title">{form.galleryTitle || 'Gallery'}</h2>
          <ul>
            {form.gallery.map(({ image, caption }) => (
              <li key={image.url}>
                <figure>
                  <ResponsiveImage image={image} sizes="(min-width: 900px) 33vw, 100vw" />
                  {caption && <figcaption>{caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; message: string };

export function InterestForm({
  ageRanges,
  locations,
  tours,
}: {
  ageRanges: string[];
  locations: string[];
  tours: TourCard[];
}) {
  const location = useLocation();
  const [fields, setFields] = useState<InterestFields>(EMPTY);
  // The tour of a "register interest" link (?tour=uid) is ticked once hydrated (the page is prerendered without it).
  useEffect(() => {
    const wanted = new URLSearchParams(location.search).get('tour');
    if (wanted && tours.some((t) => t.uid === wanted))
      setFields((f) => (f.tours.includes(wanted) ? f : { ...f, tours: [...f.tours, wanted] }));
  }, [location.search, tours]);
  const [errors, setErrors] = useState<Errors<keyof InterestFields>>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const resultRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (status.kind === 'sent') resultRef.current?.focus();
    if (status.kind === 'failed') failureRef.current?.focus();
  }, [status]);

  const set = <K extends keyof InterestFields>(name: K, value: InterestFields[K]) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({
      ...e,
      [name]: undefined,
      ...(name === 'tours' || name === 'locations' ? { locations: undefined } : {}),
    }));
  };
  const toggle = (name: 'locations' | 'tours', value: string, on: boolean) =>
    set(
      name,
      on
        ? [...fields[name].filter((v) => v !== value), value]
        : fields[name].filter((v) => v !== value),
    );

  const focusFirst = (found: Errors<keyof InterestFields>) => {
    const first = ORDER.find((k) => found[k]);
    if (!first) return false;
    const el = document.getElementById(fieldId(first));
    (el?.querySelector<HTMLInputElement>('input') ?? el)?.focus();
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = interestErrors(fields, ageRanges);
    setErrors(found);
    if (focusFirst(found)) return;
    setStatus({ kind: 'sending' });
    try {
      const result = await submitInterest(toursClient(), fields);
      if (result.ok) {
        setStatus({ kind: 'sent', email: fields.email.trim() });
        return;
      }
      setErrors(result.fieldErrors);
      setStatus({ kind: 'failed', message: result.message });
    } catch (error) {
      setStatus({
        kind: 'failed',
        message:
          error instanceof NoAnswerError
            ? 'We could not reach the server. Check your connection and try again: nothing you typed is lost.'
            : 'Something went wrong. Please try again.',
      });
    }
  };

  if (status.kind === 'sent') {
    return (
      <section className="tours-interest-done" aria-labelledby="interest-done-title">
        <h2 id="interest-done-title" ref={resultRef} tabIndex={-1}>
          Thank you: we have your details
        </h2>
        <p role="status">
          We have sent a confirmation to {status.email}. We will write to you when a departure with
          seats opens for the tours or places you chose.
        </p>
        <button
          type="button"
          onClick={() => {
            setFields(EMPTY);
            setStatus({ kind: 'editing' });
          }}
        >
          Register someone else
        </button>
      </section>
    );
  }

  const sending = status.kind === 'sending';
  return (
    <form
      className="tours-interest-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="interest-form-title"
    >
      <h2 id="interest-form-title">Your interest</h2>
      {ageRanges.length > 0 && (
        <Field id={fieldId('ageRange')} label="Age range" error={errors.ageRange}>
          <select value={fields.ageRange} onChange={(e) => set('ageRange', e.target.value)}>
            <option value="">Choose…</option>
            {ageRanges.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </Field>
      )}
      {locations.length > 0 && (
        <Choices
          id={fieldId('locations')}
          legend="Locations you would like to visit"
          error={errors.locations}
        >
          {locations.map((l) => (
            <label key={l} className="tours-check">
              <input
                type="checkbox"
                checked={fields.locations.includes(l)}
                onChange={(e) => toggle('locations', l, e.target.checked)}
              />{' '}
              {l}
            </label>
          ))}
        </Choices>
      )}
      {tours.length > 0 && (
        <Choices
          id={fieldId('tours')}
          legend="Tours you are interested in"
          error={errors.tours ?? (locations.length === 0 ? errors.locations : undefined)}
        >
          {tours.map((t) => (
            <label key={t.uid} className="tours-check">
              <input
                type="checkbox"
                checked={fields.tours.includes(t.uid)}
                onChange={(e) => toggle('tours', t.uid, e.target.checked)}
              />{' '}
              {t.title}
              {t.startsOn ? ` (${formatDate(t.startsOn)})` : ''}
            </label>
          ))}
        </Choices>
      )}
      <Field
        id={fieldId('partySize')}
        label="How many would travel (1–20)"
        error={errors.partySize}
      >
        <input
          type="number"
          min={1}
          max={20}
          inputMode="numeric"
          value={fields.partySize}
          onChange={(e) => set('partySize', e.target.value)}
        />
      </Field>
      <NameAndEmail
        idOf={fieldId}
        values={fields}
        errors={errors}
        onValue={(field, value) => set(field, value)}
      />
      <Field id={fieldId('phone')} label="Phone (optional)" error={errors.phone}>
        <input
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
      </Field>
      <Field id={fieldId('message')} label="Message (optional)" error={errors.message}>
        <textarea
          rows={4}
          value={fields.message}
          onChange={(e) => set('message', e.target.value)}
        />
      </Field>
      <SubmitRow
        busy={sending}
        notice={status.kind === 'failed' ? status.message : null}
        noticeRef={failureRef}
        words={SUBMIT_WORDS}
      />
    </form>
  );
}

/** A group of checkboxes: the fieldset is what the error describes. */
function Choices({
  id,
  legend,
  error,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset id={id} className="tours-choices" {...describedBy(id, error)}>
      <legend>{legend}</legend>
      {children}
      {error && <FieldError id={id} message={error} />}
    </fieldset>
  );
}
