import { useEffect, useMemo, useState } from 'react';
import type { Client } from 'urql';
import { fetchQuote, readQuote } from './booking-api';
import type { Quote, QuoteRequest } from './booking-types';

/**
 * The price of the current choices, read from urql: the booking machine's quoting step asked the
 * API for it (and so filled the cache), and this reads the same query while the step shows it.
 * A cached answer is read in the render itself, so the price is there in the step's first paint and
 * nothing below it moves afterwards (a policy box that jumps as the price arrives takes a tap meant
 * for it elsewhere). Without one it is asked for, `cache-first`. Null while there is no request, or
 * no answer yet.
 */
export function useQuote(
  client: () => Pick<Client, 'query' | 'readQuery'>,
  request: QuoteRequest | null,
): Quote | null {
  const [asked, setAsked] = useState<{ key: string; quote: Quote } | null>(null);
  const key = request ? JSON.stringify(request) : '';
  const cached = useMemo(
    () => (key ? readQuote(client(), JSON.parse(key) as QuoteRequest) : null),
    [client, key],
  );
  useEffect(() => {
    if (!key || cached) return;
    let live = true;
    fetchQuote(client(), JSON.parse(key) as QuoteRequest, 'cache-first').then(
      (result) => live && result.ok && setAsked({ key, quote: result.quote }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, key, cached]);
  // An answer for other choices is no answer for these.
  return cached ?? (asked && asked.key === key ? asked.quote : null);
}
