import { useEffect, useState } from 'react';
import { bus } from '@site/event-bus';

/** The aria-live region that speaks each client-side page change. */
export function NavigationAnnouncer() {
  const [message, setMessage] = useState('');
  useEffect(
    () =>
      bus.on('navigation.completed', ({ announcement, initial }) => {
        if (!initial) setMessage(announcement);
      }),
    [],
  );
  return (
    <div id="route-announcer" className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {message}
    </div>
  );
}
