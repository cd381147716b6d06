import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { getSessionActor, startSession } from './session-runtime';

/**
 * The session's narrow slice for account widgets; starts the page's one session actor. Until the
 * component has mounted it reports a visitor, as the server render did, so hydration matches
 * whatever the actor has already read from local storage.
 */
export function useSession() {
  const actor = getSessionActor();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startSession();
    setMounted(true);
  }, []);
  const customer = useSelector(actor, (s) => s.context.customer);
  const status = useSelector(actor, (s) =>
    s.matches('signedIn') ? 'signedIn' : s.matches('signedOut') ? 'signedOut' : 'busy',
  );
  const loginError = useSelector(actor, (s) => s.context.loginError);
  return mounted
    ? ({ actor, customer, status, loginError } as const)
    : ({ actor, customer: null, status: 'signedOut', loginError: null } as const);
}
