import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toursClient } from '../../../shared/api/tours-client';
import { requestCode, verifyCode } from '../api/booking-code';
import { findBooking, type Found } from '../api/bookings';
import { NoAnswerError, ThrottledError } from '../../../shared/forms/user-errors';
import { codeError, normalizeCode } from '../../../shared/forms/form-rules';
import { Field } from '../../../shared/forms/field';

/**
 * The second step of finding a booking by its reference: the code mailed to the booking's address.
 * The code gives a token that opens the booking for an hour; the page then uses it as the e-mailed
 * link's token (paying, cancelling). A lapsed or used-up code can be sent again.
 */
export function CodeStep({
  reference,
  email,
  onFound,
  onBack,
}: {
  reference: string;
  email: string;
  onFound: (found: Found) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState(
    'We have e-mailed a 6-digit code to the address this booking was made with. It works once, for 10 minutes.',
  );
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const failure = (e: unknown) =>
    e instanceof ThrottledError
      ? e.message
      : e instanceof NoAnswerError
        ? 'We could not reach the server. Check your connection and try again.'
        : 'Something went wrong. Please try again.';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = codeError(code);
    setError(problem);
    setNotice(null);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await verifyCode(toursClient(), { reference, code: normalizeCode(code) });
      if (!result.ok) {
        if (result.code === 'INVALID_CODE') {
          setError(result.message);
          inputRef.current?.focus();
        } else setNotice(result.message);
        return;
      }
      const booking = await findBooking(toursClient(), { reference, token: result.token });
      if (booking)
        onFound({ booking, access: { reference: booking.reference, token: result.token } });
      else setNotice('We could not open the booking. Ask for a new code and try again.');
    } catch (e) {
      setNotice(failure(e));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    setError(undefined);
    try {
      const result = await requestCode(toursClient(), { reference, email });
      if (result.ok) {
        setCode('');
        setSent('We have e-mailed a new code. Only the newest code works, once, for 10 minutes.');
      } else setNotice(result.message);
    } catch (e) {
      setNotice(failure(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="code-title">
      <h3 id="code-title">Enter the code for {reference}</h3>
      <p role="status">{sent}</p>
      <Field id="lookup-code" label="Code from the e-mail" error={error}>
        <input
          ref={inputRef}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      {notice && (
        <p className="tours-notice" role="alert" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Opening…' : 'Open my booking'}
      </button>{' '}
      <button
        type="button"
        className="tours-link-button"
        disabled={busy}
        onClick={() => void resend()}
      >
        Send a new code
      </button>{' '}
      <button type="button" className="tours-link-button" disabled={busy} onClick={onBack}>
        Look up another booking
      </button>
    </form>
  );
}
