import { useState } from 'react';
import { cleanMessage } from '../../../shared/session/api/customer-api';

/**
 * An account form's sending state: `busy` while `send` runs its work, and `failure` holding the
 * message of a request that failed outright (the work sets it for answers that refuse).
 */
export function useSubmission() {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function send(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(cleanMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return { failure, setFailure, busy, send };
}
