import { useEffect, useState } from 'react';
import { Link, useLocation } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { toursClient } from '../../../shared/api/tours-client';
import { type ConfirmedBooking, fetchBooking } from '../api/booking-api';
import { formatDay, formatMoney, sitePath } from '../booking-rules';
import '../../../shared/components/tours-shared.css';
import { PriceTable } from './price-table';
import './booking.css';

type Status =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error'; message: string }
  | { kind: 'found'; booking: ConfirmedBooking; token: string | null };

const REFERENCE = /^[A-Za-z0-9-]{3,40}$/;

/**
 * /tours/booking-confirmed?ref=&token= (issue 17): the booking's reference and summary, what is due
 * when, the calendar file and the booklets, and the links to pay the balance or cancel. Read from
 * the API with the reference and the token of the confirmation link (or as the signed-in customer
 * who made it); an unknown or wrong link says so plainly.
 */
export default function ConfirmedPage(_props: PageProps) {
  const location = useLocation();
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const reference = (params.get('ref') ?? '').trim();
    const token = params.get('token');
    if (!REFERENCE.test(reference)) {
      setStatus({ kind: 'notFound' });
      return;
    }
    let live = true;
    setStatus({ kind: 'loading' });
    fetchBooking(toursClient(), { reference, token })
      .then(
        (booking) =>
          live && setStatus(booking ? { kind: 'found', booking, token } : { kind: 'notFound' }),
      )
      .catch(
        () =>
          live &&
          setStatus({
            kind: 'error',
            message:
              'We could not reach the server to show your booking. Check your connection and reload the page.',
          }),
      );
    return () => {
      live = false;
    };
  }, [location.search]);

  if (status.kind === 'loading') {
    return (
      <article className="page tour-booking booking-confirmed">
        <h1>Your tour booking</h1>
        <p role="status">Loading your booking…</p>
      </article>
    );
  }
  if (status.kind === 'error') {
    return (
      <article className="page tour-booking booking-confirmed">
        <h1>Your tour booking</h1>
        <p role="alert">{status.message}</p>
      </article>
    );
  }
  if (status.kind === 'notFound') {
    return (
      <article className="page tour-booking booking-confirmed">
        <h1>Booking not found</h1>
        <p>
          We could not find a booking for this link. Check that you opened the whole link from your
          confirmation e-mail, or sign in to the account you booked with.
        </p>
        <p>
          <Link to="/tours/payments">Find your booking with its reference and e-mail</Link> ·{' '}
          <Link to="/tours/upcoming">See the tours</Link>
        </p>
      </article>
    );
  }
  return <Confirmation booking={status.booking} token={status.token} />;
}

function Confirmation({ booking, token }: { booking: ConfirmedBooking; token: string | null }) {
  const access = new URLSearchParams({
    ref: booking.reference,
    ...(token ? { token } : {}),
  }).toString();
  const cancelled = booking.status === 'CANCELLED';
  const owes = Number(booking.balance.amount) > 0;
  const name = (i: number) => {
    const t = booking.travellers[i];
    return t ? `${t.firstName} ${t.lastName}` : `Traveller ${i + 1}`;
  };
  const extensions = [
    booking.preExtension
      ? `Pre-tour: ${booking.departure.preExtension?.title ?? 'extension'}${booking.departure.preExtension?.startsOn ? `, from ${formatDay(booking.departure.preExtension.startsOn)}` : ''}`
      : '',
    booking.postExtension
      ? `Post-tour: ${booking.departure.postExtension?.title ?? 'extension'}${booking.departure.postExtension?.startsOn ? `, from ${formatDay(booking.departure.postExtension.startsOn)}` : ''}`
      : '',
  ].filter(Boolean);
  return (
    <article className="page tour-booking booking-confirmed">
      <h1>{cancelled ? 'Booking cancelled' : 'Your tour is booked'}</h1>
      <section aria-labelledby="booking-reference-title">
        <h2 id="booking-reference-title">Booking reference {booking.reference}</h2>
        <p>
          {cancelled
            ? `This booking was cancelled${booking.cancelledAt ? ` on ${formatDay(booking.cancelledAt)}` : ''}.`
            : `Thank you, ${booking.contactName}. A confirmation with these details and a calendar file is on its way to ${booking.email}.`}
        </p>
      </section>
      <section aria-labelledby="booking-summary-title">
        <h2 id="booking-summary-title">Summary</h2>
        <dl className="booking-summary">
          <dt>Tour</dt>
          <dd>
            <Link to={`/tours/${booking.departure.tourUid}`}>{booking.departure.tourTitle}</Link>,
            from {formatDay(booking.departure.startsOn)}
          </dd>
          <dt>Travellers</dt>
          <dd>{booking.travellers.map((_, i) => name(i)).join(', ')}</dd>
          <dt>Rooms</dt>
          <dd>
            {booking.rooms
              .map(
                (room) =>
                  `${room.occupancy === 'DOUBLE' ? 'Double' : 'Single'} room: ${room.travellers.map(name).join(' and ')}`,
              )
              .join('; ')}
          </dd>
          <dt>Extensions</dt>
          <dd>{extensions.length ? extensions.join('; ') : 'None'}</dd>
        </dl>
        <PriceTable caption="Price" lines={booking.lines} total={booking.total} />
      </section>
      <section aria-labelledby="booking-due-title">
        <h2 id="booking-due-title">What is due when</h2>
        <dl className="booking-summary">
          <dt>Paid</dt>
          <dd>{formatMoney(booking.paid)}</dd>
          {Number(booking.refunded.amount) > 0 && (
            <>
              <dt>Refunded</dt>
              <dd>{formatMoney(booking.refunded)}</dd>
            </>
          )}
          <dt>Balance</dt>
          <dd>
            {owes
              ? `${formatMoney(booking.balance)}, due ${formatDay(booking.balanceDueOn)}`
              : `${formatMoney(booking.balance)}: nothing more is due`}
          </dd>
        </dl>
        {owes && !cancelled && (
          <p>
            We will e-mail you a reminder before {formatDay(booking.balanceDueOn)}.{' '}
            <Link to={`/tours/payments?${access}`}>Pay the balance</Link>
          </p>
        )}
      </section>
      <section aria-labelledby="booking-documents-title">
        <h2 id="booking-documents-title">Your documents</h2>
        <ul className="booking-links">
          {!cancelled && (
            <li>
              <a href={sitePath(booking.calendarUrl)} download={`${booking.reference}.ics`}>
                Add to your calendar (.ics)
              </a>
            </li>
          )}
          {booking.bookletUrl && (
            <li>
              <a href={booking.bookletUrl} target="_blank" rel="noreferrer">
                Tour booklet (PDF: itinerary, hotels, what to bring)
              </a>
            </li>
          )}
          {booking.preExtension && booking.preExtensionBookletUrl && (
            <li>
              <a href={booking.preExtensionBookletUrl} target="_blank" rel="noreferrer">
                Pre-tour extension booklet (PDF)
              </a>
            </li>
          )}
        </ul>
      </section>
      {!cancelled && (
        <section aria-labelledby="booking-change-title">
          <h2 id="booking-change-title">Changing your plans</h2>
          <p>
            <Link to={`/tours/cancellations?${access}`}>Cancel this booking</Link>: the refund you
            would get is shown before you confirm.
          </p>
          {booking.cancellationPolicy.length > 0 && (
            <ul className="booking-policy">
              {booking.cancellationPolicy.map((tier, i) => (
                <li key={i}>{tier.description}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      <p className="no-print">
        <button type="button" onClick={() => window.print()}>
          Print this page
        </button>
      </p>
    </article>
  );
}
