import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BookingLookup, type Found } from './booking-lookup';

/**
 * The manage pages' frame: the booking lookup until a booking is found, then the booking under a
 * heading that takes focus, what the page does with it, and a way back to look up another.
 */
export function BookingFinder({
  action,
  titleId,
  children,
}: {
  /** What the lookup says the visitor is about to do ("Cancel", "Pay the balance of"). */
  action: string;
  titleId: string;
  children(found: Found): ReactNode;
}) {
  const [found, setFound] = useState<Found | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (found) heading.current?.focus();
  }, [found]);

  if (!found) return <BookingLookup action={action} onFound={setFound} />;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        Booking {found.booking.reference}
      </h2>
      {children(found)}
      <p>
        <button type="button" className="tours-link-button" onClick={() => setFound(null)}>
          Look up another booking
        </button>
      </p>
    </section>
  );
}
