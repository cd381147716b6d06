import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Client } from 'urql';
import { toursClient } from '../../../shared/api/tours-client';
import { type Errors, type WaitlistFields, waitlistErrors } from '../../../shared/forms/form-rules';
import { Field } from '../../../shared/forms/field';
import { NameAndEmail, SubmitRow } from '../../../shared/forms/form-parts';
import { formatDate, NoAnswerError } from '../../../shared/forms/user-errors';
import { joinWaitlist, type WaitlistEntry } from '../api/waitlist';

const SUBMIT_WORDS = {
  label: 'Join the waitlist',
  busyLabel: 'Joining…',
  busyStatus: 'Adding you to the waitlist…',
};

export interface WaitlistFormProps {
  departureId: string;
  tourTitle: string;
  /** For tests: the GraphQL client (the tours client otherwise). */
  client?: Pick<Client, 'mutation'>;
}

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'joined'; entry: WaitlistEntry }
  | { kind: 'refused'; code: string; message: string };

/** Inline, so that the pages embedding the form need no stylesheet of this feature. */
const FORM_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  maxWidth: '28rem',
} as const;

const EMPTY: WaitlistFields = { name: '', email: '', travellers: '1' };

/**
 * "Full — join the waitlist" (issue 17): shown by the tour details and booking pages when a
 * departure has no seats left. Name, e-mail and how many travellers → tourWaitlistJoin; the answer
 * is the place in the queue. When seats free up, the first person waiting is e-mailed an offer
 * that holds the seats for a limited time; if it lapses, the next person is offered them.
 */
export function WaitlistForm({ departureId, tourTitle, client }: WaitlistFormProps) {
  const uid = useId();
  const id = (name: string) => `waitlist-${uid}-${name}`;
  const [fields, setFields] = useState<WaitlistFields>(EMPTY);
  const [errors, setErrors] = useState<Errors<keyof WaitlistFields>>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (status.kind === 'joined') resultHeading.current?.focus();
    if (status.kind === 'refused') notice.current?.focus();
  }, [status]);

  const set = (name: keyof WaitlistFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = waitlistErrors(fields);
    setErrors(found);
    const first = (Object.keys(found) as Array<keyof WaitlistFields>)[0];
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const result = await joinWaitlist(client ?? toursClient(), departureId, fields);
      if (result.ok) {
        setStatus({ kind: 'joined', entry: result.entry });
        return;
      }
      // Already waiting is about the person, not a field to correct: said once, in the notice.
      setErrors(result.code === 'ALREADY_WAITING' ? {} : result.fieldErrors);
      const message =
        result.code === 'ALREADY_WAITING'
          ? `You are already on the waitlist for this departure of ${tourTitle} with ${fields.email.trim()}. There is no need to join again: we will e-mail you as soon as seats free up.`
          : result.message;
      setStatus({ kind: 'refused', code: result.code, message });
    } catch (error) {
      setStatus({
        kind: 'refused',
        code: 'NO_ANSWER',
        message:
          error instanceof NoAnswerError
            ? 'We could not reach the server. Check your connection and try again: you will not be added twice.'
            : 'Something went wrong. Please try again.',
      });
    }
  };

  if (status.kind === 'joined') {
    const { entry } = status;
    return (
      <section className="tours-waitlist" aria-labelledby={id('done')}>
        <h3 id={id('done')} ref={resultHeading} tabIndex={-1}>
          You are on the waitlist
        </h3>
        <p role="status">
          You are <strong>number {entry.position}</strong> in the queue for {tourTitle}
          {entry.departure.startsOn ? ` (departing ${formatDate(entry.departure.startsOn)})` : ''},
          for {entry.travellers} {entry.travellers === 1 ? 'traveller' : 'travellers'}.
        </p>
        <p>
          When seats free up, we e-mail the first person waiting an offer. The offer holds the seats
          for you for a limited time only, so please act on it quickly: if it lapses, the seats are
          offered to the next person in the queue.
        </p>
      </section>
    );
  }

  const sending = status.kind === 'sending';
  return (
    <section className="tours-waitlist" aria-labelledby={id('title')}>
      <h3 id={id('title')}>Full — join the waitlist</h3>
      <p>
        This departure of {tourTitle} is full. Join the waitlist and we will e-mail you if seats
        free up. An offer holds the seats for you for a limited time; if it lapses, the next person
        waiting is offered them.
      </p>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby={id('title')}
        style={FORM_STYLE}
      >
        <NameAndEmail
          idOf={id}
          values={fields}
          errors={errors}
          onValue={(field, value) => set(field, value)}
        />
        <Field id={id('travellers')} label="How many travellers" error={errors.travellers}>
          <select value={fields.travellers} onChange={(e) => set('travellers', e.target.value)}>
            {Array.from({ length: 8 }, (_, i) => String(i + 1)).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <SubmitRow
          busy={sending}
          notice={status.kind === 'refused' ? status.message : null}
          noticeRef={notice}
          words={SUBMIT_WORDS}
        />
      </form>
    </section>
  );
}

export default WaitlistForm;
